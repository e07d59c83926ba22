import {
  connectDatePicker,
  datePickerMachine,
  datesTexts,
  type DateLimits,
  type DateNotice,
  type DatePickerView,
  type DateValueType,
} from '../../dates';
import type { Platform } from '../../shared/platform';
import { useActorEvent, useActorView, useMachineActor, useSyncToActor } from '../machine';

export interface UseDatePickerProps {
  platform: Platform;
  /** Kind of value (default `date`); read once. */
  type?: DateValueType;
  /** Controlled value (`2024-05-06`, `2024-Q2` ...); `undefined` leaves the picker uncontrolled. */
  value?: string | null;
  /** Initial value when uncontrolled. */
  defaultValue?: string | null;
  /** Selectable bounds (spec 5). */
  limits?: DateLimits;
  /** A new value was picked or cleared. */
  onChange?: (value: string | null) => void;
  /** A pick was refused: show `notice` (info or error) to the user. */
  onNotice?: (notice: DateNotice) => void;
  /** The current time, where an empty wheel opens (tests and demos fix it); read once. */
  now?: () => Date;
}

/** A single date (month, quarter, half-year, year or date-time) picker's view model. */
export function useDatePicker(props: UseDatePickerProps): DatePickerView {
  const { platform, type, value, defaultValue, limits, now } = props;
  const host = useMachineActor(datePickerMachine, {
    input: { type, value: value ?? defaultValue, limits, now },
  });
  useActorEvent(host, 'change', (event) => props.onChange?.(event.value));
  useActorEvent(host, 'notice', (event) => props.onNotice?.(event.notice));
  useSyncToActor(host, value, (synced) =>
    synced === undefined ? null : { type: 'VALUE.SYNC' as const, value: synced },
  );
  useSyncToActor(host, [limits?.minDate, limits?.maxDate], () => ({
    type: 'LIMITS.SET' as const,
    limits: limits ?? {},
  }));
  return useActorView(host, { platform, messages: datesTexts }, connectDatePicker);
}
