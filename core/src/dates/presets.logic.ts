import { t } from './messages';
import { civilFromDays, daysFromCivil, daysInMonth, formatCivil, weekdayOfDays } from './calendar-days';
import { PICKER_WEEK_START } from './dates.constants';
import { dateValueToDate, type DateLike } from './date-value.logic';

/** spec 4: the date-range presets, in the order pickers list them. */
export const DATE_PRESET_KEYS = [
  'today',
  'yesterday',
  'tomorrow',
  'thisWeek',
  'lastWeek',
  'nextWeek',
  'thisMonth',
  'lastMonth',
  'nextMonth',
  'thisSeason',
  'lastSeason',
  'nextSeason',
  'thisYear',
  'firstHalfYear',
  'secondHalfYear',
  'lastYear',
  'nextYear',
] as const;

export type DatePresetKey = (typeof DATE_PRESET_KEYS)[number];

/** A range of `YYYY-MM-DD` dates, start first. */
export type DateRangeTuple = [start: string, end: string];

export interface DatePresetOptions {
  /** First day of the week, 0 = Sunday ... 6; Monday (1) by default (spec 9). */
  weekStart?: number;
}

/** True for a known preset key (keys arrive as data, e.g. a saved field's `selectedKey`). */
export function isDatePresetKey(key: unknown): key is DatePresetKey {
  return typeof key === 'string' && (DATE_PRESET_KEYS as readonly string[]).includes(key);
}

/** Name of a preset in `translate`'s locale (the current one by default). */
export function datePresetLabel(key: DatePresetKey, translate: typeof t = t): string {
  return translate(`dates.preset.${key}`);
}

const days = (from: number, to: number): DateRangeTuple => [
  formatCivil(civilFromDays(from)),
  formatCivil(civilFromDays(to)),
];

/** A month counted from January of `year`; months before 1 or after 12 fall in other years. */
function monthOf(year: number, month: number): { year: number; month: number } {
  return { year: year + Math.floor((month - 1) / 12), month: ((((month - 1) % 12) + 12) % 12) + 1 };
}

/** Whole months `first` .. `first + count - 1` counted from January of `year`. */
function months(year: number, first: number, count: number): DateRangeTuple {
  const start = monthOf(year, first);
  const end = monthOf(year, first + count - 1);
  return days(
    daysFromCivil(start.year, start.month, 1),
    daysFromCivil(end.year, end.month, daysInMonth(end.year, end.month)),
  );
}

/**
 * spec 4: the `[start, end]` dates (`YYYY-MM-DD`) of a preset as seen at `now` (host local date).
 * Weeks start on `weekStart` (Monday by default); seasons are calendar quarters.
 */
export function getDatePreset(
  key: DatePresetKey,
  now: DateLike,
  options: DatePresetOptions = {},
): DateRangeTuple {
  const date = dateValueToDate(now);
  if (!date) throw new RangeError(`getDatePreset: unreadable now ${String(now)}`);
  const year = date.getFullYear();
  const month = date.getMonth() + 1;
  const today = daysFromCivil(year, month, date.getDate());
  const weekStart = Number.isInteger(options.weekStart)
    ? (((options.weekStart ?? 0) % 7) + 7) % 7
    : PICKER_WEEK_START;
  const week = today - ((weekdayOfDays(today) - weekStart + 7) % 7);
  const quarter = Math.floor((month - 1) / 3) * 3 + 1;
  switch (key) {
    case 'today':
      return days(today, today);
    case 'yesterday':
      return days(today - 1, today - 1);
    case 'tomorrow':
      return days(today + 1, today + 1);
    case 'thisWeek':
      return days(week, week + 6);
    case 'lastWeek':
      return days(week - 7, week - 1);
    case 'nextWeek':
      return days(week + 7, week + 13);
    case 'thisMonth':
      return months(year, month, 1);
    case 'lastMonth':
      return months(year, month - 1, 1);
    case 'nextMonth':
      return months(year, month + 1, 1);
    case 'thisSeason':
      return months(year, quarter, 3);
    case 'lastSeason':
      return months(year, quarter - 3, 3);
    case 'nextSeason':
      return months(year, quarter + 3, 3);
    case 'thisYear':
      return months(year, 1, 12);
    case 'firstHalfYear':
      return months(year, 1, 6);
    case 'secondHalfYear':
      return months(year, 7, 6);
    case 'lastYear':
      return months(year - 1, 1, 12);
    case 'nextYear':
      return months(year + 1, 1, 12);
    default:
      throw new RangeError(`getDatePreset: unknown preset ${String(key)}`);
  }
}
