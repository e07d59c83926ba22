import { useCheckbox, type CheckboxSkinProps } from '@suite-ui/core/react';
import { Checkbox as AntdCheckbox, Typography } from 'antd';
import { useId } from 'react';

/** Props of the desktop `Checkbox` group: the core options plus value, callback and a test id. */
export type CheckboxProps = CheckboxSkinProps;

/**
 * The desktop counterpart of the mobile check box group (spec 2.3): label with the required mark,
 * side by side, one per line or in a grid of 4 (spec 9), a cap, read-only text and the message under
 * the group, all decided by core.
 */
export function Checkbox({ testId = 'checkbox', ...props }: CheckboxProps) {
  const view = useCheckbox({ ...props, platform: 'desktop' });
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <div
      className="suite-checkbox"
      data-testid={testId}
      data-value={view.value.join(',')}
      style={{ marginBottom: 16 }}
    >
      {view.label && (
        <div id={labelId} style={{ marginBottom: 6 }}>
          {view.required && (
            <span aria-hidden style={{ color: 'var(--ant-color-error)', marginInlineEnd: 4 }}>
              *
            </span>
          )}
          {view.label}
        </div>
      )}
      {view.readOnly ? (
        <Typography.Text
          data-testid={`${testId}-text`}
          aria-labelledby={view.label ? labelId : undefined}
          type={view.empty ? 'secondary' : undefined}
        >
          {view.text}
        </Typography.Text>
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
                  ? { display: 'flex', flexWrap: 'wrap', gap: '8px 16px' }
                  : {
                      display: 'grid',
                      gridTemplateColumns: `repeat(${view.columns}, minmax(0, max-content))`,
                      gap: '8px 24px',
                      marginBottom: 8,
                    }
              }
            >
              {row.map((item) => (
                <AntdCheckbox
                  key={item.value}
                  checked={item.checked}
                  disabled={item.disabled}
                  data-testid={item.testId}
                  onChange={() => view.toggle(item.value)}
                >
                  {item.label}
                </AntdCheckbox>
              ))}
            </div>
          ))}
        </div>
      )}
      {view.countText && !view.readOnly && (
        <Typography.Text
          type="secondary"
          data-testid={`${testId}-count`}
          aria-live="polite"
          style={{ display: 'block', marginTop: 4 }}
        >
          {view.countText}
        </Typography.Text>
      )}
      {view.error && (
        <Typography.Text
          type="danger"
          role="alert"
          id={errorId}
          data-testid={`${testId}-error`}
          style={{ display: 'block', marginTop: 4 }}
        >
          {view.error}
        </Typography.Text>
      )}
    </div>
  );
}
