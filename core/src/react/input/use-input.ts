import { connectInput, inputMachine, inputTexts, type InputOptions, type InputView } from '../../input';
import type { Platform } from '../../shared/platform';
import { useActorEvent, useActorView, useMachineActor, useSyncToActor } from '../machine';

/** Props both skins' `Input` take. */
export interface InputSkinProps extends InputOptions {
  /** Controlled value. */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Called with the new text after every edit (already cut to `maxLength`) and after a clear. */
  onChange?: (value: string) => void;
  /** Called after the clear button emptied the box. */
  onClear?: () => void;
  /** Stable test id of the widget's root (default `input`); its parts get `<testId>-box`, `-clear`, `-count`, `-error`, `-text`. */
  testId?: string;
}

export interface UseInputProps extends Omit<InputSkinProps, 'testId'> {
  platform: Platform;
}

/** A text input's view model over core's input machine. */
export function useInput({
  value,
  defaultValue,
  onChange,
  onClear,
  platform,
  ...options
}: UseInputProps): InputView {
  const host = useMachineActor(inputMachine, { input: { ...options, value, defaultValue } });
  useActorEvent(host, 'change', (event) => onChange?.(event.value));
  useActorEvent(host, 'clear', () => onClear?.());
  useSyncToActor(host, value, (synced) => ({ type: 'VALUE.SYNC' as const, value: synced }));
  const {
    label,
    ariaLabel,
    placeholder,
    required,
    readOnly,
    disabled,
    maxLength,
    showCount,
    clearable,
    error,
  } = options;
  useSyncToActor(
    host,
    { label, ariaLabel, placeholder, required, readOnly, disabled, maxLength, showCount, clearable, error },
    (next) => ({ type: 'CONFIGURE' as const, options: next }),
  );
  return useActorView(host, { platform, messages: inputTexts }, connectInput);
}
