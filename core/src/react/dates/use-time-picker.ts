import {
  connectTimePicker,
  datesTexts,
  timePickerMachine,
  type DateNotice,
  type TimePickerView,
  type TimeSteps,
} from '../../dates';
import type { Platform } from '../../shared/platform';
import { useActorEvent, useActorView, useMachineActor, useSyncToActor } from '../machine';

export interface UseTimePickerProps {
  platform: Platform;
  /** Controlled value (`H`, `H:m`, `H:m:s` read leniently); `undefined` leaves it uncontrolled. */
  value?: string | null;
  defaultValue?: string | null;
  steps?: TimeSteps;
  /** Show and store seconds (default true, spec 9 `HH:mm:ss`). */
  withSeconds?: boolean;
  onChange?: (value: string | null) => void;
  /** A time off the steps was refused. */
  onNotice?: (notice: DateNotice) => void;
}

/** A time picker's view model: the value as `HH:mm:ss`, step-aware wheel columns. */
export function useTimePicker(props: UseTimePickerProps): TimePickerView {
  const { platform, value, defaultValue, steps, withSeconds } = props;
  const host = useMachineActor(timePickerMachine, { input: { value, defaultValue, steps, withSeconds } });
  useActorEvent(host, 'change', (event) => props.onChange?.(event.value));
  useActorEvent(host, 'notice', (event) => props.onNotice?.(event.notice));
  useSyncToActor(host, [steps?.hourStep, steps?.minuteStep, steps?.secondStep, withSeconds], () => ({
    type: 'CONFIGURE' as const,
    steps,
    withSeconds,
  }));
  useSyncToActor(host, value, (synced) => ({ type: 'VALUE.SYNC' as const, value: synced }));
  return useActorView(host, { platform, messages: datesTexts }, connectTimePicker);
}
