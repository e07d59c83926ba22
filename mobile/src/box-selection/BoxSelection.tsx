import type { BoxSelectionProps } from '@suite-ui/core/react';
import { useBoxSelection } from '@suite-ui/core/react';
import { CheckOutline } from 'antd-mobile-icons';

/** Boxes in a grid to tap one or several of (spec 2.3); the cap and single mode come from core. */
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
              minHeight: 44,
              padding: '8px 6px',
              borderRadius: 6,
              border: `1px solid ${box.on ? 'var(--adm-color-primary)' : 'transparent'}`,
              background: box.on ? 'var(--adm-color-wathet)' : 'var(--adm-color-fill-content)',
              color: box.blocked ? 'var(--adm-color-weak)' : 'var(--adm-color-text)',
              fontSize: 15,
              opacity: box.blocked ? 0.5 : 1,
              font: 'inherit',
            }}
          >
            <div>{box.label}</div>
            {box.description && (
              <div style={{ fontSize: 12, color: 'var(--adm-color-weak)' }}>{box.description}</div>
            )}
            {box.on && (
              <CheckOutline
                aria-hidden
                style={{
                  position: 'absolute',
                  top: 2,
                  right: 2,
                  fontSize: 12,
                  color: 'var(--adm-color-primary)',
                }}
              />
            )}
          </button>
        ))}
      </div>
      {view.statusText && (
        <div
          data-testid={`${testId}-count`}
          aria-live="polite"
          style={{ marginTop: 8, fontSize: 13, color: 'var(--adm-color-weak)' }}
        >
          {view.statusText}
        </div>
      )}
    </div>
  );
}

export type { BoxSelectionProps } from '@suite-ui/core/react';
