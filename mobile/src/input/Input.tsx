import { useInput, type InputSkinProps } from '@suite-ui/core/react';
import { CloseCircleFill } from 'antd-mobile-icons';
import { useId } from 'react';
import { visuallyHidden } from '../shared/visually-hidden';

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
    <div
      className="suite-input"
      data-testid={testId}
      data-value={view.value}
      style={{ padding: '10px 16px', background: 'var(--adm-color-background)' }}
    >
      <div style={{ display: 'flex', alignItems: 'center', minHeight: 24, gap: 8 }}>
        {view.label && (
          <label
            htmlFor={id}
            style={{ flex: 'none', width: '6.2em', fontSize: 15, color: 'var(--adm-color-text)' }}
          >
            {view.required && (
              <span aria-hidden style={{ color: 'var(--adm-color-danger)', marginInlineEnd: 2 }}>
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
            style={{
              flex: 1,
              fontSize: 15,
              wordBreak: 'break-all',
              color: view.empty ? 'var(--adm-color-weak)' : 'var(--adm-color-text)',
            }}
          >
            {view.text}
          </div>
        ) : (
          <>
            {/* a native box: antd-mobile's Input drops aria-invalid, aria-required and aria-describedby */}
            <input
              id={id}
              className="suite-input-box"
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
              style={{
                flex: 1,
                minWidth: 0,
                height: 24,
                padding: 0,
                border: 'none',
                outline: 'none',
                background: 'transparent',
                fontSize: 15,
                color: view.disabled ? 'var(--adm-color-weak)' : 'var(--adm-color-text)',
              }}
            />
            {view.clear.visible && (
              <button
                type="button"
                aria-label={view.clear.label}
                data-testid={`${testId}-clear`}
                onClick={view.clearValue}
                style={{
                  flex: 'none',
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  width: 28,
                  height: 28,
                  padding: 0,
                  border: 'none',
                  background: 'transparent',
                  color: 'var(--adm-color-light)',
                  fontSize: 16,
                }}
              >
                <CloseCircleFill aria-hidden />
              </button>
            )}
          </>
        )}
      </div>
      {view.counter && !view.readOnly && (
        <div
          id={countId}
          style={{ textAlign: 'end', fontSize: 12, color: 'var(--adm-color-weak)', marginTop: 4 }}
        >
          <span aria-hidden data-testid={`${testId}-count`}>
            {view.counter.text}
          </span>
          <span style={visuallyHidden}>{view.counter.label}</span>
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
