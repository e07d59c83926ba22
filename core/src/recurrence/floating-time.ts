// Local "floating" date-times (no time zone), held the way the rrule library holds them: a Date whose
// UTC fields are the wall-clock values. Only getUTC*/Date.UTC are used, so nothing here depends on the
// machine's time zone.

const DAY_MS = 86_400_000;

const dateTimePattern = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2}))?)?$/;
const clockPattern = /^(\d{1,2}):(\d{1,2})(?::(\d{1,2}))?$/;

/** Builds a floating value; null when a field is out of range (2024-02-30, 24:00 ...). */
export function floating(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
): Date | null {
  if (hour > 23 || minute > 59 || second > 59) return null;
  const value = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (value.getUTCFullYear() !== year || value.getUTCMonth() !== month - 1 || value.getUTCDate() !== day)
    return null;
  // Date.UTC maps years 0..99 to 1900..1999; the check above already refuses them.
  return value;
}

/** Parses `YYYY-MM-DD HH:mm[:ss]` (a `T` is accepted too); a date alone only when `allowDateOnly`. */
export function parseDateTime(text: unknown, allowDateOnly = false): Date | null {
  if (typeof text !== 'string') return null;
  const match = dateTimePattern.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  if (h === undefined && !allowDateOnly) return null;
  return floating(Number(y), Number(mo), Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0));
}

/** Parses `YYYY-MM-DD` to the start of that day. */
export function parseDay(text: unknown): Date | null {
  if (typeof text !== 'string' || !/^\d{4}-\d{1,2}-\d{1,2}$/.test(text.trim())) return null;
  return parseDateTime(text, true);
}

/** A time of day. */
export interface Clock {
  hour: number;
  minute: number;
}

/** Parses `HH:mm` (also `H:mm` and `HH:mm:ss`, seconds dropped). */
export function parseClock(text: unknown): Clock | null {
  if (typeof text !== 'string') return null;
  const match = clockPattern.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 23 || minute > 59 || Number(match[3] ?? 0) > 59) return null;
  return { hour, minute };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD` */
export function formatDay(value: Date): string {
  return `${pad(value.getUTCFullYear(), 4)}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
}

/** `HH:mm` */
export function formatClock({ hour, minute }: Clock): string {
  return `${pad(hour)}:${pad(minute)}`;
}

/** `YYYY-MM-DD HH:mm:ss` */
export function formatDateTime(value: Date): string {
  return `${formatDay(value)} ${formatClock(clockOf(value))}:${pad(value.getUTCSeconds())}`;
}

/** `YYYYMMDDTHHmmss`, the iCalendar form of a floating date-time. */
export function formatICalDateTime(value: Date): string {
  return formatDateTime(value).replace(/[-:]/g, '').replace(' ', 'T');
}

/** The time of day of a floating value. */
export function clockOf(value: Date): Clock {
  return { hour: value.getUTCHours(), minute: value.getUTCMinutes() };
}

/** ISO week day, 1 (Monday) .. 7 (Sunday). */
export function isoWeekday(value: Date): number {
  return ((value.getUTCDay() + 6) % 7) + 1;
}

export function addDays(value: Date, days: number): Date {
  return new Date(value.getTime() + days * DAY_MS);
}

/** A real Date read in the machine's local time, as a floating value. */
export function floatingFromLocal(value: Date): Date {
  return new Date(
    Date.UTC(
      value.getFullYear(),
      value.getMonth(),
      value.getDate(),
      value.getHours(),
      value.getMinutes(),
      value.getSeconds(),
    ),
  );
}
