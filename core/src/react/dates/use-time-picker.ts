import { useCallback, useMemo, useState } from 'react';
import {
  connectTimePicker,
  readStoredTime,
  type DateNotice,
  type TimePickerView,
  type TimeSteps,
} from '../../dates';
import type { Platform } from '../../shared/platform';
import { useLocale } from '../use-locale';
import { useLatest } from './use-latest';

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
  const { platform, value, defaultValue, steps, withSeconds = true } = props;
  const locale = useLocale();
  const [own, setOwn] = useState(() => readStoredTime(defaultValue, withSeconds));
  const current = value === undefined ? own : readStoredTime(value, withSeconds);
  const callbacks = useLatest({ onChange: props.onChange, onNotice: props.onNotice });
  const commit = useCallback(
    (next: string | null) => {
      setOwn(next);
      callbacks.current.onChange?.(next);
    },
    [callbacks],
  );
  const stepsKey = `${steps?.hourStep}:${steps?.minuteStep}:${steps?.secondStep}`;
  // locale is a dependency so the texts follow a language switch
  return useMemo(() => {
    const view = connectTimePicker(current, commit, { platform, steps, withSeconds });
    const pick: TimePickerView['pick'] = (time) => {
      const notice = view.pick(time);
      if (notice) callbacks.current.onNotice?.(notice);
      return notice;
    };
    return { ...view, pick };
  }, [current, commit, platform, stepsKey, withSeconds, locale]); // eslint-disable-line react-hooks/exhaustive-deps
}
