import { useCheckbox, type CheckboxSkinProps } from '@suite-ui/core/react';
import { Checkbox as MobileCheckbox } from 'antd-mobile';
import { useId } from 'react';
import './checkbox.css';

/** Props of the mobile `Checkbox` group: the core options plus value, callback and a test id. */
export type CheckboxProps = CheckboxSkinProps;

/**
 * A group of check boxes for phones (spec 2.3): label with the required mark, one per line, side by
 * side or in a grid of 4 (spec 9), a cap, read-only text and the message under the group, all
 * decided by core.
 */
export function Checkbox({ testId = 'checkbox', ...props }: CheckboxProps) {
  const view = useCheckbox({ ...props, platform: 'mobile' });
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <div
      className="suite-checkbox"
      data-testid={testId}
      data-value={view.value.join(',')}
      style={{ padding: '10px 16px', background: 'var(--adm-color-background)' }}
    >
      {view.label && (
        <div id={labelId} style={{ fontSize: 15, marginBottom: 8, color: 'var(--adm-color-text)' }}>
          {view.required && (
            <span aria-hidden style={{ color: 'var(--adm-color-danger)', marginInlineEnd: 2 }}>
              *
            </span>
          )}
          {view.label}
        </div>
      )}
      {view.readOnly ? (
        <div
          data-testid={`${testId}-text`}
          aria-labelledby={view.label ? labelId : undefined}
          style={{ fontSize: 15, color: view.empty ? 'var(--adm-color-weak)' : 'var(--adm-color-text)' }}
        >
          {view.text}
        </div>
      ) : (
        <div
          role="group"
          aria-labelledby={view.label ? labelId : undefined}
          aria-label={view.label ? undefined : view.ariaLabel || undefined}
          aria-describedby={view.error ? errorId : undefined}
        >
          {view.rows.map((row) => (
            <div
              key={row[0]?.value}
              style={
                view.columns === null
                  ? { display: 'flex', flexWrap: 'wrap', gap: '8px 20px' }
                  : {
                      display: 'grid',
                      gridTemplateColumns: `repeat(${view.columns}, minmax(0, 1fr))`,
                      gap: 8,
                      marginBottom: 10,
                    }
              }
            >
              {row.map((item) => (
                <MobileCheckbox
                  key={item.value}
                  checked={item.checked}
                  disabled={item.disabled}
                  data-testid={item.testId}
                  onChange={() => view.toggle(item.value)}
                  style={{ '--font-size': '15px', '--icon-size': '18px' }}
                >
                  {item.label}
                </MobileCheckbox>
              ))}
            </div>
          ))}
        </div>
      )}
      {view.countText && !view.readOnly && (
        <div
          data-testid={`${testId}-count`}
          aria-live="polite"
          style={{ fontSize: 12, color: 'var(--adm-color-weak)', marginTop: 4 }}
        >
          {view.countText}
        </div>
      )}
      {view.error && (
        <div
          id={errorId}
          role="alert"
          data-testid={`${testId}-error`}
          style={{ fontSize: 13, color: 'var(--adm-color-danger)', marginTop: 4 }}
        >
          {view.error}
        </div>
      )}
    </div>
  );
}
