import type { Platform } from '../shared/platform';
import {
  DATE_FORMAT,
  DATETIME_DISPLAY_FORMAT,
  DATETIME_FORMAT,
  DEFAULT_END_TIME,
  DEFAULT_START_TIME,
  MOBILE_TIME_FORMAT,
  TIME_FORMAT,
} from './dates.constants';
import { t } from './messages';
import {
  checkSelectable,
  formatDateValue,
  limitsError,
  parseDateSpan,
  dateValueToDate,
  validateDateRange,
  type DateLike,
  type DateLimits,
  type DateValueType,
} from './date-value.logic';
import { getDatePreset, type DatePresetKey } from './presets.logic';

/** A picked range: start and end, each possibly empty. */
export type DateRangeValue = [start: string | null, end: string | null];

/** Which end of a range a value is (decides the default time, spec 9). */
export type RangeEdge = 'start' | 'end';

/** A message for the user (spec 8: shown as an object with type and content). */
export interface DateNotice {
  type: 'info' | 'error';
  content: string;
}

/**
 * The canonical string of a picked value for a picker type (`2024-05-06`, `2024-05-06 08:00:00`,
 * `2024-Q2` ...), or null when empty or unreadable. A date-time without a time of its own gets the
 * default time of its edge: 08:00:00 for a start, 18:00:00 for an end (spec 9).
 */
export function normalizePickedValue(
  value: DateLike,
  type: DateValueType,
  edge: RangeEdge = 'start',
): string | null {
  const span = parseDateSpan(value);
  const date = span && dateValueToDate(value);
  if (!span || !date) return null;
  if (type === 'datetime' && span.unit !== 'second') {
    return `${formatDateValue(date, 'date')} ${edge === 'end' ? DEFAULT_END_TIME : DEFAULT_START_TIME}`;
  }
  return formatDateValue(date, type);
}

/** Both ends of a picked range, normalized (see `normalizePickedValue`). */
export function normalizePickedRange(range: readonly DateLike[], type: DateValueType): DateRangeValue {
  return [normalizePickedValue(range[0], type, 'start'), normalizePickedValue(range[1], type, 'end')];
}

/** A preset's range in the picker's type: dates, date-times with default times, quarters ... */
export function presetRange(
  key: DatePresetKey,
  type: DateValueType,
  now: Date,
  weekStart: number | undefined,
): DateRangeValue {
  const [start, end] = getDatePreset(key, now, { weekStart });
  return normalizePickedRange([start, end], type);
}

/** The formats a picker shows and stores (spec 9). */
export interface PickerFormats {
  /** What the input shows (dayjs tokens). */
  display: string;
  /** The stored value. */
  value: string;
  /** The time part of a date-time picker, or null. */
  time: string | null;
}

const PERIOD_FORMATS: Record<Exclude<DateValueType, 'date' | 'datetime'>, string> = {
  month: 'YYYY-MM',
  quarter: 'YYYY-[Q]Q',
  // dayjs has no half-year token: a half-year picker picks the year, then the half
  halfYear: 'YYYY',
  year: 'YYYY',
};

/**
 * spec 9: dates show and store `YYYY-MM-DD`; date-times store `YYYY-MM-DD HH:mm:ss` and show
 * `YYYY-MM-DD HH:mm` with an `HH:mm` time panel on desktop, `HH:mm:ss` on mobile.
 */
export function pickerFormats(type: DateValueType, platform: Platform): PickerFormats {
  if (type === 'date') return { display: DATE_FORMAT, value: DATE_FORMAT, time: null };
  if (type === 'datetime') {
    return platform === 'mobile'
      ? { display: DATETIME_FORMAT, value: DATETIME_FORMAT, time: MOBILE_TIME_FORMAT }
      : { display: DATETIME_DISPLAY_FORMAT, value: DATETIME_FORMAT, time: TIME_FORMAT };
  }
  return { display: PERIOD_FORMATS[type], value: PERIOD_FORMATS[type], time: null };
}

/** Reads an untrusted stored value into the picker's canonical string (empty or unreadable → null). */
export function readStoredValue(value: unknown, type: DateValueType): string | null {
  return normalizePickedValue(value as DateLike, type);
}

/** Reads an untrusted stored range; anything but a 2-element array is an empty range. */
export function readStoredRange(value: unknown, type: DateValueType): DateRangeValue {
  if (!Array.isArray(value) || value.length !== 2) return [null, null];
  return normalizePickedRange(value as DateLike[], type);
}

/** The notice refusing a value or range, or null when it may be selected (spec 5). */
export function unselectableNotice(value: unknown, limits: DateLimits): DateNotice | null {
  const content = checkSelectable(value, limits);
  if (content === null) return null;
  return { type: limitsError(limits) ? 'error' : 'info', content };
}

/** The notice refusing a picked range (wrong shape or order, or out of the limits), or null. */
export function rangeNotice(
  range: DateRangeValue,
  type: DateValueType,
  limits: DateLimits,
): DateNotice | null {
  const error = validateDateRange(range, { type: type === 'datetime' ? 'datetime' : 'date' });
  if (error) return { type: 'error', content: t(error) };
  return unselectableNotice(range, limits);
}
