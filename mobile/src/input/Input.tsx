import { useInput, type InputSkinProps } from '@suite-ui/core/react';
import { CloseCircleFill } from 'antd-mobile-icons';
import { useId } from 'react';
import './input.css';
import { VISUALLY_HIDDEN } from '../shared/visually-hidden';

/** Props of the mobile `Input`: the core options plus value, callbacks and a test id. */
export type InputProps = InputSkinProps;

/**
 * A labelled text input for phones (spec 2.3): required mark, clear button, length counter (spec 5
 * counting), read-only text and the message under the field, all decided by core.
 */
export function Input({ testId = 'input', ...props }: InputProps) {
  const view = useInput({ ...props, platform: 'mobile' });
  const id = useId();
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const describedBy = [view.error ? errorId : '', view.counter ? countId : ''].filter(Boolean).join(' ');
  return (
    <div className="suite-input suite-m-input" data-testid={testId} data-value={view.value}>
      <div className="suite-m-input__line">
        {view.label && (
          <label htmlFor={id} className="suite-m-input__label">
            {view.required && (
              <span aria-hidden className="suite-m-input__required">
                *
              </span>
            )}
            {view.label}
          </label>
        )}
        {view.readOnly ? (
          <div
            id={id}
            data-testid={`${testId}-text`}
            className="suite-m-input__text"
            data-empty={view.empty || undefined}
          >
            {view.text}
          </div>
        ) : (
          <>
            {/* a native box: antd-mobile's Input drops aria-invalid, aria-required and aria-describedby */}
            <input
              id={id}
              className="suite-input-box suite-m-input__box"
              data-testid={`${testId}-box`}
              value={view.value}
              placeholder={view.placeholder}
              disabled={view.disabled}
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
            />
            {view.clear.visible && (
              <button
                type="button"
                aria-label={view.clear.label}
                data-testid={`${testId}-clear`}
                onClick={view.clearValue}
                className="suite-m-input__clear"
              >
                <CloseCircleFill aria-hidden />
              </button>
            )}
          </>
        )}
      </div>
      {view.counter && !view.readOnly && (
        <div id={countId} className="suite-m-input__count">
          <span aria-hidden data-testid={`${testId}-count`}>
            {view.counter.text}
          </span>
          <span className={`${VISUALLY_HIDDEN} suite-m-input__count-label`}>{view.counter.label}</span>
        </div>
      )}
      {view.error && (
        <div id={errorId} role="alert" data-testid={`${testId}-error`} className="suite-m-input__error">
          {view.error}
        </div>
      )}
    </div>
  );
}
