// The next occurrences of a config: expanded by the rrule library, then rest-day handling.
import { RRule, type Options } from './rrule';
import {
  addDays,
  floatingFromLocal,
  formatDateTime,
  formatDay,
  isoWeekday,
  parseDateTime,
  parseDay,
} from './floating-time';
import {
  activeRule,
  readHours,
  readPositive,
  readRestDay,
  ruleTypeOf,
  validateRecurrence,
} from './recurrence.logic';
import { expansionOf } from './recurrence.rrule';
import type {
  PreviewOptions,
  RecurrenceConfig,
  RecurrenceWeekday,
  WorkDayCalendar,
} from './recurrence.types';

/** Options of `createWorkDayCalendar`. */
export interface WorkDayCalendarOptions {
  /** Week days that are rest days (default Saturday and Sunday). */
  restWeekdays?: RecurrenceWeekday[];
  /** Extra rest days, `YYYY-MM-DD` (public holidays). */
  holidays?: string[];
  /** Days worked although their week day rests, `YYYY-MM-DD` (make-up work days). */
  workdays?: string[];
}

/** A work-day calendar from rest week days plus holiday and make-up work-day lists. */
export function createWorkDayCalendar(options: WorkDayCalendarOptions = {}): WorkDayCalendar {
  const rest = new Set<number>(options.restWeekdays ?? [6, 7]);
  const holidays = new Set(options.holidays ?? []);
  const workdays = new Set(options.workdays ?? []);
  return {
    isWorkDay(day) {
      if (workdays.has(day)) return true;
      if (holidays.has(day)) return false;
      const parsed = parseDay(day);
      return parsed ? !rest.has(isoWeekday(parsed)) : true;
    },
  };
}

/** issue 8: rest days are weekends unless a host injects its own calendar. */
export const weekendCalendar: WorkDayCalendar = createWorkDayCalendar();

/** One occurrence after rest-day handling. */
export interface Occurrence {
  /** `YYYY-MM-DD HH:mm:ss`, local floating time. */
  at: string;
  /** Set when a rest day moved it (`nextWorkDay`): where the rule put it. */
  movedFrom?: string;
}

// Guards against rules that never produce a usable date (every day a rest day, a start far in the
// past of a minutely rule): expansion stops after this many raw occurrences, or when this long
// passed since the last kept one (long enough for a Feb 29 rule that must land on a work day).
const MAX_RAW_OCCURRENCES = 50_000;
const MAX_FRUITLESS_MS = 10 * 366 * 86_400_000;
// Longest run of rest days searched for the next work day (holiday runs are shorter); also how far
// before `after` the preview looks for occurrences that a move may carry past it.
const MAX_REST_RUN_DAYS = 15;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

type Handled = { at: Date; movedFrom?: Date } | null;

/** A calendar that asks the host once per day (a minutely rule asks 1440 times a day). */
function memoCalendar(calendar: WorkDayCalendar): (day: string) => boolean {
  const known = new Map<string, boolean>();
  return (day) => {
    let answer = known.get(day);
    if (answer === undefined) {
      answer = calendar.isWorkDay(day);
      known.set(day, answer);
    }
    return answer;
  };
}

/** issue 8: never skips rest days, nextWorkDay moves them (same time of day), normal keeps them. */
function restDayHandling(config: RecurrenceConfig, calendar: WorkDayCalendar): (raw: Date) => Handled {
  const handling = readRestDay(config.restDayConfig) ?? 'normal';
  if (handling === 'normal') return (raw) => ({ at: raw });
  const isWorkDay = memoCalendar(calendar);
  const nextWorkDay = (raw: Date): Date | null => {
    for (let i = 1; i <= MAX_REST_RUN_DAYS; i += 1) {
      const candidate = addDays(raw, i);
      if (isWorkDay(formatDay(candidate))) return candidate;
    }
    return null;
  };
  return (raw) => {
    if (isWorkDay(formatDay(raw))) return { at: raw };
    if (handling === 'never') return null;
    const moved = nextWorkDay(raw);
    return moved ? { at: moved, movedFrom: raw } : null;
  };
}

/**
 * For minute and hour rules whose start lies far before `after`, starts the expansion at a later
 * point of the same series (skipping whole steps, and reducing COUNT by what was skipped), so a
 * minutely rule started years ago does not expand every minute since.
 */
function skipAhead(
  config: RecurrenceConfig,
  options: Partial<Options>,
  count: number | null,
  from: Date,
): number | null {
  const start = options.dtstart as Date;
  const appoint = ruleTypeOf(config) === 'appoint';
  const unit = config.frequency === 'byMinute' ? 60_000 : config.frequency === 'byHour' ? HOUR_MS : 0;
  if (!unit || from <= start) return count;
  // An appoint rule repeats its hours every day; a regular one every `times` units.
  const step = appoint ? DAY_MS : unit * (readPositive(activeRule(config).times) ?? 1);
  const perStep = appoint ? readHours(activeRule(config).appointHourDatas).length : 1;
  const steps = Math.floor((from.getTime() - start.getTime()) / step);
  if (steps <= 0) return count;
  options.dtstart = new Date(start.getTime() + steps * step);
  return count === null ? null : count - steps * perStep;
}

/** Where preview starts: occurrences strictly after this floating time; null = from the start. */
function afterOf(after: PreviewOptions['after']): Date | null {
  if (after instanceof Date) return Number.isNaN(after.getTime()) ? null : floatingFromLocal(after);
  return parseDateTime(after, true);
}

/**
 * The next `count` occurrences of a config after `after`, with rest-day handling, as records that
 * say where a moved occurrence came from. COUNT and UNTIL bound the rule's own occurrences; a
 * skipped rest day is one of them. Empty for an incomplete config.
 */
export function expandOccurrences(
  config: RecurrenceConfig,
  { count, after, workDays }: PreviewOptions,
): Occurrence[] {
  if (validateRecurrence(config) || !(count > 0)) return [];
  const calendar = workDays ?? weekendCalendar;
  const from = afterOf(after);
  const { options, start, count: seriesCount } = expansionOf(config);
  // A raw occurrence shortly before `from` may be moved past it by nextWorkDay.
  const moveBack = readRestDay(config.restDayConfig) === 'nextWorkDay' ? MAX_REST_RUN_DAYS * DAY_MS : 0;
  const remaining = from
    ? skipAhead(config, options, seriesCount, new Date(from.getTime() - moveBack))
    : seriesCount;
  if (remaining !== null && remaining <= 0) return [];

  const handle = restDayHandling(config, calendar);
  const kept = new SmallestTimes<Occurrence>(count);
  let progress = (from ?? start).getTime();
  let index = 0;
  let raw = 0;
  new RRule(options).all((date) => {
    raw += 1;
    if (raw > MAX_RAW_OCCURRENCES || date.getTime() - progress > MAX_FRUITLESS_MS) return false;
    if (date < start) return true;
    index += 1;
    if (remaining !== null && index > remaining) return false;
    const handled = handle(date);
    if (handled && (!from || handled.at > from)) {
      progress = date.getTime();
      kept.add(handled.at.getTime(), () => ({
        at: formatDateTime(handled.at),
        ...(handled.movedFrom ? { movedFrom: formatDateTime(handled.movedFrom) } : {}),
      }));
    }
    // Occurrences only move later, so once a raw date passes the count-th kept one nothing can precede it.
    return !(kept.full && date.getTime() > kept.largest);
  });
  return kept.values();
}

/** The `limit` smallest distinct times seen, with their values (arrivals are nearly in order). */
class SmallestTimes<T> {
  private readonly times: number[] = [];
  private readonly byTime = new Map<number, T>();

  constructor(private readonly limit: number) {}

  get full(): boolean {
    return this.times.length >= this.limit;
  }

  get largest(): number {
    return this.times[this.times.length - 1] ?? Number.POSITIVE_INFINITY;
  }

  add(time: number, value: () => T): void {
    if (this.byTime.has(time) || (this.full && time >= this.largest)) return;
    let at = this.times.length;
    while (at > 0 && (this.times[at - 1] as number) > time) at -= 1;
    this.times.splice(at, 0, time);
    this.byTime.set(time, value());
    if (this.times.length > this.limit) this.byTime.delete(this.times.pop() as number);
  }

  values(): T[] {
    return this.times.map((time) => this.byTime.get(time) as T);
  }
}

/**
 * issue 8: the next `count` dates of a config after `after` (strictly; from the start when absent),
 * after rest-day handling with `workDays` (weekends by default), expanded by the rrule library.
 * Values are `YYYY-MM-DD HH:mm:ss` local floating times, the same whatever the machine's time zone.
 */
export function previewOccurrences(config: RecurrenceConfig, options: PreviewOptions): string[] {
  return expandOccurrences(config, options).map((occurrence) => occurrence.at);
}
