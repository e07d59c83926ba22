// Recurrence config <-> iCalendar rule (spec 9 "Recurrence", issue 8 semantics). Parsing goes through
// the rrule library; times are floating (no Z, no TZID), as the config's values are local.
import { RRule, Weekday, rrulestr, type Options } from './rrule';
import {
  formatDateTime,
  formatDay,
  formatICalDateTime,
  parseClock,
  parseDateTime,
  parseDay,
  type Clock,
} from './floating-time';
import {
  activeRule,
  cleanRecurrence,
  picksDays,
  quartersOrAll,
  readDayMode,
  readDaySort,
  readHours,
  readMonthDays,
  readMonths,
  readPositive,
  readQuarterMonth,
  readWeekOrdinals,
  readWeekdays,
  ruleTypeOf,
  usesTriggerTime,
  validateRecurrence,
} from './recurrence.logic';
import type {
  RecurrenceConfig,
  RecurrenceFrequency,
  RecurrenceMonthDay,
  RecurrenceRegularRule,
  RecurrenceRestDay,
  RecurrenceWeekOrdinal,
  RecurrenceWeekday,
} from './recurrence.types';

/** Raised by `toRRule` for an incomplete config and by `fromRRule` for text it cannot read. */
export class RecurrenceRuleError extends Error {
  override name = 'RecurrenceRuleError';
}

const FREQ: Record<RecurrenceFrequency, string> = {
  byMinute: 'MINUTELY',
  byHour: 'HOURLY',
  byDay: 'DAILY',
  byWeek: 'WEEKLY',
  byMonth: 'MONTHLY',
  byQuarter: 'MONTHLY',
  byYear: 'YEARLY',
};

/** iCalendar week-day codes, index 0 = Monday (weekday 1). */
const DAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

const dayCode = (day: RecurrenceWeekday) => DAY_CODES[day - 1] as string;
const weekNumber = (week: RecurrenceWeekOrdinal) => (week === 'last' ? -1 : week);

/** issue 8: head and appoint list the days (last day = -1); tail counts from the end (1 -> -1). */
export function monthDayNumbers(sort: RecurrenceRegularRule['sort'], days: RecurrenceMonthDay[]): number[] {
  const numbers = days.map((day) => (day === 'last' ? -1 : sort === 'tail' ? -day : day));
  return [...new Set(numbers)];
}

/** The BY-parts that pick days within a month (month, quarter and year rules). */
function dayParts(rule: RecurrenceRegularRule): Array<[string, string]> {
  if (readDayMode(rule.sortByDateOrWeek) === 'week') {
    const pairs = readWeekOrdinals(rule.appointWeeks).flatMap((week) =>
      readWeekdays(rule.appointDays).map((day) => `${weekNumber(week)}${dayCode(day)}`),
    );
    return [['BYDAY', pairs.join(',')]];
  }
  const days = monthDayNumbers(readDaySort(rule.sort), readMonthDays(rule.appointMonthDays));
  return [['BYMONTHDAY', days.join(',')]];
}

/** The RRULE parts of a valid config, in a fixed order. */
function ruleParts(config: RecurrenceConfig): Array<[string, string]> {
  const frequency = config.frequency as RecurrenceFrequency;
  const rule = activeRule(config);
  const appoint = ruleTypeOf(config) === 'appoint';
  const times = readPositive(rule.times) ?? 1;
  const parts: Array<[string, string]> = [['FREQ', FREQ[frequency]]];
  if (!appoint) parts.push(['INTERVAL', String(frequency === 'byQuarter' ? 3 * times : times)]);
  if (frequency === 'byQuarter') {
    const month = readQuarterMonth(rule.quarterMonth) ?? 1;
    parts.push([
      'BYMONTH',
      quartersOrAll(rule.appointQuarters)
        .map((q) => (q - 1) * 3 + month)
        .join(','),
    ]);
  }
  if (frequency === 'byYear') parts.push(['BYMONTH', readMonths(rule.appointMonths).join(',')]);
  if (picksDays(frequency)) parts.push(...dayParts(rule));
  if (frequency === 'byWeek')
    parts.push(['BYDAY', readWeekdays(rule.appointTimesDatas).map(dayCode).join(',')]);
  if (appoint) parts.push(['BYHOUR', readHours(rule.appointHourDatas).join(',')]);
  const trigger = usesTriggerTime(frequency) ? parseClock(config.triggerTime) : null;
  if (trigger)
    parts.push(['BYHOUR', String(trigger.hour)], ['BYMINUTE', String(trigger.minute)], ['BYSECOND', '0']);
  if (frequency === 'byWeek') parts.push(['WKST', 'MO']);
  if (config.overRepeatType === 'times') parts.push(['COUNT', String(readPositive(config.overRepeatTimes))]);
  if (config.overRepeatType === 'date') {
    // issue 8: UNTIL is the end of the chosen day
    const day = parseDay(config.overRepeatDate) as Date;
    parts.push(['UNTIL', formatICalDateTime(new Date(day.getTime() + 86_399_000))]);
  }
  return parts;
}

/** The rule of a valid config with `start` as DTSTART, as text. */
function ruleText(config: RecurrenceConfig, start: Date): string {
  const rrule = ruleParts(config)
    .map(([key, value]) => `${key}=${value}`)
    .join(';');
  return `DTSTART:${formatICalDateTime(start)}\nRRULE:${rrule}`;
}

/**
 * The rrule options that expand a valid config from its start (COUNT taken out: the caller counts),
 * and the start itself. A quarter rule steps 3 months from DTSTART and keeps only BYMONTH, so a
 * start in another month of its quarter would never match: expansion starts from the quarter month
 * at or before the start, and what precedes the start is not an occurrence.
 */
export function expansionOf(config: RecurrenceConfig): {
  options: Partial<Options>;
  start: Date;
  count: number | null;
} {
  const start = parseDateTime(config.startTime) as Date;
  const options: Partial<Options> = { ...(rrulestr(ruleText(config, start)) as RRule).origOptions };
  const count = options.count ?? null;
  delete options.count;
  if (config.frequency === 'byQuarter') {
    const month = readQuarterMonth(activeRule(config).quarterMonth) ?? 1;
    const back = (start.getUTCMonth() - (month - 1) + 3) % 3;
    options.dtstart = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() - back, 1));
    options.byhour ??= start.getUTCHours();
    options.byminute ??= start.getUTCMinutes();
    options.bysecond ??= start.getUTCSeconds();
  }
  return { options, start, count };
}

// A rule that matches nothing for this long after its start (Feb 30) keeps its start as DTSTART.
const FIRST_SEARCH_LIMIT = 50_000;
const FIRST_SEARCH_MS = 10 * 366 * 86_400_000;

/** The series' first occurrence at or after its start (rest days aside), or null when it has none. */
function firstOccurrence(config: RecurrenceConfig): Date | null {
  const { options, start } = expansionOf(config);
  let first: Date | null = null;
  new RRule(options).all((date, i) => {
    if (i > FIRST_SEARCH_LIMIT || date.getTime() - start.getTime() > FIRST_SEARCH_MS) return false;
    if (date < start) return true;
    first = date;
    return false;
  });
  return first;
}

/**
 * The iCalendar rule of a config: a `DTSTART:` line (floating local time) and an `RRULE:` line, e.g.
 * `DTSTART:20240105T090000\nRRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR;WKST=MO;COUNT=10`.
 * DTSTART is the series' first occurrence (RFC 5545: a DTSTART out of step with the rule leaves the
 * set undefined, and a quarter rule from another month of its quarter matches nothing), so any
 * iCalendar engine expands the text to `previewOccurrences` with rest days kept. Moving DTSTART to
 * the first occurrence keeps the INTERVAL's phase: it lies a whole number of steps after the start.
 * The rest-day handling is not part of RRULE. Throws `RecurrenceRuleError` for an incomplete config
 * (check `validateRecurrence` first).
 */
export function toRRule(config: RecurrenceConfig): string {
  const error = validateRecurrence(config);
  if (error) throw new RecurrenceRuleError(`incomplete recurrence config (${error})`);
  return ruleText(config, firstOccurrence(config) ?? (parseDateTime(config.startTime) as Date));
}

// ---------------------------------------------------------------------------------------------
// fromRRule

const list = <T>(value: T | T[] | null | undefined): T[] =>
  value == null ? [] : Array.isArray(value) ? value : [value];

interface NthDay {
  day: RecurrenceWeekday;
  n: number | undefined;
}

function nthDays(value: Options['byweekday'] | undefined): NthDay[] {
  return list(value).map((entry) => {
    const weekday =
      entry instanceof Weekday
        ? entry
        : typeof entry === 'number'
          ? new Weekday(entry)
          : RRule[entry as keyof typeof RRule];
    if (!(weekday instanceof Weekday)) throw new RecurrenceRuleError(`unknown week day ${String(entry)}`);
    return { day: (weekday.weekday + 1) as RecurrenceWeekday, n: weekday.n || undefined };
  });
}

const unique = <T>(values: T[]) => [...new Set(values)];

/** BYDAY=1MO,1FR,-1MO,-1FR back to weeks x days; anything that is not such a product is refused. */
function weeksAndDays(pairs: NthDay[]): Pick<RecurrenceRegularRule, 'appointWeeks' | 'appointDays'> {
  const weeks = unique(pairs.map(({ n }) => n));
  const days = unique(pairs.map(({ day }) => day));
  const known = weeks.every((n) => n === -1 || (n !== undefined && n >= 1 && n <= 4));
  const product = new Set(pairs.map(({ n, day }) => `${n}${day}`));
  if (!known || product.size !== weeks.length * days.length) {
    throw new RecurrenceRuleError('BYDAY must combine weeks 1..4 or -1 with week days');
  }
  return {
    appointWeeks: weeks.map((n) => (n === -1 ? 'last' : n) as RecurrenceWeekOrdinal),
    appointDays: days,
  };
}

/**
 * BYMONTHDAY back to sort + days, in the canonical shape: one positive day is head, only days
 * counted from the end are tail (the last day alone reads as head 'last'), several days are appoint.
 */
function sortAndDays(days: number[]): Pick<RecurrenceRegularRule, 'sort' | 'appointMonthDays'> {
  if (days.some((d) => d === 0 || Math.abs(d) > 31)) throw new RecurrenceRuleError('BYMONTHDAY out of range');
  const asDay = (d: number): RecurrenceMonthDay => (d === -1 ? 'last' : d);
  const [only] = days;
  if (days.length === 1 && only !== undefined) {
    return only === -1 || only > 0
      ? { sort: 'head', appointMonthDays: [asDay(only)] }
      : { sort: 'tail', appointMonthDays: [-only] };
  }
  if (days.every((d) => d < 0)) return { sort: 'tail', appointMonthDays: days.map((d) => -d) };
  if (days.some((d) => d < -1))
    throw new RecurrenceRuleError('BYMONTHDAY mixes days from the head and the tail');
  return { sort: 'appoint', appointMonthDays: days.map(asDay) };
}

function dayRule(options: Partial<Options>, start: Date | null): RecurrenceRegularRule {
  const monthDays = list(options.bymonthday);
  const weekDays = nthDays(options.byweekday);
  if (monthDays.length && weekDays.length)
    throw new RecurrenceRuleError('BYMONTHDAY and BYDAY together are not supported');
  if (weekDays.length) return { sortByDateOrWeek: 'week', ...weeksAndDays(weekDays) };
  if (monthDays.length) return { sortByDateOrWeek: 'date', ...sortAndDays(monthDays) };
  if (!start) throw new RecurrenceRuleError('the rule names no day and has no DTSTART');
  // RFC 5545: without BY-parts the day of DTSTART repeats
  return { sortByDateOrWeek: 'date', sort: 'head', appointMonthDays: [start.getUTCDate()] };
}

function triggerTime(options: Partial<Options>, start: Date | null): string | undefined {
  const hours = list(options.byhour);
  const minutes = list(options.byminute);
  if (hours.length > 1 || minutes.length > 1)
    throw new RecurrenceRuleError('only one time of day is supported');
  if (!hours.length && !minutes.length) return undefined;
  const clock: Clock = {
    hour: hours[0] ?? start?.getUTCHours() ?? 0,
    minute: minutes[0] ?? start?.getUTCMinutes() ?? 0,
  };
  return `${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`;
}

function refuseParts(options: Partial<Options>, names: Array<keyof Options>): void {
  for (const name of names) {
    if (list(options[name] as unknown).length)
      throw new RecurrenceRuleError(`${name.toUpperCase()} is not supported here`);
  }
}

function parseRule(text: string): RRule {
  let parsed: ReturnType<typeof rrulestr>;
  try {
    parsed = rrulestr(text);
  } catch (cause) {
    throw new RecurrenceRuleError(`not an iCalendar rule: ${(cause as Error).message}`);
  }
  if (!(parsed instanceof RRule))
    throw new RecurrenceRuleError('rule sets (RDATE, EXDATE, several RRULEs) are not supported');
  return parsed;
}

/**
 * Reads an iCalendar rule (as `toRRule` writes it, or any rule of the same shapes) back into a config.
 * RRULE cannot carry the rest-day handling: pass it in `extras` when it is stored beside the rule.
 * Throws `RecurrenceRuleError` for text that is not a rule or has no config shape.
 */
export function fromRRule(
  text: string,
  extras: { restDayConfig?: RecurrenceRestDay } = {},
): RecurrenceConfig {
  const options = parseRule(text).origOptions;
  const start = options.dtstart ?? null;
  const interval = options.interval ?? 1;
  refuseParts(options, ['bysetpos', 'byyearday', 'byweekno']);
  const config: RecurrenceConfig = { frequencyRule: { type: 'regular' } };
  if (start) config.startTime = formatDateTime(start);
  let rule: RecurrenceRegularRule & { appointHourDatas?: number[] } = { times: interval };

  switch (options.freq) {
    case RRule.MINUTELY:
      refuseParts(options, ['byhour', 'byminute', 'bymonth', 'bymonthday', 'byweekday']);
      config.frequency = 'byMinute';
      break;
    case RRule.HOURLY:
      refuseParts(options, ['byminute', 'bymonth', 'bymonthday', 'byweekday']);
      config.frequency = 'byHour';
      if (list(options.byhour).length) {
        if (interval !== 1) throw new RecurrenceRuleError('hours of an appoint rule repeat every hour');
        config.frequencyRule = { type: 'appoint' };
        rule = { appointHourDatas: list(options.byhour) };
      }
      break;
    case RRule.DAILY:
      refuseParts(options, ['bymonth', 'bymonthday', 'byweekday']);
      config.frequency = 'byDay';
      break;
    case RRule.WEEKLY: {
      refuseParts(options, ['bymonth', 'bymonthday']);
      const days = nthDays(options.byweekday);
      if (days.some(({ n }) => n !== undefined))
        throw new RecurrenceRuleError('weekly rules take plain week days');
      const weekdays = days.length
        ? days.map(({ day }) => day)
        : start
          ? [((start.getUTCDay() + 6) % 7) + 1]
          : [];
      config.frequency = 'byWeek';
      rule.appointTimesDatas = weekdays as RecurrenceWeekday[];
      break;
    }
    case RRule.MONTHLY: {
      const months = list(options.bymonth);
      if (!months.length) {
        config.frequency = 'byMonth';
        rule = { ...rule, ...dayRule(options, start) };
        break;
      }
      // issue 8: byQuarter is MONTHLY, INTERVAL = 3 x times, BYMONTH = quarters x quarterMonth
      const positions = unique(months.map((m) => ((m - 1) % 3) + 1));
      if (interval % 3 !== 0 || positions.length !== 1) {
        throw new RecurrenceRuleError('a monthly rule with BYMONTH must be a quarter rule');
      }
      config.frequency = 'byQuarter';
      rule = {
        times: interval / 3,
        appointQuarters: months.map((m) => Math.floor((m - 1) / 3) + 1),
        quarterMonth: positions[0] as 1 | 2 | 3,
        ...dayRule(options, start),
      };
      break;
    }
    case RRule.YEARLY: {
      const months = list(options.bymonth);
      config.frequency = 'byYear';
      rule = {
        ...rule,
        appointMonths: months.length ? months : start ? [start.getUTCMonth() + 1] : [],
        ...dayRule(options, start),
      };
      break;
    }
    default:
      throw new RecurrenceRuleError('only MINUTELY to YEARLY rules are supported');
  }

  if (config.frequencyRule?.type === 'appoint') config.frequencyRule.appointRule = rule;
  else config.frequencyRule = { type: 'regular', regularRule: rule };
  if (usesTriggerTime(config.frequency)) {
    const trigger = triggerTime(options, start);
    if (trigger) config.triggerTime = trigger;
  }
  if (options.count != null) {
    config.overRepeatType = 'times';
    config.overRepeatTimes = options.count;
  } else if (options.until) {
    config.overRepeatType = 'date';
    config.overRepeatDate = formatDay(options.until);
  } else {
    config.overRepeatType = 'never';
  }
  if (extras.restDayConfig) config.restDayConfig = extras.restDayConfig;
  return cleanRecurrence(config);
}
