import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import {
  connectDateRangePicker,
  dateRangePickerMachine,
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
import { useLocale } from '../use-locale';
import { useLatest, useLimitsSync, valueKey } from './use-latest';

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
  const {
    platform,
    type,
    value,
    selectedKey,
    defaultValue,
    limits,
    presets = DATE_PRESET_KEYS,
    weekStart,
    now,
  } = props;
  const locale = useLocale();
  const actor = useActorRef(dateRangePickerMachine, {
    input: { type, value: value ?? defaultValue, selectedKey, limits, weekStart, now },
  });
  const callbacks = useLatest({ onChange: props.onChange, onNotice: props.onNotice });
  useEffect(() => {
    const subscriptions = [
      actor.on('change', ({ value, selectedKey, selectedName }) =>
        callbacks.current.onChange?.({ value, selectedKey, selectedName }),
      ),
      actor.on('notice', (event) => callbacks.current.onNotice?.(event.notice)),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor, callbacks]);
  const controlledKey = value === undefined ? undefined : valueKey([value, selectedKey]);
  useEffect(() => {
    if (controlledKey !== undefined) actor.send({ type: 'RANGE.SYNC', value, selectedKey });
  }, [actor, controlledKey]); // eslint-disable-line react-hooks/exhaustive-deps
  useLimitsSync(actor, limits);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const presetsKey = presets.join();
  // locale is a dependency so the texts follow a language switch
  return useMemo(
    () => connectDateRangePicker(context, actor.send, platform, presets),
    [context, actor, platform, presetsKey, locale], // eslint-disable-line react-hooks/exhaustive-deps
  );
}
