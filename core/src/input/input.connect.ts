import type { SnapshotFrom } from 'xstate';
import type { ConnectEnv } from '../shared/connect';
import { canClear, inputCount, isMissing } from './input.logic';
import type { InputEvent, InputMachine } from './input.machine';

/** The length counter under an input. */
export interface InputCounterView {
  /** Visible text, "12/50" (or "12" without a cap). */
  text: string;
  /** The same for screen readers, in words. */
  label: string;
}

/** What a skin shows for a text input (spec 2.3), and what it may do. Skins render only this. */
export interface InputView {
  value: string;
  /** The visible label ('' for none). */
  label: string;
  /** Accessible name of the box: the label, else the host's aria label, else the placeholder. */
  ariaLabel: string;
  /** Draw the required mark (and set aria-required). */
  required: boolean;
  /** Hint in the empty box ('' when read-only). */
  placeholder: string;
  readOnly: boolean;
  disabled: boolean;
  /** Read-only display: the value, or the empty text when there is none. */
  text: string;
  /** Read-only and nothing to show: the skins dim the empty text. */
  empty: boolean;
  /** The counter, or null when it is off. */
  counter: InputCounterView | null;
  /** The clear button: shown while there is text to clear. */
  clear: { visible: boolean; label: string };
  /** The message under the field: the host's, or the required one once the field was left. */
  error: string | undefined;
  invalid: boolean;
  /** The user typed `text` (cut to the most length). */
  setValue(text: string): void;
  /** An input method is composing `text`: shown as typed; `setValue` follows when it ends. */
  compose(text: string): void;
  /** Empties the box. */
  clearValue(): void;
  /** The user left the box. */
  blur(): void;
  /** Shows the required message now (a form's submit). */
  validate(): void;
}

export function connectInput(
  snapshot: SnapshotFrom<InputMachine>,
  send: (event: InputEvent) => void,
  env: ConnectEnv,
): InputView {
  const { options, rules, touched, draft } = snapshot.context;
  const value = draft ?? snapshot.context.value;
  const label = options.label ?? '';
  const readOnly = options.readOnly === true;
  const disabled = options.disabled === true;
  const placeholder = readOnly
    ? ''
    : (options.placeholder ??
      (label ? env.t('input.placeholder', { label }) : env.t('input.placeholderPlain')));
  const count = inputCount(value, rules.maxLength);
  const missing = touched && !readOnly && !disabled && isMissing(options.required, value);
  const error =
    options.error ||
    (missing ? env.t('input.error.required', { label: label || env.t('input.thisField') }) : undefined);
  return {
    value,
    label,
    ariaLabel: label || options.ariaLabel || placeholder,
    required: options.required === true && !readOnly,
    placeholder,
    readOnly,
    disabled,
    text: value === '' ? env.t('input.empty') : value,
    empty: value === '',
    counter: rules.showCount
      ? count.max === null
        ? { text: String(count.used), label: env.t('input.count', { used: count.used }) }
        : {
            text: `${count.used}/${count.max}`,
            label: env.t('input.countOf', { used: count.used, max: count.max }),
          }
      : null,
    clear: {
      visible: canClear(value, { clearable: rules.clearable, readOnly, disabled }),
      label: env.t('input.clear'),
    },
    error,
    invalid: error !== undefined,
    setValue: (text) => send({ type: 'VALUE.CHANGE', value: text }),
    compose: (text) => send({ type: 'VALUE.COMPOSE', value: text }),
    clearValue: () => send({ type: 'VALUE.CLEAR' }),
    blur: () => send({ type: 'BLUR' }),
    validate: () => send({ type: 'VALIDATE' }),
  };
}
