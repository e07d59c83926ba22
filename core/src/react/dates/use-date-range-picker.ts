import {
  connectDateRangePicker,
  dateRangePickerMachine,
  datesTexts,
  DATE_PRESET_KEYS,
  type DateLimits,
  type DateNotice,
  type DatePresetKey,
  type DateRangeChange,
  type DateRangePickerView,
  type DateRangeValue,
  type DateValueType,
} from '../../dates';
import type { Platform } from '../../shared/platform';
import { useActorEvent, useActorView, useMachineActor, useSyncToActor } from '../machine';

export interface UseDateRangePickerProps {
  platform: Platform;
  /** Kind of the two values (default `date`); read once. */
  type?: DateValueType;
  /** Controlled range; `undefined` leaves the picker uncontrolled. */
  value?: DateRangeValue;
  /** Preset behind the controlled range (spec 3: selectedKey). */
  selectedKey?: DatePresetKey | null;
  /** Initial range when uncontrolled. */
  defaultValue?: DateRangeValue;
  limits?: DateLimits;
  /** Presets offered, in order (default: all of spec 4). */
  presets?: readonly DatePresetKey[];
  /** First day of the week for week presets (Monday by default); read once. */
  weekStart?: number;
  /** The current time for presets (tests and demos fix it); read once. */
  now?: () => Date;
  onChange?: (change: DateRangeChange) => void;
  onNotice?: (notice: DateNotice) => void;
}

/** A date range picker's view model, presets included. */
export function useDateRangePicker(props: UseDateRangePickerProps): DateRangePickerView {
  const { platform, type, value, selectedKey, defaultValue, limits, presets = DATE_PRESET_KEYS } = props;
  const host = useMachineActor(dateRangePickerMachine, {
    input: {
      type,
      value: value ?? defaultValue,
      selectedKey,
      limits,
      weekStart: props.weekStart,
      now: props.now,
      presets,
    },
  });
  useActorEvent(host, 'change', ({ value, selectedKey, selectedName }) =>
    props.onChange?.({ value, selectedKey, selectedName }),
  );
  useActorEvent(host, 'notice', (event) => props.onNotice?.(event.notice));
  useSyncToActor(host, [value, selectedKey], ([synced, key]) =>
    synced === undefined ? null : { type: 'RANGE.SYNC' as const, value: synced, selectedKey: key },
  );
  useSyncToActor(host, [limits?.minDate, limits?.maxDate], () => ({
    type: 'LIMITS.SET' as const,
    limits: limits ?? {},
  }));
  useSyncToActor(host, presets, (keys) => ({ type: 'PRESETS.SET' as const, presets: keys }));
  return useActorView(host, { platform, messages: datesTexts }, connectDateRangePicker);
}
