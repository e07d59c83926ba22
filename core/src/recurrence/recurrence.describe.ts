// The human sentence of a config, e.g. "every 2 weeks on Monday and Friday at 09:00, 10 times" /
// "每2周的周一、周五 09:00，共10次". Every word comes from the catalogue; code only picks templates.
import type { Locale, MessageKey, MessageParams } from '../i18n';
import { translate } from './messages';
import { formatClock, parseClock, parseDateTime, clockOf, type Clock } from './floating-time';
import {
  activeRule,
  picksDays,
  readDay,
  readDayMode,
  readDaySort,
  readHours,
  readMonthDays,
  readMonths,
  readPositive,
  readQuarterMonth,
  readQuarters,
  readRestDay,
  readWeekOrdinals,
  readWeekdays,
  ruleTypeOf,
  validateRecurrence,
} from './recurrence.logic';
import type { RecurrenceConfig, RecurrenceFrequency, RecurrenceRegularRule } from './recurrence.types';

type Translate = (key: MessageKey, params?: MessageParams) => string;

/** The catalogue key of an English ordinal suffix (1st, 2nd, 3rd, 4th, 11th, 21st ...). */
export function ordinalKey(n: number): MessageKey {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return 'recurrence.ordinal.th';
  const units = n % 10;
  if (units === 1) return 'recurrence.ordinal.st';
  if (units === 2) return 'recurrence.ordinal.nd';
  if (units === 3) return 'recurrence.ordinal.rd';
  return 'recurrence.ordinal.th';
}

/** "A", "A and B", "A, B and C" / "A、B、C". */
export function joinList(items: string[], tr: Translate): string {
  if (items.length <= 1) return items[0] ?? '';
  const head = items.slice(0, -1).join(tr('recurrence.list.separator'));
  return tr('recurrence.list.pair', { first: head, second: items[items.length - 1] as string });
}

const nth = (n: number, tr: Translate) => tr(ordinalKey(n), { n });
const weekdayName = (day: number, tr: Translate) => tr(`recurrence.weekday.${day}` as MessageKey);

/** "every 2 weeks" / "每2周". */
function every(frequency: RecurrenceFrequency, times: number, tr: Translate): string {
  return times === 1
    ? tr(`recurrence.every.${frequency}`)
    : tr(`recurrence.everyN.${frequency}`, { n: times });
}

/** The days of a month, quarter or year rule: "the 1st and the last day", "the last Friday". */
function monthDays(rule: RecurrenceRegularRule, tr: Translate): string {
  if (readDayMode(rule.sortByDateOrWeek) === 'week') {
    const days = readWeekdays(rule.appointDays);
    const items = readWeekOrdinals(rule.appointWeeks).flatMap((week) =>
      days.map((day) =>
        week === 'last'
          ? tr('recurrence.describe.lastWeekday', { day: weekdayName(day, tr) })
          : tr('recurrence.describe.nthWeekday', { nth: nth(week, tr), day: weekdayName(day, tr) }),
      ),
    );
    return joinList(items, tr);
  }
  const tail = readDaySort(rule.sort) === 'tail';
  const items = readMonthDays(rule.appointMonthDays).map((day) => {
    if (day === 'last' || (tail && day === 1)) return tr('recurrence.describe.lastDay');
    return tail
      ? tr('recurrence.describe.dayFromEnd', { nth: nth(day, tr) })
      : tr('recurrence.describe.day', { nth: nth(day, tr) });
  });
  return joinList(items, tr);
}

/** The time of day a day-or-longer rule runs at: the trigger time, else the start's time. */
function timeOfDay(config: RecurrenceConfig): string {
  const clock: Clock = parseClock(config.triggerTime) ?? clockOf(parseDateTime(config.startTime) as Date);
  return formatClock(clock);
}

/** The period and the days, without time or end. */
function ruleSentence(config: RecurrenceConfig, tr: Translate): string {
  const frequency = config.frequency as RecurrenceFrequency;
  const rule = activeRule(config);
  const times = readPositive(rule.times) ?? 1;
  if (ruleTypeOf(config) === 'appoint') {
    const minute = clockOf(parseDateTime(config.startTime) as Date).minute;
    const times = readHours(rule.appointHourDatas).map((hour) => formatClock({ hour, minute }));
    return tr('recurrence.describe.hours', { times: joinList(times, tr) });
  }
  const period = every(frequency, times, tr);
  if (frequency === 'byWeek') {
    const days = readWeekdays(rule.appointTimesDatas).map((day) => weekdayName(day, tr));
    return tr('recurrence.describe.on', { every: period, days: joinList(days, tr) });
  }
  if (!picksDays(frequency)) return period;
  const days = monthDays(rule, tr);
  if (frequency === 'byMonth') return tr('recurrence.describe.on', { every: period, days });
  if (frequency === 'byYear') {
    const months = readMonths(rule.appointMonths).map((m) => tr(`recurrence.month.${m}` as MessageKey));
    return tr('recurrence.describe.year', { every: period, days, months: joinList(months, tr) });
  }
  const month = nth(readQuarterMonth(rule.quarterMonth) ?? 1, tr);
  const quarters = readQuarters(rule.appointQuarters);
  if (quarters.length === 0 || quarters.length === 4)
    return tr('recurrence.describe.quarter', { every: period, days, month });
  const names = joinList(
    quarters.map((n) => tr('recurrence.quarter', { n })),
    tr,
  );
  return tr('recurrence.describe.quarterIn', { every: period, days, month, quarters: names });
}

/**
 * issue 8: a sentence for a config in `locale`: period and days, the time of day (for day-or-longer
 * rules), rest-day handling, then the end. Empty for an incomplete config.
 */
export function describeRecurrence(config: RecurrenceConfig, locale: Locale): string {
  if (validateRecurrence(config)) return '';
  const tr: Translate = (key, params) => translate(locale, key, params);
  let rule = ruleSentence(config, tr);
  if (config.frequency !== 'byMinute' && config.frequency !== 'byHour') {
    rule = tr('recurrence.describe.at', { rule, time: timeOfDay(config) });
  }
  const rest = readRestDay(config.restDayConfig);
  if (rest === 'never') rule = tr('recurrence.describe.skipRestDays', { rule });
  if (rest === 'nextWorkDay') rule = tr('recurrence.describe.nextWorkDay', { rule });
  const count = readPositive(config.overRepeatTimes);
  if (config.overRepeatType === 'times' && count !== undefined) {
    rule =
      count === 1
        ? tr('recurrence.describe.once', { rule })
        : tr('recurrence.describe.count', { rule, count });
  }
  if (config.overRepeatType === 'date')
    rule = tr('recurrence.describe.until', { rule, date: readDay(config.overRepeatDate) as string });
  return rule;
}
