// Reading, cleaning and validating recurrence configs (spec 3, spec 5 "Scheduling", issue 8).
import { isRecord, type UnknownRecord } from '../shared/guards';
import { parseClock, parseDateTime, parseDay, formatDateTime, formatDay, formatClock } from './floating-time';
import {
  RECURRENCE_FREQUENCIES,
  type RecurrenceAppointRule,
  type RecurrenceConfig,
  type RecurrenceDayMode,
  type RecurrenceDaySort,
  type RecurrenceFrequency,
  type RecurrenceMonthDay,
  type RecurrenceOverRepeat,
  type RecurrenceRestDay,
  type RecurrenceRuleType,
  type RecurrenceWeekOrdinal,
  type RecurrenceWeekday,
} from './recurrence.types';
import { RECURRENCE_ERRORS } from './messages';

/** The parts of a recurrence an editor shows, one per input. */
export type RecurrenceField =
  | 'startTime'
  | 'frequency'
  | 'mode'
  | 'interval'
  | 'hours'
  | 'weekdays'
  | 'quarters'
  | 'quarterMonth'
  | 'months'
  | 'dayMode'
  | 'sort'
  | 'monthDays'
  | 'weeks'
  | 'days'
  | 'triggerTime'
  | 'restDay'
  | 'overRepeat'
  | 'overRepeatDate'
  | 'overRepeatTimes';

// The keys live beside the messages: validating pulls the texts they name into the page.
export { RECURRENCE_ERRORS };

/** One of the scheduling messages of spec 5. */
export type RecurrenceErrorKey = (typeof RECURRENCE_ERRORS)[keyof typeof RECURRENCE_ERRORS];

/** A problem of a config: the message and the field it is shown under. */
export interface RecurrenceIssue {
  field: RecurrenceField;
  message: RecurrenceErrorKey;
}

// ---------------------------------------------------------------------------------------------
// Values: everything may arrive as untrusted data (a server answer, a host prop), so each reader
// accepts numbers or numeric strings and drops what is out of range.

function toInteger(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : null;
}

function integerIn(value: unknown, min: number, max: number): number | null {
  const n = toInteger(value);
  return n !== null && n >= min && n <= max ? n : null;
}

/** A positive whole number (an interval or a count), or undefined. */
export function readPositive(value: unknown): number | undefined {
  return integerIn(value, 1, Number.MAX_SAFE_INTEGER) ?? undefined;
}

function uniqueSorted(values: number[]): number[] {
  return [...new Set(values)].sort((a, b) => a - b);
}

/** Whole numbers within min..max, deduplicated and sorted. */
export function readIntegers(value: unknown, min: number, max: number): number[] {
  if (!Array.isArray(value)) return [];
  return uniqueSorted(value.map((v) => integerIn(v, min, max)).filter((v): v is number => v !== null));
}

/** Numbers within min..max plus `'last'` (kept at the end). */
function readWithLast(value: unknown, max: number): Array<number | 'last'> {
  const numbers = readIntegers(value, 1, max);
  const hasLast = Array.isArray(value) && value.includes('last');
  return hasLast ? [...numbers, 'last'] : numbers;
}

export const readWeekdays = (value: unknown) => readIntegers(value, 1, 7) as RecurrenceWeekday[];
export const readHours = (value: unknown) => readIntegers(value, 0, 23);
export const readMonths = (value: unknown) => readIntegers(value, 1, 12);
export const readQuarters = (value: unknown) => readIntegers(value, 1, 4);
export const readMonthDays = (value: unknown) => readWithLast(value, 31) as RecurrenceMonthDay[];
export const readWeekOrdinals = (value: unknown) => readWithLast(value, 4) as RecurrenceWeekOrdinal[];

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
}

export const readFrequency = (value: unknown) => oneOf<RecurrenceFrequency>(value, RECURRENCE_FREQUENCIES);
export const readRuleType = (value: unknown) => oneOf<RecurrenceRuleType>(value, ['regular', 'appoint']);
export const readDayMode = (value: unknown) => oneOf<RecurrenceDayMode>(value, ['date', 'week']);
export const readDaySort = (value: unknown) => oneOf<RecurrenceDaySort>(value, ['head', 'tail', 'appoint']);
export const readRestDay = (value: unknown) =>
  oneOf<RecurrenceRestDay>(value, ['never', 'nextWorkDay', 'normal']);
export const readOverRepeat = (value: unknown) =>
  oneOf<RecurrenceOverRepeat>(value, ['never', 'date', 'times']);
export const readQuarterMonth = (value: unknown) =>
  (integerIn(value, 1, 3) ?? undefined) as 1 | 2 | 3 | undefined;

/** A start time in the canonical `YYYY-MM-DD HH:mm:ss` form, or undefined when not a date-time. */
export function readStartTime(value: unknown): string | undefined {
  const parsed = parseDateTime(value);
  return parsed ? formatDateTime(parsed) : undefined;
}

/** An end date as `YYYY-MM-DD`, or undefined. */
export function readDay(value: unknown): string | undefined {
  const parsed = parseDay(value);
  return parsed ? formatDay(parsed) : undefined;
}

/** A trigger time as `HH:mm`, or undefined. */
export function readTriggerTime(value: unknown): string | undefined {
  const parsed = parseClock(value);
  return parsed ? formatClock(parsed) : undefined;
}

// ---------------------------------------------------------------------------------------------
// Structure

/** True for the frequencies whose days are picked by date or by week day. */
export function picksDays(frequency: RecurrenceFrequency | undefined): boolean {
  return frequency === 'byMonth' || frequency === 'byQuarter' || frequency === 'byYear';
}

/** True for the frequencies that run at a time of day (issue 8: not byMinute, not byHour). */
export function usesTriggerTime(frequency: RecurrenceFrequency | undefined): boolean {
  return frequency !== undefined && frequency !== 'byMinute' && frequency !== 'byHour';
}

/** The rule type; only byHour has an appoint mode, and a missing type is regular. */
export function ruleTypeOf(config: RecurrenceConfig): RecurrenceRuleType {
  return config.frequency === 'byHour' && config.frequencyRule?.type === 'appoint' ? 'appoint' : 'regular';
}

/**
 * The rule the type points at: the appoint rule (with the hours) for byHour in appoint mode, else the
 * regular rule (an appoint type on another frequency is read as regular, from whichever rule is there).
 */
export function activeRule(config: RecurrenceConfig): RecurrenceAppointRule {
  const rule = config.frequencyRule;
  if (!rule) return {};
  if (ruleTypeOf(config) === 'appoint') return rule.appointRule ?? {};
  return rule.regularRule ?? rule.appointRule ?? {};
}

/**
 * The fields that matter for a config, in the order an editor shows them (issue 8: rule fields appear
 * per frequency and mode). Fields not listed are ignored by every rule.
 */
export function visibleFields(config: RecurrenceConfig): RecurrenceField[] {
  const { frequency } = config;
  const rule = activeRule(config);
  const appoint = ruleTypeOf(config) === 'appoint';
  const fields: RecurrenceField[] = ['startTime', 'frequency'];
  if (frequency === 'byHour') fields.push('mode');
  if (frequency && !appoint) fields.push('interval');
  if (appoint) fields.push('hours');
  if (frequency === 'byWeek') fields.push('weekdays');
  if (frequency === 'byQuarter') fields.push('quarters', 'quarterMonth');
  if (frequency === 'byYear') fields.push('months');
  if (picksDays(frequency)) {
    fields.push('dayMode');
    const mode = readDayMode(rule.sortByDateOrWeek);
    if (mode === 'date') fields.push('sort', 'monthDays');
    if (mode === 'week') fields.push('weeks', 'days');
  }
  if (usesTriggerTime(frequency)) fields.push('triggerTime');
  fields.push('restDay', 'overRepeat');
  const over = readOverRepeat(config.overRepeatType);
  if (over === 'date') fields.push('overRepeatDate');
  if (over === 'times') fields.push('overRepeatTimes');
  return fields;
}

/** spec 5: the rule fields that must be filled, per frequency and mode. */
export function requiredRuleFields(config: RecurrenceConfig): RecurrenceField[] {
  const { frequency } = config;
  const visible = new Set(visibleFields(config));
  const required: RecurrenceField[] = [];
  if (frequency === 'byMinute' || frequency === 'byDay' || frequency === 'byWeek') required.push('interval');
  if (frequency === 'byHour') required.push(ruleTypeOf(config) === 'appoint' ? 'hours' : 'interval');
  if (frequency === 'byWeek') required.push('weekdays');
  if (frequency === 'byQuarter') required.push('quarterMonth');
  if (frequency === 'byYear') required.push('months');
  if (picksDays(frequency)) required.push('dayMode');
  for (const field of ['sort', 'monthDays', 'weeks', 'days'] as const)
    if (visible.has(field)) required.push(field);
  return required;
}

/** Whether a rule field holds a usable value. */
function ruleFieldFilled(field: RecurrenceField, config: RecurrenceConfig): boolean {
  const rule = activeRule(config);
  switch (field) {
    case 'interval':
      return readPositive(rule.times) !== undefined;
    case 'hours':
      return readHours(rule.appointHourDatas).length > 0;
    case 'weekdays':
      return readWeekdays(rule.appointTimesDatas).length > 0;
    case 'quarterMonth':
      return readQuarterMonth(rule.quarterMonth) !== undefined;
    case 'months':
      return readMonths(rule.appointMonths).length > 0;
    case 'dayMode':
      return readDayMode(rule.sortByDateOrWeek) !== undefined;
    case 'sort':
      return readDaySort(rule.sort) !== undefined;
    case 'monthDays':
      return readMonthDays(rule.appointMonthDays).length > 0;
    case 'weeks':
      return readWeekOrdinals(rule.appointWeeks).length > 0;
    case 'days':
      return readWeekdays(rule.appointDays).length > 0;
    default:
      return true;
  }
}

/**
 * Every problem of a config (spec 5), in the order of the fields: no start time; no frequency, no
 * rule or an empty required rule field; an end type that is not `never` without its date or count.
 * A value that cannot be read (a day 32, a time 25:00) counts as empty.
 */
export function recurrenceIssues(config: RecurrenceConfig): RecurrenceIssue[] {
  const issues: RecurrenceIssue[] = [];
  if (!readStartTime(config.startTime))
    issues.push({ field: 'startTime', message: RECURRENCE_ERRORS.startTime });
  const frequency = readFrequency(config.frequency);
  if (!frequency || !isRecord(config.frequencyRule)) {
    issues.push({ field: 'frequency', message: RECURRENCE_ERRORS.frequency });
  } else {
    for (const field of requiredRuleFields(config)) {
      if (!ruleFieldFilled(field, config)) issues.push({ field, message: RECURRENCE_ERRORS.frequency });
    }
    if (usesTriggerTime(frequency) && config.triggerTime && !readTriggerTime(config.triggerTime)) {
      issues.push({ field: 'triggerTime', message: RECURRENCE_ERRORS.frequency });
    }
  }
  const over = readOverRepeat(config.overRepeatType);
  const endMissing =
    over === undefined ||
    (over === 'date' && !readDay(config.overRepeatDate)) ||
    (over === 'times' && readPositive(config.overRepeatTimes) === undefined);
  if (endMissing)
    issues.push({
      field: over === 'times' ? 'overRepeatTimes' : over === 'date' ? 'overRepeatDate' : 'overRepeat',
      message: RECURRENCE_ERRORS.overRepeat,
    });
  return issues;
}

/**
 * spec 5: null when the config is complete, else the catalogue key of the first message:
 * 'please set start time', 'please set the timing frequency', 'please set the end-repeat configuration'.
 */
export function validateRecurrence(config: RecurrenceConfig): RecurrenceErrorKey | null {
  return recurrenceIssues(config)[0]?.message ?? null;
}

// ---------------------------------------------------------------------------------------------
// Cleaning

/** Reads an untrusted value (a server answer, a host prop) as a config, dropping what is malformed. */
export function toRecurrenceConfig(value: unknown): RecurrenceConfig {
  if (!isRecord(value)) return {};
  const config: RecurrenceConfig = {};
  const set = <K extends keyof RecurrenceConfig>(key: K, v: RecurrenceConfig[K] | undefined) => {
    if (v !== undefined) config[key] = v;
  };
  set(
    'startTime',
    typeof value.startTime === 'string' ? (readStartTime(value.startTime) ?? value.startTime) : undefined,
  );
  set('frequency', readFrequency(value.frequency));
  if (isRecord(value.frequencyRule)) {
    const raw = value.frequencyRule;
    config.frequencyRule = { type: readRuleType(raw.type) ?? 'regular' };
    if (isRecord(raw.regularRule)) config.frequencyRule.regularRule = readRule(raw.regularRule);
    if (isRecord(raw.appointRule)) config.frequencyRule.appointRule = readRule(raw.appointRule);
  }
  set('restDayConfig', readRestDay(value.restDayConfig));
  set('overRepeatType', readOverRepeat(value.overRepeatType));
  set('overRepeatDate', readDay(value.overRepeatDate));
  set('overRepeatTimes', readPositive(value.overRepeatTimes));
  set('triggerTime', readTriggerTime(value.triggerTime));
  return config;
}

function readRule(raw: UnknownRecord): RecurrenceAppointRule {
  const rule: RecurrenceAppointRule = {
    times: readPositive(raw.times),
    appointTimesDatas: readWeekdays(raw.appointTimesDatas),
    quarterMonth: readQuarterMonth(raw.quarterMonth),
    appointMonths: readMonths(raw.appointMonths),
    sortByDateOrWeek: readDayMode(raw.sortByDateOrWeek),
    sort: readDaySort(raw.sort),
    appointWeeks: readWeekOrdinals(raw.appointWeeks),
    appointDays: readWeekdays(raw.appointDays),
    appointMonthDays: readMonthDays(raw.appointMonthDays),
    appointQuarters: readQuarters(raw.appointQuarters),
    appointHourDatas: readHours(raw.appointHourDatas),
  };
  return dropEmpty(rule);
}

/** Removes undefined values and empty lists. */
function dropEmpty<T extends object>(record: T): T {
  return Object.fromEntries(
    Object.entries(record).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0)),
  ) as T;
}

/**
 * The canonical form of a config: only the fields that matter for its frequency and mode, values
 * normalised (start time with seconds, lists sorted, an optional interval defaulting to 1).
 * `fromRRule(toRRule(c))` gives `cleanRecurrence(c)` (without `restDayConfig`, which RRULE cannot carry).
 */
export function cleanRecurrence(config: RecurrenceConfig): RecurrenceConfig {
  const visible = new Set(visibleFields(config));
  const rule = activeRule(config);
  const type = ruleTypeOf(config);
  const has = (field: RecurrenceField) => visible.has(field);
  const cleanRule: RecurrenceAppointRule = dropEmpty({
    times: has('interval') ? (readPositive(rule.times) ?? defaultInterval(config.frequency)) : undefined,
    appointHourDatas: has('hours') ? readHours(rule.appointHourDatas) : undefined,
    appointTimesDatas: has('weekdays') ? readWeekdays(rule.appointTimesDatas) : undefined,
    appointQuarters: has('quarters') ? quartersOrAll(rule.appointQuarters) : undefined,
    quarterMonth: has('quarterMonth') ? readQuarterMonth(rule.quarterMonth) : undefined,
    appointMonths: has('months') ? readMonths(rule.appointMonths) : undefined,
    sortByDateOrWeek: has('dayMode') ? readDayMode(rule.sortByDateOrWeek) : undefined,
    sort: has('sort') ? readDaySort(rule.sort) : undefined,
    appointMonthDays: has('monthDays') ? readMonthDays(rule.appointMonthDays) : undefined,
    appointWeeks: has('weeks') ? readWeekOrdinals(rule.appointWeeks) : undefined,
    appointDays: has('days') ? readWeekdays(rule.appointDays) : undefined,
  });
  return dropEmpty({
    startTime: readStartTime(config.startTime) ?? config.startTime,
    frequency: readFrequency(config.frequency),
    frequencyRule: config.frequencyRule
      ? type === 'appoint'
        ? { type, appointRule: cleanRule }
        : { type, regularRule: cleanRule }
      : undefined,
    restDayConfig: readRestDay(config.restDayConfig),
    overRepeatType: readOverRepeat(config.overRepeatType),
    overRepeatDate: has('overRepeatDate') ? readDay(config.overRepeatDate) : undefined,
    overRepeatTimes: has('overRepeatTimes') ? readPositive(config.overRepeatTimes) : undefined,
    triggerTime: has('triggerTime') ? readTriggerTime(config.triggerTime) : undefined,
  });
}

/** Month, quarter and year rules do not require an interval: they repeat every 1 unit by default. */
function defaultInterval(frequency: RecurrenceFrequency | undefined): number | undefined {
  return picksDays(frequency) ? 1 : undefined;
}

/** An empty quarter list means all four quarters. */
export function quartersOrAll(value: unknown): number[] {
  const quarters = readQuarters(value);
  return quarters.length ? quarters : [1, 2, 3, 4];
}
