import type { SnapshotFrom } from 'xstate';
import type { ConnectEnv } from '../shared/connect';
import { MOBILE_TIME_FORMAT, PICKER_METRICS } from './dates.constants';
import type { DateNotice } from './date-picker.logic';
import {
  checkTimeSteps,
  formatTimeOfDay,
  parseTimeString,
  timeColumnValues,
  timeStepOf,
  type TimeOfDay,
  type TimeUnit,
} from './time.logic';
import type { TimePickerEvent, timePickerMachine } from './time-picker.machine';

/** One wheel column of a time picker. */
export interface TimeColumn {
  unit: TimeUnit;
  /** Unit name shown above or beside the column (时 / h). */
  label: string;
  options: Array<{ value: number; label: string }>;
}

/** A time picker's view model (desktop and mobile). */
export interface TimePickerView {
  /** `HH:mm:ss` (spec 9, mobile) or `HH:mm`, or null. */
  value: string | null;
  time: TimeOfDay | null;
  /** Where a wheel opens: the value, else midnight. */
  openTime: TimeOfDay;
  /** dayjs format of the value. */
  format: string;
  placeholder: string;
  /** Usable steps (an unusable step counts as 1). */
  steps: Record<TimeUnit, number>;
  columns: TimeColumn[];
  /** Wheel sizes of the platform (spec 9). */
  metrics: { columnHeight: number; itemHeight: number };
  /** Picks a time (a `TimeOfDay` or `H`, `H:m`, `H:m:s` text); returns the refusal, or null when taken. */
  pick(value: TimeOfDay | string): DateNotice | null;
  clear(): void;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * A time picker's view. A time off its steps is refused with the `dates.timeOffStep` message
 * (spec 5): `pick` answers with it at once, and the machine reports it (`notice`).
 */
export function connectTimePicker(
  snapshot: SnapshotFrom<typeof timePickerMachine>,
  send: (event: TimePickerEvent) => void,
  { t, platform }: ConnectEnv,
): TimePickerView {
  const { value, steps, withSeconds } = snapshot.context;
  const refuse = (notice: DateNotice) => {
    send({ type: 'TIME.REFUSED', notice });
    return notice;
  };
  const units: TimeUnit[] = withSeconds ? ['hour', 'minute', 'second'] : ['hour', 'minute'];
  const usable = {
    hour: timeStepOf('hour', steps),
    minute: timeStepOf('minute', steps),
    second: timeStepOf('second', steps),
  };
  return {
    value,
    time: parseTimeString(value),
    openTime: parseTimeString(value) ?? { hour: 0, minute: 0, second: 0 },
    format: withSeconds ? MOBILE_TIME_FORMAT : 'HH:mm',
    placeholder: t('dates.placeholder.time'),
    steps: usable,
    columns: units.map((unit) => ({
      unit,
      label: t(`dates.time.${unit}`),
      options: timeColumnValues(unit, steps).map((n) => ({ value: n, label: pad2(n) })),
    })),
    metrics: PICKER_METRICS[platform],
    pick: (next) => {
      const time = typeof next === 'string' ? parseTimeString(next) : next;
      if (!time) return refuse({ type: 'error', content: t('dates.invalidValue') });
      const offUnit = checkTimeSteps(time, steps);
      if (offUnit)
        return refuse({ type: 'error', content: t('dates.timeOffStep', { step: usable[offUnit] }) });
      send({ type: 'TIME.PICK', value: formatTimeOfDay(time, withSeconds) });
      return null;
    },
    clear: () => send({ type: 'TIME.PICK', value: null }),
  };
}
