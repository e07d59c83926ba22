import { useInput, type InputSkinProps } from '@suite-ui/core/react';
import { CloseCircleFilled } from '@ant-design/icons';
import { Input as AntdInput, Typography } from 'antd';
import { useId } from 'react';
import './input.css';
import { VISUALLY_HIDDEN } from '../shared/visually-hidden';

/** Props of the desktop `Input`: the core options plus value, callbacks and a test id. */
export type InputProps = InputSkinProps;

/**
 * The desktop counterpart of the mobile input (spec 2.3): label above the box, required mark, clear
 * button, length counter (spec 5 counting), read-only text and the message under the field, all
 * decided by core.
 */
export function Input({ testId = 'input', ...props }: InputProps) {
  const view = useInput({ ...props, platform: 'desktop' });
  const id = useId();
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const describedBy = [view.error ? errorId : '', view.counter ? countId : ''].filter(Boolean).join(' ');
  return (
    <div className="suite-input suite-input__field" data-testid={testId} data-value={view.value}>
      {view.label && (
        <label htmlFor={id} className="suite-input__label">
          {view.required && (
            <span aria-hidden className="suite-input__required">
              *
            </span>
          )}
          {view.label}
        </label>
      )}
      {view.readOnly ? (
        <Typography.Text id={id} data-testid={`${testId}-text`} type={view.empty ? 'secondary' : undefined}>
          {view.text}
        </Typography.Text>
      ) : (
        <AntdInput
          id={id}
          data-testid={`${testId}-box`}
          value={view.value}
          placeholder={view.placeholder}
          disabled={view.disabled}
          status={view.invalid ? 'error' : undefined}
          aria-label={view.label ? undefined : view.ariaLabel}
          aria-required={view.required || undefined}
          aria-invalid={view.invalid || undefined}
          aria-describedby={describedBy || undefined}
          onChange={(e) => {
            // an input method's text (pinyin ...) is shown as typed and cut once it is composed
            if ((e.nativeEvent as { isComposing?: boolean }).isComposing) view.compose(e.target.value);
            else view.setValue(e.target.value);
          }}
          onCompositionEnd={(e) => view.setValue(e.currentTarget.value)}
          onBlur={view.blur}
          suffix={
            <span className="suite-input__suffix">
              {view.clear.visible && (
                <button
                  type="button"
                  aria-label={view.clear.label}
                  data-testid={`${testId}-clear`}
                  onClick={view.clearValue}
                  className="suite-input__clear"
                >
                  <CloseCircleFilled aria-hidden />
                </button>
              )}
              {view.counter && (
                <Typography.Text type="secondary" id={countId}>
                  <span aria-hidden data-testid={`${testId}-count`}>
                    {view.counter.text}
                  </span>
                  <span className={`${VISUALLY_HIDDEN} suite-input__count-label`}>{view.counter.label}</span>
                </Typography.Text>
              )}
            </span>
          }
        />
      )}
      {view.error && (
        <Typography.Text
          type="danger"
          role="alert"
          id={errorId}
          data-testid={`${testId}-error`}
          className="suite-input__error"
        >
          {view.error}
        </Typography.Text>
      )}
    </div>
  );
}
