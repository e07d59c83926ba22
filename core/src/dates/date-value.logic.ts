import type { MessageKey } from '../i18n';
import { t } from './messages';
import { civilFromDays, daysFromCivil, daysInMonth, formatCivil, isCivilDate } from './calendar-days';

/**
 * What a date field may hold: a string in one of spec 9's shapes (`YYYY-MM-DD`,
 * `YYYY-MM-DD HH:mm:ss`, `YYYY-MM`, `YYYY`, `YYYY-Qn`, `YYYY-Hn`, ISO 8601 with a zone), a `Date`, a
 * timestamp, or any object with `toDate()` (a dayjs). `null`, `undefined` and `''` are empty.
 */
export type DateLike = string | number | Date | { toDate(): Date } | null | undefined;

/** How precise a date value is; a value covers the whole of its unit. */
export type DateUnit = 'year' | 'halfYear' | 'quarter' | 'month' | 'day' | 'second';

/**
 * A value as an interval of wall-clock seconds (days since 1970-01-01 × 86400 + seconds of the day,
 * no time zone): `2024-Q2` covers 2024-04-01 00:00:00 to 2024-06-30 23:59:59.
 */
export interface DateSpan {
  first: number;
  last: number;
  unit: DateUnit;
}

/** The kinds of value a picker produces (spec 5: quarters and half-years too). */
export type DateValueType = 'date' | 'datetime' | 'month' | 'quarter' | 'halfYear' | 'year';

const SECONDS_PER_DAY = 86_400;

const PERIOD = /^(\d{4})-([QH])(\d)$/;
const YEAR = /^(\d{4})$/;
const MONTH = /^(\d{4})[-/](\d{1,2})$/;
const DATE_TIME =
  /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:\.\d{1,3})?)?)?$/;
const ZONED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;

/** True for `null`, `undefined`, `''` (and blank strings). */
export function isEmptyDateValue(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

function daySpan(year: number, month: number, day: number, unit: DateUnit = 'day'): DateSpan {
  const first = daysFromCivil(year, month, day) * SECONDS_PER_DAY;
  return { first, last: first + SECONDS_PER_DAY - 1, unit };
}

function monthsSpan(year: number, firstMonth: number, months: number, unit: DateUnit): DateSpan {
  const lastMonth = firstMonth + months - 1;
  return {
    first: daysFromCivil(year, firstMonth, 1) * SECONDS_PER_DAY,
    last: (daysFromCivil(year, lastMonth, daysInMonth(year, lastMonth)) + 1) * SECONDS_PER_DAY - 1,
    unit,
  };
}

function instantSpan(date: Date): DateSpan | null {
  if (Number.isNaN(date.getTime())) return null;
  const days = daysFromCivil(date.getFullYear(), date.getMonth() + 1, date.getDate());
  const second = days * SECONDS_PER_DAY + date.getHours() * 3600 + date.getMinutes() * 60 + date.getSeconds();
  return { first: second, last: second, unit: 'second' };
}

function periodSpan(year: number, kind: string, index: number): DateSpan | null {
  if (kind === 'Q' && index >= 1 && index <= 4) return monthsSpan(year, index * 3 - 2, 3, 'quarter');
  if (kind === 'H' && index >= 1 && index <= 2) return monthsSpan(year, index * 6 - 5, 6, 'halfYear');
  return null;
}

function dateTimeSpan(parts: RegExpMatchArray): DateSpan | null {
  const [year, month, day] = [parts[1], parts[2], parts[3]].map(Number) as [number, number, number];
  if (!isCivilDate(year, month, day)) return null;
  if (parts[4] === undefined) return daySpan(year, month, day);
  const [hour, minute, second] = [parts[4], parts[5], parts[6] ?? '0'].map(Number) as [
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59 || second > 59) return null;
  const at = daysFromCivil(year, month, day) * SECONDS_PER_DAY + hour * 3600 + minute * 60 + second;
  return { first: at, last: at, unit: 'second' };
}

function stringSpan(text: string): DateSpan | null {
  const value = text.trim();
  let parts: RegExpMatchArray | null;
  if ((parts = value.match(PERIOD))) return periodSpan(Number(parts[1]), parts[2] ?? '', Number(parts[3]));
  if ((parts = value.match(YEAR))) return monthsSpan(Number(parts[1]), 1, 12, 'year');
  if ((parts = value.match(MONTH))) {
    const month = Number(parts[2]);
    return month >= 1 && month <= 12 ? monthsSpan(Number(parts[1]), month, 1, 'month') : null;
  }
  if ((parts = value.match(DATE_TIME))) return dateTimeSpan(parts);
  if (ZONED.test(value)) return instantSpan(new Date(value));
  return null;
}

/** The interval a non-empty value covers, or null when it cannot be read. */
export function parseDateSpan(value: DateLike): DateSpan | null {
  if (isEmptyDateValue(value)) return null;
  if (typeof value === 'string') return stringSpan(value);
  if (typeof value === 'number') return Number.isFinite(value) ? instantSpan(new Date(value)) : null;
  if (value instanceof Date) return instantSpan(value);
  if (typeof value === 'object' && typeof value.toDate === 'function') return instantSpan(value.toDate());
  return null;
}

/**
 * spec 5: a date value is valid if empty, parseable, a quarter `YYYY-Qn` (n 1..4) or a half-year
 * `YYYY-Hn` (n 1..2). An array (a range) is valid when every element is.
 */
export function isValidDateValue(value: unknown): boolean {
  if (Array.isArray(value)) return value.every((item) => isValidDateValue(item));
  if (isEmptyDateValue(value)) return true;
  return parseDateSpan(value as DateLike) !== null;
}

/** Local `Date` at the start of a span (what antd and antd-mobile pickers take). */
export function spanStartDate(span: DateSpan): Date {
  const days = Math.floor(span.first / SECONDS_PER_DAY);
  const { year, month, day } = civilFromDays(days);
  const seconds = span.first - days * SECONDS_PER_DAY;
  const date = new Date(
    year,
    month - 1,
    day,
    Math.floor(seconds / 3600),
    Math.floor(seconds / 60) % 60,
    seconds % 60,
  );
  date.setFullYear(year);
  return date;
}

/** The `Date` a value starts at, or null when empty or unreadable. */
export function dateValueToDate(value: DateLike): Date | null {
  const span = parseDateSpan(value);
  return span ? spanStartDate(span) : null;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Formats a local `Date` as the value of a picker type (`2024-05-06`, `2024-Q2`, `2024-H1` ...). */
export function formatDateValue(date: Date, type: DateValueType): string {
  const year = date.getFullYear();
  const month = date.getMonth() + 1;
  const day = formatCivil({ year, month, day: date.getDate() });
  switch (type) {
    case 'year':
      return String(year).padStart(4, '0');
    case 'halfYear':
      return `${year}-H${month <= 6 ? 1 : 2}`;
    case 'quarter':
      return `${year}-Q${Math.ceil(month / 3)}`;
    case 'month':
      return day.slice(0, 7);
    case 'datetime':
      return `${day} ${pad2(date.getHours())}:${pad2(date.getMinutes())}:${pad2(date.getSeconds())}`;
    default:
      return day;
  }
}

/** Keys `validateDateRange` answers with (messages of the catalogue). */
export type DateRangeError = Extract<
  MessageKey,
  'dates.rangeShape' | 'dates.invalidValue' | 'dates.rangeOrder'
>;

/**
 * spec 5: a range has exactly 2 elements; an empty start or end is allowed; otherwise the start must
 * not be after the end. Dates compare by day (the same day is fine whatever the times); date-times
 * compare to the second. Returns the message key of the first problem, or null.
 */
export function validateDateRange(
  range: unknown,
  options: { type: 'date' | 'datetime' },
): DateRangeError | null {
  if (!Array.isArray(range) || range.length !== 2) return 'dates.rangeShape';
  const [start, end] = range as [DateLike, DateLike];
  if (!isValidDateValue(start) || !isValidDateValue(end)) return 'dates.invalidValue';
  const first = parseDateSpan(start);
  const last = parseDateSpan(end);
  if (!first || !last) return null;
  const startAt = options.type === 'date' ? Math.floor(first.first / SECONDS_PER_DAY) : first.first;
  const endAt = options.type === 'date' ? Math.floor(last.first / SECONDS_PER_DAY) : last.first;
  return startAt > endAt ? 'dates.rangeOrder' : null;
}

/** Bounds of what a picker may select; either side may be absent (unbounded). */
export interface DateLimits {
  minDate?: DateLike;
  maxDate?: DateLike;
}

interface ReadLimits {
  min: DateSpan | null;
  max: DateSpan | null;
  /** spec 5: min after max. */
  wrong: boolean;
}

/** Reads limits; an unreadable bound counts as absent (limits may come from server data). */
function readLimits({ minDate, maxDate }: DateLimits): ReadLimits {
  const min = parseDateSpan(minDate);
  const max = parseDateSpan(maxDate);
  return { min, max, wrong: !!min && !!max && min.first > max.last };
}

function boundLabel(bound: DateLike, span: DateSpan | null): string {
  if (!span) return t('common.unlimited');
  if (typeof bound === 'string') return bound.trim();
  const date = spanStartDate(span);
  const hasTime = span.first % SECONDS_PER_DAY !== 0;
  return formatDateValue(date, hasTime ? 'datetime' : 'date');
}

/** True when a value's span lies (at least partly) within the limits. */
function spanWithin(span: DateSpan, { min, max }: ReadLimits): boolean {
  return (!min || span.last >= min.first) && (!max || span.first <= max.last);
}

/** The message when a bound pair is unusable (spec 5: min after max), else null; in `translate`'s locale. */
export function limitsError(limits: DateLimits, translate: typeof t = t): string | null {
  return readLimits(limits).wrong ? translate('dates.minMaxWrong') : null;
}

/**
 * spec 5: null when `value` (a value or a range) may be selected, else the message to show:
 * "max date and min date data are wrong" when min is after max, or "Out of selectable range, please
 * re-select! Selectable range: {min}~{max}" (an absent side reads "unlimited"). A bound without a
 * time covers its whole day; a month, quarter, half-year or year value is selectable when any part
 * of it is in range.
 */
export function checkSelectable(value: unknown, limits: DateLimits): string | null {
  const read = readLimits(limits);
  if (read.wrong) return t('dates.minMaxWrong');
  const values = (Array.isArray(value) ? value : [value]) as DateLike[];
  const outside = values.some((item) => {
    const span = parseDateSpan(item);
    return span !== null && !spanWithin(span, read);
  });
  if (!outside) return null;
  return t('dates.outOfRange', {
    min: boundLabel(limits.minDate, read.min),
    max: boundLabel(limits.maxDate, read.max),
  });
}

/**
 * For a picker's `disabledDate`: true when the `unit` (day, month, quarter, year) holding `date` lies
 * wholly outside the limits. Unusable limits disable nothing; the picker shows `limitsError` instead.
 */
export function isDateDisabled(date: Date, limits: DateLimits, unit: DateUnit = 'day'): boolean {
  const read = readLimits(limits);
  if (read.wrong) return false;
  const value = formatDateValue(date, unit === 'second' || unit === 'day' ? 'date' : unit);
  const span = parseDateSpan(value);
  return span !== null && !spanWithin(span, read);
}
