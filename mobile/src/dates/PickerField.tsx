import { CloseCircleFill } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import './dates.css';

export interface PickerFieldProps {
  /** Shown value, or null for the placeholder. */
  text: string | null;
  placeholder: string;
  icon: ReactNode;
  onOpen(): void;
  /** Clears the value; no clear button when absent or when there is no value. */
  onClear?: () => void;
  clearLabel: string;
  disabled?: boolean;
  'data-testid'?: string;
}

/** The tappable field that opens a picker popup. */
export function PickerField({
  text,
  placeholder,
  icon,
  onOpen,
  onClear,
  clearLabel,
  disabled,
  ...rest
}: PickerFieldProps) {
  return (
    <div className="suite-m-field" data-testid={rest['data-testid']}>
      <button
        type="button"
        className="suite-m-field-button"
        onClick={onOpen}
        disabled={disabled}
        aria-haspopup="dialog"
        data-testid="picker-field"
      >
        <span className="suite-m-field-icon">{icon}</span>
        <span className={text === null ? 'suite-m-field-placeholder' : 'suite-m-field-text'}>
          {text ?? placeholder}
        </span>
      </button>
      {onClear && text !== null && !disabled && (
        <button
          type="button"
          className="suite-m-field-clear"
          aria-label={clearLabel}
          onClick={onClear}
          data-testid="picker-clear"
        >
          <CloseCircleFill />
        </button>
      )}
    </div>
  );
}
