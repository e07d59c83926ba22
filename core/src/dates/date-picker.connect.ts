import type { SnapshotFrom } from 'xstate';
import type { ConnectEnv } from '../shared/connect';
import type { Platform } from '../shared/platform';
import { t as featureT } from './messages';
import { DEFAULT_END_TIME, DEFAULT_START_TIME, PICKER_METRICS, PICKER_WEEK_START } from './dates.constants';
import {
  isDateDisabled,
  limitsError,
  dateValueToDate,
  type DateLike,
  type DateLimits,
  type DateUnit,
  type DateValueType,
} from './date-value.logic';
import { pickerFormats, type DateRangeValue, type PickerFormats } from './date-picker.logic';
import type { DatePickerEvent, datePickerMachine } from './date-picker.machine';
import type { DateRangePickerEvent, dateRangePickerMachine } from './date-range-picker.machine';
import { datePresetLabel, type DatePresetKey } from './presets.logic';
import { parseTimeString, type TimeOfDay } from './time.logic';

const timeOfDay = (time: string): TimeOfDay => parseTimeString(time) ?? { hour: 0, minute: 0, second: 0 };

type Translate = ConnectEnv['t'];

/** Wheel pickers need finite bounds: without limits they span these years. */
export const PICKER_YEARS = { first: 1900, last: 2100 } as const;

const UNIT_OF_TYPE: Record<DateValueType, DateUnit> = {
  date: 'day',
  datetime: 'day',
  month: 'month',
  quarter: 'quarter',
  halfYear: 'halfYear',
  year: 'year',
};

/** The calendar panel a value is picked on: days for dates and date-times, months for half-years. */
export type PickerPanel = 'date' | 'month' | 'quarter' | 'year';

const PANEL_OF_TYPE: Record<DateValueType, PickerPanel> = {
  date: 'date',
  datetime: 'date',
  month: 'month',
  quarter: 'quarter',
  halfYear: 'month',
  year: 'year',
};

/** What both kinds of picker tell a skin about limits and formats. */
export interface PickerFrame {
  type: DateValueType;
  /** The calendar panel of a panel-based picker (antd's `picker`). */
  panel: PickerPanel;
  formats: PickerFormats;
  /** spec 5: "max date and min date data are wrong", shown under the field, or null. */
  limitsError: string | null;
  /** Earliest and latest selectable moments (the limits, else `PICKER_YEARS`). */
  bounds: { min: Date; max: Date };
  /** For the panel's `disabledDate`: the day (month, quarter, year) holding `date` is out of the limits. */
  isDisabled(date: Date): boolean;
  /** Wheel sizes of the platform (spec 9: 210/30 desktop, 252/36 mobile). */
  metrics: { columnHeight: number; itemHeight: number };
  /** First day of the week of calendar panels (spec 9: Monday). */
  weekStart: number;
  /** Wheel columns of a quarter or half-year picker (year, then quarter or half), else null. */
  periodColumns: PeriodColumns | null;
}

/** The two wheel columns of a quarter or half-year picker. */
export interface PeriodColumns {
  years: Array<{ value: number; label: string }>;
  periods: Array<{ value: number; label: string }>;
}

function periodColumnsOf(type: DateValueType, min: Date, max: Date, t: Translate): PeriodColumns | null {
  if (type !== 'quarter' && type !== 'halfYear') return null;
  const years = Array.from(
    { length: max.getFullYear() - min.getFullYear() + 1 },
    (_, i) => min.getFullYear() + i,
  );
  return {
    years: years.map((year) => ({ value: year, label: String(year) })),
    periods:
      type === 'quarter'
        ? [1, 2, 3, 4].map((quarter) => ({ value: quarter, label: t('dates.quarter', { quarter }) }))
        : halfYearOptions(t).map(({ half, label }) => ({ value: half, label })),
  };
}

function frameOf(type: DateValueType, limits: DateLimits, platform: Platform, t: Translate): PickerFrame {
  const wrong = limitsError(limits, t);
  const min = (!wrong && dateValueToDate(limits.minDate)) || new Date(PICKER_YEARS.first, 0, 1);
  const max = (!wrong && dateValueToDate(limits.maxDate)) || new Date(PICKER_YEARS.last, 11, 31, 23, 59, 59);
  return {
    type,
    panel: PANEL_OF_TYPE[type],
    formats: pickerFormats(type, platform),
    limitsError: wrong,
    bounds: { min, max },
    isDisabled: (date) => isDateDisabled(date, limits, UNIT_OF_TYPE[type]),
    metrics: PICKER_METRICS[platform],
    weekStart: PICKER_WEEK_START,
    periodColumns: periodColumnsOf(type, min, max, t),
  };
}

/** The half-year choices of a half-year picker, in `t`'s locale (the current one by default). */
export function halfYearOptions(t: Translate = featureT): Array<{ half: 1 | 2; label: string }> {
  return [
    { half: 1, label: t('dates.half.1') },
    { half: 2, label: t('dates.half.2') },
  ];
}

/** A single picker's view model. */
export interface DatePickerView extends PickerFrame {
  /** Canonical value (`2024-05-06`, `2024-Q2` ...) or null. */
  value: string | null;
  /** The value as a local `Date` (its start for periods), or null. */
  date: Date | null;
  placeholder: string;
  /** Time a date-time gets when only a day is picked (spec 9). */
  defaultTime: string;
  /** `defaultTime` as hours, minutes and seconds (where a time panel opens). */
  defaultTimeOfDay: TimeOfDay;
  /** The half of a half-year value, or null. */
  half: 1 | 2 | null;
  /** Year and quarter or half of a period value, for period wheels (or null). */
  period: { year: number; index: number } | null;
  /** Where period wheels open: the value's period, else the first of the open date's year. */
  openPeriod: { year: number; index: number };
  /** Where a wheel opens: the value, else today (at the default time for date-times), within bounds. */
  openDate: Date;
  pick(value: DateLike): void;
  /** Picks half `half` of `year` (half-year pickers). */
  pickHalfYear(year: number, half: 1 | 2): void;
  /** Picks quarter or half `index` of `year` (period wheels). */
  pickPeriod(year: number, index: number): void;
  clear(): void;
}

/** Today at the default time of `edge` for date-times, clamped into the bounds. */
function openDateOf(type: DateValueType, now: Date, bounds: { min: Date; max: Date }, time: string): Date {
  const open = new Date(now);
  if (type === 'datetime') {
    const [hour = 0, minute = 0, second = 0] = time.split(':').map(Number);
    open.setHours(hour, minute, second, 0);
  }
  if (open < bounds.min) return bounds.min;
  return open > bounds.max ? bounds.max : open;
}

/** A scrolling calendar renders every month it may show: keep it to this many either side. */
const CALENDAR_WINDOW_MONTHS = 12;

function calendarWindow(anchor: Date, bounds: { min: Date; max: Date }): { min: Date; max: Date } {
  const min = new Date(anchor.getFullYear(), anchor.getMonth() - CALENDAR_WINDOW_MONTHS, 1);
  const max = new Date(anchor.getFullYear(), anchor.getMonth() + CALENDAR_WINDOW_MONTHS + 1, 0);
  return { min: min < bounds.min ? bounds.min : min, max: max > bounds.max ? bounds.max : max };
}

const PERIOD_VALUE = /^(\d{4})-[QH]([1-4])$/;

export function connectDatePicker(
  snapshot: SnapshotFrom<typeof datePickerMachine>,
  send: (event: DatePickerEvent) => void,
  { t, platform }: ConnectEnv,
): DatePickerView {
  const { context } = snapshot;
  const half = context.value?.match(/-H([12])$/)?.[1];
  const frame = frameOf(context.type, context.limits, platform, t);
  const period = context.value?.match(PERIOD_VALUE);
  const date = dateValueToDate(context.value);
  const periodWheel = context.type === 'quarter' ? 'Q' : 'H';
  return {
    ...frame,
    value: context.value,
    date,
    placeholder: t(`dates.placeholder.${context.type}`),
    defaultTime: DEFAULT_START_TIME,
    defaultTimeOfDay: timeOfDay(DEFAULT_START_TIME),
    half: half ? (Number(half) as 1 | 2) : null,
    period: period ? { year: Number(period[1]), index: Number(period[2]) } : null,
    openPeriod: period
      ? { year: Number(period[1]), index: Number(period[2]) }
      : {
          year: (
            date ?? openDateOf(context.type, context.now(), frame.bounds, DEFAULT_START_TIME)
          ).getFullYear(),
          index: 1,
        },
    openDate: date ?? openDateOf(context.type, context.now(), frame.bounds, DEFAULT_START_TIME),
    pick: (value) => send({ type: 'VALUE.PICK', value }),
    pickHalfYear: (year, which) => send({ type: 'VALUE.PICK', value: `${year}-H${which}` }),
    pickPeriod: (year, index) => send({ type: 'VALUE.PICK', value: `${year}-${periodWheel}${index}` }),
    clear: () => send({ type: 'VALUE.CLEAR' }),
  };
}

/** One preset button. */
export interface DatePresetView {
  key: DatePresetKey;
  label: string;
  /** The current range came from this preset. */
  selected: boolean;
}

/** A range picker's view model. */
export interface DateRangePickerView extends PickerFrame {
  value: DateRangeValue;
  dates: [Date | null, Date | null];
  placeholder: [string, string];
  /** The range as one text (`2024-05-01 ~ 2024-05-07`, an open side left empty), or null when empty. */
  text: string | null;
  /** Both placeholders as one text, for a single field. */
  placeholderText: string;
  /** spec 9: a date-time range defaults to 08:00:00 .. 18:00:00. */
  defaultTimes: [string, string];
  /** `defaultTimes` as hours, minutes and seconds (where the time panels open). */
  defaultTimesOfDay: [TimeOfDay, TimeOfDay];
  /** Where the start and end wheels open (values, else today at the default times, within bounds). */
  openDates: [Date, Date];
  /** Months a scrolling calendar lists: a year either side of the start (or today), within bounds. */
  calendarBounds: { min: Date; max: Date };
  presetsTitle: string;
  presets: DatePresetView[];
  selectedKey: DatePresetKey | null;
  selectedName: string;
  pick(range: readonly DateLike[]): void;
  selectPreset(key: DatePresetKey): void;
  clear(): void;
}

export function connectDateRangePicker(
  snapshot: SnapshotFrom<typeof dateRangePickerMachine>,
  send: (event: DateRangePickerEvent) => void,
  { t, platform }: ConnectEnv,
): DateRangePickerView {
  const { context } = snapshot;
  const frame = frameOf(context.type, context.limits, platform, t);
  const [start, end] = context.value;
  const dates: [Date | null, Date | null] = [
    dateValueToDate(context.value[0]),
    dateValueToDate(context.value[1]),
  ];
  return {
    ...frame,
    value: context.value,
    dates,
    calendarBounds: calendarWindow(dates[0] ?? context.now(), frame.bounds),
    openDates: [
      dates[0] ?? openDateOf(context.type, context.now(), frame.bounds, DEFAULT_START_TIME),
      dates[1] ?? dates[0] ?? openDateOf(context.type, context.now(), frame.bounds, DEFAULT_END_TIME),
    ],
    placeholder: [t('dates.placeholder.start'), t('dates.placeholder.end')],
    text: start || end ? `${start ?? ''} ~ ${end ?? ''}` : null,
    placeholderText: `${t('dates.placeholder.start')} ~ ${t('dates.placeholder.end')}`,
    defaultTimes: [DEFAULT_START_TIME, DEFAULT_END_TIME],
    defaultTimesOfDay: [timeOfDay(DEFAULT_START_TIME), timeOfDay(DEFAULT_END_TIME)],
    presetsTitle: t('dates.presets'),
    presets: context.presets.map((key) => ({
      key,
      label: datePresetLabel(key, t),
      selected: key === context.selectedKey,
    })),
    selectedKey: context.selectedKey,
    selectedName: context.selectedKey ? datePresetLabel(context.selectedKey, t) : '',
    pick: (range) => send({ type: 'RANGE.PICK', value: range }),
    selectPreset: (key) => send({ type: 'PRESET.SELECT', key }),
    clear: () => send({ type: 'RANGE.CLEAR' }),
  };
}
