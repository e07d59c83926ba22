import {
  checkboxMachine,
  checkboxTexts,
  connectCheckbox,
  type CheckboxOptions,
  type CheckboxView,
} from '../../checkbox';
import type { Platform } from '../../shared/platform';
import { useActorEvent, useActorView, useMachineActor, useSyncToActor } from '../machine';

/** Props both skins' `Checkbox` take. */
export interface CheckboxSkinProps extends CheckboxOptions {
  /** Controlled ticked values. */
  value?: readonly string[];
  /** Initial ticked values when uncontrolled. */
  defaultValue?: readonly string[];
  /** Called with the ticked values (in option order) after every tick. */
  onChange?: (value: string[]) => void;
  /** Stable test id of the group (default `checkbox`); boxes are `checkbox-<value>`, plus `-count`, `-error`, `-text`. */
  testId?: string;
}

export interface UseCheckboxProps extends Omit<CheckboxSkinProps, 'testId'> {
  platform: Platform;
}

/** A check box group's view model over core's checkbox machine. */
export function useCheckbox({
  value,
  defaultValue,
  onChange,
  platform,
  ...options
}: UseCheckboxProps): CheckboxView {
  const host = useMachineActor(checkboxMachine, { input: { ...options, value, defaultValue } });
  useActorEvent(host, 'change', (event) => onChange?.(event.value));
  useSyncToActor(host, value, (synced) => ({ type: 'VALUE.SYNC' as const, value: synced }));
  const {
    options: boxes,
    label,
    ariaLabel,
    layout,
    columns,
    max,
    required,
    readOnly,
    disabled,
    error,
  } = options;
  useSyncToActor(
    host,
    { options: boxes, label, ariaLabel, layout, columns, max, required, readOnly, disabled, error },
    (next) => ({ type: 'CONFIGURE' as const, options: next }),
  );
  return useActorView(host, { platform, messages: checkboxTexts }, connectCheckbox);
}
