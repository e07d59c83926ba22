// How an edit of one editor field changes the draft config. The draft keeps every rule field (so a
// switch of frequency and back loses nothing); `cleanRecurrence` keeps what matters.
import { floatingFromLocal, formatDateTime, parseDateTime } from './floating-time';
import {
  picksDays,
  readDay,
  readDayMode,
  readDaySort,
  readFrequency,
  readHours,
  readMonthDays,
  readMonths,
  readOverRepeat,
  readPositive,
  readQuarterMonth,
  readQuarters,
  readRestDay,
  readRuleType,
  readStartTime,
  readTriggerTime,
  readWeekOrdinals,
  readWeekdays,
  type RecurrenceField,
} from './recurrence.logic';
import type {
  RecurrenceAppointRule,
  RecurrenceConfig,
  RecurrenceFrequency,
  RecurrenceRegularRule,
} from './recurrence.types';

const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value == null || value === '' ? [] : [value];

function withRegular(config: RecurrenceConfig, patch: Partial<RecurrenceRegularRule>): RecurrenceConfig {
  const rule = config.frequencyRule ?? { type: 'regular' };
  return { ...config, frequencyRule: { ...rule, regularRule: { ...rule.regularRule, ...patch } } };
}

function withAppoint(config: RecurrenceConfig, patch: Partial<RecurrenceAppointRule>): RecurrenceConfig {
  const rule = config.frequencyRule ?? { type: 'regular' };
  return { ...config, frequencyRule: { ...rule, appointRule: { ...rule.appointRule, ...patch } } };
}

/**
 * Defaults a newly chosen frequency starts from, so the editor shows a working rule where one value
 * is enough (interval 1, days by date from the head of the month, first month of the quarter); lists
 * the user must pick (week days, months, days) stay empty.
 */
function withFrequency(config: RecurrenceConfig, frequency: RecurrenceFrequency): RecurrenceConfig {
  const rule = config.frequencyRule?.regularRule ?? {};
  const type = frequency === 'byHour' ? (config.frequencyRule?.type ?? 'regular') : 'regular';
  const next = withRegular({ ...config, frequency }, { times: rule.times ?? 1 });
  const typed = { ...next, frequencyRule: { ...next.frequencyRule, type } };
  if (!picksDays(frequency)) return typed;
  return withRegular(typed, {
    sortByDateOrWeek: rule.sortByDateOrWeek ?? 'date',
    sort: rule.sort ?? 'head',
    ...(frequency === 'byQuarter' ? { quarterMonth: rule.quarterMonth ?? 1 } : {}),
  });
}

/** head and tail name one day (tail has no 'last': its 1st from the end is the last day). */
function daysForSort(sort: RecurrenceRegularRule['sort'], days: RecurrenceRegularRule['appointMonthDays']) {
  const list = readMonthDays(days);
  if (sort === 'appoint') return list;
  const first = list[0];
  if (first === undefined) return [];
  return sort === 'tail' && first === 'last' ? [1] : [first];
}

/** The draft after the user set `field` to `value` (any value a widget may produce; bad ones clear). */
export function applyFieldChange(
  config: RecurrenceConfig,
  field: RecurrenceField,
  value: unknown,
): RecurrenceConfig {
  switch (field) {
    case 'startTime':
      return { ...config, startTime: readStartTime(value) };
    case 'frequency': {
      const frequency = readFrequency(value);
      return frequency ? withFrequency(config, frequency) : { ...config, frequency: undefined };
    }
    case 'mode':
      return {
        ...config,
        frequencyRule: { ...config.frequencyRule, type: readRuleType(value) ?? 'regular' },
      };
    case 'interval':
      return withRegular(config, { times: readPositive(value) });
    case 'hours':
      return withAppoint(config, { appointHourDatas: readHours(asList(value)) });
    case 'weekdays':
      return withRegular(config, { appointTimesDatas: readWeekdays(asList(value)) });
    case 'quarters':
      return withRegular(config, { appointQuarters: readQuarters(asList(value)) });
    case 'quarterMonth':
      return withRegular(config, { quarterMonth: readQuarterMonth(value) });
    case 'months':
      return withRegular(config, { appointMonths: readMonths(asList(value)) });
    case 'dayMode': {
      const mode = readDayMode(value);
      const sort = config.frequencyRule?.regularRule?.sort;
      return withRegular(config, {
        sortByDateOrWeek: mode,
        ...(mode === 'date' && !sort ? { sort: 'head' } : {}),
      });
    }
    case 'sort': {
      const sort = readDaySort(value);
      return withRegular(config, {
        sort,
        appointMonthDays: daysForSort(sort, config.frequencyRule?.regularRule?.appointMonthDays),
      });
    }
    case 'monthDays':
      return withRegular(config, { appointMonthDays: readMonthDays(asList(value)) });
    case 'weeks':
      return withRegular(config, { appointWeeks: readWeekOrdinals(asList(value)) });
    case 'days':
      return withRegular(config, { appointDays: readWeekdays(asList(value)) });
    case 'triggerTime':
      return { ...config, triggerTime: readTriggerTime(value) };
    case 'restDay':
      return { ...config, restDayConfig: readRestDay(value) ?? 'normal' };
    case 'overRepeat':
      return { ...config, overRepeatType: readOverRepeat(value) };
    case 'overRepeatDate':
      return { ...config, overRepeatDate: readDay(value) };
    case 'overRepeatTimes':
      return { ...config, overRepeatTimes: readPositive(value) };
  }
}

const HOUR_MS = 3_600_000;

/** A fresh rule: daily from the next full hour after `now`, normal on rest days, never ending. */
export function defaultRecurrence(now: Date | string): RecurrenceConfig {
  const parsed = typeof now === 'string' ? parseDateTime(now, true) : floatingFromLocal(now);
  const base = parsed && !Number.isNaN(parsed.getTime()) ? parsed.getTime() : 0;
  return {
    startTime: formatDateTime(new Date((Math.floor(base / HOUR_MS) + 1) * HOUR_MS)),
    frequency: 'byDay',
    frequencyRule: { type: 'regular', regularRule: { times: 1 } },
    restDayConfig: 'normal',
    overRepeatType: 'never',
  };
}
