import { CheckOutlined } from '@ant-design/icons';
import type { BoxSelectionProps } from '@suite-ui/core/react';
import { accessiblePalette, useBoxSelection } from '@suite-ui/core/react';
import { Typography } from 'antd';

/** Boxes in a grid to pick one or several of (spec 2.3); the cap and single mode come from core. */
export function BoxSelection({ testId = 'box-selection', ariaLabel, ...props }: BoxSelectionProps) {
  const view = useBoxSelection(props);
  return (
    <div data-testid={testId}>
      <div
        role={view.groupRole}
        aria-label={ariaLabel}
        style={{ display: 'grid', gridTemplateColumns: `repeat(${view.columns}, 1fr)`, gap: 8 }}
      >
        {view.boxes.map((box) => (
          <button
            key={box.value}
            type="button"
            role={view.role}
            aria-checked={box.on}
            disabled={box.blocked}
            data-testid={box.testId}
            onClick={() => view.toggle(box.value)}
            style={{
              position: 'relative',
              padding: '8px 12px',
              textAlign: 'left',
              borderRadius: 6,
              cursor: box.blocked ? 'not-allowed' : 'pointer',
              border: `1px solid ${box.on ? accessiblePalette.primary : '#d9d9d9'}`,
              background: box.on ? '#e6f4ff' : box.blocked ? '#f5f5f5' : '#fff',
              color: box.blocked ? 'rgba(0, 0, 0, 0.45)' : 'rgba(0, 0, 0, 0.88)',
              font: 'inherit',
            }}
          >
            <div style={{ fontWeight: box.on ? 600 : 400 }}>{box.label}</div>
            {box.description && (
              <div style={{ fontSize: 12, color: accessiblePalette.textSecondary }}>{box.description}</div>
            )}
            {box.on && (
              <CheckOutlined
                aria-hidden
                style={{ position: 'absolute', top: 6, right: 8, color: accessiblePalette.primary }}
              />
            )}
          </button>
        ))}
      </div>
      {view.statusText && (
        <Typography.Text
          data-testid={`${testId}-count`}
          aria-live="polite"
          style={{ display: 'block', marginTop: 8, color: accessiblePalette.textSecondary }}
        >
          {view.statusText}
        </Typography.Text>
      )}
    </div>
  );
}

export type { BoxSelectionProps } from '@suite-ui/core/react';
