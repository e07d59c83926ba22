import { useCheckbox, type CheckboxSkinProps } from '@suite-ui/core/react';
import { Checkbox as AntdCheckbox, Typography } from 'antd';
import { useId, type CSSProperties } from 'react';
import './checkbox.css';

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
      className="suite-checkbox suite-checkbox__field"
      data-testid={testId}
      data-value={view.value.join(',')}
    >
      {view.label && (
        <div id={labelId} className="suite-checkbox__label">
          {view.required && (
            <span aria-hidden className="suite-checkbox__required">
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
              className="suite-checkbox__row"
              data-layout={view.columns === null ? 'wrap' : 'grid'}
              style={{ '--suite-checkbox-columns': view.columns ?? undefined } as CSSProperties}
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
          className="suite-checkbox__count"
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
          className="suite-checkbox__error"
        >
          {view.error}
        </Typography.Text>
      )}
    </div>
  );
}
