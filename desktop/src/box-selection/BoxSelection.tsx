import { CheckOutlined } from '@ant-design/icons';
import type { BoxSelectionProps } from '@suite-ui/core/react';
import { useBoxSelection } from '@suite-ui/core/react';
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
              border: `1px solid ${box.on ? 'var(--ant-color-primary)' : 'var(--ant-color-border)'}`,
              background: box.on
                ? 'var(--ant-color-primary-bg)'
                : box.blocked
                  ? 'var(--ant-color-bg-container-disabled)'
                  : 'var(--ant-color-bg-container)',
              color: box.blocked ? 'var(--ant-color-text-disabled)' : 'var(--ant-color-text)',
              font: 'inherit',
            }}
          >
            <div style={{ fontWeight: box.on ? 600 : 400 }}>{box.label}</div>
            {box.description && (
              <div style={{ fontSize: 12, color: 'var(--ant-color-text-description)' }}>
                {box.description}
              </div>
            )}
            {box.on && (
              <CheckOutlined
                aria-hidden
                style={{ position: 'absolute', top: 6, right: 8, color: 'var(--ant-color-primary)' }}
              />
            )}
          </button>
        ))}
      </div>
      {view.statusText && (
        <Typography.Text
          data-testid={`${testId}-count`}
          aria-live="polite"
          style={{ display: 'block', marginTop: 8, color: 'var(--ant-color-text-description)' }}
        >
          {view.statusText}
        </Typography.Text>
      )}
    </div>
  );
}

export type { BoxSelectionProps } from '@suite-ui/core/react';
