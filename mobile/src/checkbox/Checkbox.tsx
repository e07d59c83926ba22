import { useCheckbox, type CheckboxSkinProps } from '@suite-ui/core/react';
import { Checkbox as MobileCheckbox } from 'antd-mobile';
import { useId, type CSSProperties } from 'react';
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
    <div className="suite-checkbox suite-m-checkbox" data-testid={testId} data-value={view.value.join(',')}>
      {view.label && (
        <div id={labelId} className="suite-m-checkbox__label">
          {view.required && (
            <span aria-hidden className="suite-m-checkbox__required">
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
          className="suite-m-checkbox__text"
          data-empty={view.empty || undefined}
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
              className="suite-m-checkbox__row"
              data-layout={view.columns === null ? 'wrap' : 'grid'}
              style={{ '--suite-m-checkbox-columns': view.columns ?? undefined } as CSSProperties}
            >
              {row.map((item) => (
                <MobileCheckbox
                  key={item.value}
                  checked={item.checked}
                  disabled={item.disabled}
                  data-testid={item.testId}
                  onChange={() => view.toggle(item.value)}
                  className="suite-m-checkbox__item"
                >
                  {item.label}
                </MobileCheckbox>
              ))}
            </div>
          ))}
        </div>
      )}
      {view.countText && !view.readOnly && (
        <div data-testid={`${testId}-count`} aria-live="polite" className="suite-m-checkbox__count">
          {view.countText}
        </div>
      )}
      {view.error && (
        <div id={errorId} role="alert" data-testid={`${testId}-error`} className="suite-m-checkbox__error">
          {view.error}
        </div>
      )}
    </div>
  );
}
