import { rrulestr } from 'rrule';
import { cleanRecurrence } from './recurrence.logic';
import { previewOccurrences } from './recurrence.preview';
import { RecurrenceRuleError, fromRRule, toRRule } from './recurrence.rrule';
import type { RecurrenceConfig } from './recurrence.types';
import { appointHours, lastFridayTwelveTimes, regular } from './test/configs';

/** `2024-01-05 09:00:00` -> `DTSTART:20240105T090000`. */
const dtstartOf = (at: string) => `DTSTART:${at.replace(/[-:]/g, '').replace(' ', 'T')}`;

/** The config as read back from its rule: the start moves to the first occurrence, the rest is kept. */
const withStartAtFirst = (config: RecurrenceConfig) => ({
  ...config,
  startTime: previewOccurrences(config, { count: 1 })[0],
});

// Every frequency and mode of issue 8: the rule text and the first occurrences (2024-01-01 is a Monday).
const cases: Array<[string, RecurrenceConfig, string, string[]]> = [
  [
    'byMinute every 15 minutes',
    regular('byMinute', { times: 15 }),
    'FREQ=MINUTELY;INTERVAL=15',
    ['2024-01-01 09:00:00', '2024-01-01 09:15:00', '2024-01-01 09:30:00'],
  ],
  [
    'byHour every 2 hours (trigger time ignored)',
    regular('byHour', { times: 2 }, { triggerTime: '10:30' }),
    'FREQ=HOURLY;INTERVAL=2',
    ['2024-01-01 09:00:00', '2024-01-01 11:00:00', '2024-01-01 13:00:00'],
  ],
  [
    'byHour appoint at 9 and 14 (minute of the start)',
    appointHours([9, 14], { startTime: '2024-01-01 10:30:00' }),
    'FREQ=HOURLY;BYHOUR=9,14',
    ['2024-01-01 14:30:00', '2024-01-02 09:30:00', '2024-01-02 14:30:00'],
  ],
  [
    'byDay every 3 days at 08:15, 3 times (the first day is before the start time)',
    regular('byDay', { times: 3 }, { triggerTime: '08:15', overRepeatType: 'times', overRepeatTimes: 3 }),
    'FREQ=DAILY;INTERVAL=3;BYHOUR=8;BYMINUTE=15;BYSECOND=0;COUNT=3',
    ['2024-01-04 08:15:00', '2024-01-07 08:15:00', '2024-01-10 08:15:00'],
  ],
  [
    'byWeek every 2 weeks on Monday and Friday at 09:00, 10 times',
    regular(
      'byWeek',
      { times: 2, appointTimesDatas: [1, 5] },
      { triggerTime: '09:00', overRepeatType: 'times', overRepeatTimes: 10 },
    ),
    'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR;BYHOUR=9;BYMINUTE=0;BYSECOND=0;WKST=MO;COUNT=10',
    ['2024-01-01 09:00:00', '2024-01-05 09:00:00', '2024-01-15 09:00:00', '2024-01-19 09:00:00'],
  ],
  [
    'byMonth by date from the head: the 15th',
    regular('byMonth', { times: 1, sortByDateOrWeek: 'date', sort: 'head', appointMonthDays: [15] }),
    'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=15',
    ['2024-01-15 09:00:00', '2024-02-15 09:00:00', '2024-03-15 09:00:00'],
  ],
  [
    'byMonth by date: the last day is -1',
    regular('byMonth', { times: 1, sortByDateOrWeek: 'date', sort: 'head', appointMonthDays: ['last'] }),
    'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=-1',
    ['2024-01-31 09:00:00', '2024-02-29 09:00:00', '2024-03-31 09:00:00'],
  ],
  [
    'byMonth by date from the tail: 2 -> -2',
    regular('byMonth', { times: 1, sortByDateOrWeek: 'date', sort: 'tail', appointMonthDays: [2] }),
    'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=-2',
    ['2024-01-30 09:00:00', '2024-02-28 09:00:00', '2024-03-30 09:00:00'],
  ],
  [
    'byMonth by date, appointed days every 2 months',
    regular('byMonth', {
      times: 2,
      sortByDateOrWeek: 'date',
      sort: 'appoint',
      appointMonthDays: [1, 15, 'last'],
    }),
    'FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=1,15,-1',
    ['2024-01-01 09:00:00', '2024-01-15 09:00:00', '2024-01-31 09:00:00', '2024-03-01 09:00:00'],
  ],
  [
    'byMonth by week: the 2nd Monday',
    regular('byMonth', { times: 1, sortByDateOrWeek: 'week', appointWeeks: [2], appointDays: [1] }),
    'FREQ=MONTHLY;INTERVAL=1;BYDAY=2MO',
    ['2024-01-08 09:00:00', '2024-02-12 09:00:00', '2024-03-11 09:00:00'],
  ],
  [
    'byMonth by week: the last Friday, 12 times',
    lastFridayTwelveTimes,
    'FREQ=MONTHLY;INTERVAL=1;BYDAY=-1FR;COUNT=12',
    ['2024-01-26 09:00:00', '2024-02-23 09:00:00', '2024-03-29 09:00:00'],
  ],
  [
    'byMonth by week: weeks x days',
    regular('byMonth', {
      times: 1,
      sortByDateOrWeek: 'week',
      appointWeeks: [1, 'last'],
      appointDays: [1, 5],
    }),
    'FREQ=MONTHLY;INTERVAL=1;BYDAY=1MO,1FR,-1MO,-1FR',
    ['2024-01-01 09:00:00', '2024-01-05 09:00:00', '2024-01-26 09:00:00', '2024-01-29 09:00:00'],
  ],
  [
    'byQuarter: 10th of the 2nd month of Q1 and Q3',
    regular('byQuarter', {
      times: 1,
      appointQuarters: [1, 3],
      quarterMonth: 2,
      sortByDateOrWeek: 'date',
      sort: 'head',
      appointMonthDays: [10],
    }),
    'FREQ=MONTHLY;INTERVAL=3;BYMONTH=2,8;BYMONTHDAY=10',
    ['2024-02-10 09:00:00', '2024-08-10 09:00:00', '2025-02-10 09:00:00'],
  ],
  [
    'byQuarter every 2 quarters: first Monday of the 1st month',
    regular('byQuarter', {
      times: 2,
      appointQuarters: [1, 2, 3, 4],
      quarterMonth: 1,
      sortByDateOrWeek: 'week',
      appointWeeks: [1],
      appointDays: [1],
    }),
    'FREQ=MONTHLY;INTERVAL=6;BYMONTH=1,4,7,10;BYDAY=1MO',
    ['2024-01-01 09:00:00', '2024-07-01 09:00:00', '2025-01-06 09:00:00'],
  ],
  [
    'byYear: 1st of January and July at 10:00',
    regular(
      'byYear',
      { times: 1, appointMonths: [1, 7], sortByDateOrWeek: 'date', sort: 'head', appointMonthDays: [1] },
      { triggerTime: '10:00' },
    ),
    'FREQ=YEARLY;INTERVAL=1;BYMONTH=1,7;BYMONTHDAY=1;BYHOUR=10;BYMINUTE=0;BYSECOND=0',
    ['2024-01-01 10:00:00', '2024-07-01 10:00:00', '2025-01-01 10:00:00'],
  ],
  [
    'byYear by week until a date (end of that day)',
    regular(
      'byYear',
      { times: 1, appointMonths: [11], sortByDateOrWeek: 'week', appointWeeks: [4], appointDays: [4] },
      { overRepeatType: 'date', overRepeatDate: '2026-11-26' },
    ),
    'FREQ=YEARLY;INTERVAL=1;BYMONTH=11;BYDAY=4TH;UNTIL=20261126T235959',
    ['2024-11-28 09:00:00', '2025-11-27 09:00:00', '2026-11-26 09:00:00'],
  ],
];

describe('toRRule (issue 8 semantics)', () => {
  it.each(cases)('%s', (_name, config, rrule, first) => {
    const text = toRRule(config);
    // DTSTART is the first occurrence, so every engine expands the text from the same date
    expect(text).toBe(`${dtstartOf(first[0]!)}\nRRULE:${rrule}`);
    expect(previewOccurrences(config, { count: first.length + 1 }).slice(0, first.length)).toEqual(first);
  });

  it.each(cases)('%s: the rrule library reads the text to the same dates', (_name, config, _rrule, first) => {
    const dates = rrulestr(toRRule(config)).all((_, i) => i < first.length);
    expect(dates.map((d) => d.toISOString().slice(0, 19).replace('T', ' '))).toEqual(first);
  });

  it('ends a COUNT rule and an UNTIL rule', () => {
    expect(previewOccurrences(lastFridayTwelveTimes, { count: 50 })).toHaveLength(12);
    const until = cases.at(-1)![1];
    expect(previewOccurrences(until, { count: 10 })).toEqual(cases.at(-1)![3]);
  });

  it('refuses an incomplete config', () => {
    expect(() => toRRule(regular('byWeek', { times: 1 }))).toThrow(RecurrenceRuleError);
    expect(() => toRRule({ ...lastFridayTwelveTimes, startTime: undefined })).toThrow(
      /recurrence.error.startTime/,
    );
  });
});

describe('fromRRule', () => {
  it.each(cases)('round trip: %s', (name, config) => {
    expect(fromRRule(toRRule(config))).toEqual(cleanRecurrence(withStartAtFirst(config)));
    // the cases are written in the canonical shape, so the round trip gives them back as they are
    if (!name.includes('ignored')) expect(fromRRule(toRRule(config))).toEqual(withStartAtFirst(config));
  });

  it.each<[string, RecurrenceConfig]>([
    ['start without seconds', regular('byDay', { times: 1 }, { startTime: '2024-01-01 09:00' })],
    ['unsorted week days', regular('byWeek', { times: 1, appointTimesDatas: [5, 1, 5] })],
    [
      'head with several days reads as appoint',
      regular('byMonth', { sortByDateOrWeek: 'date', sort: 'head', appointMonthDays: [15, 1] }),
    ],
    [
      'tail 1 reads as the last day',
      regular('byMonth', { sortByDateOrWeek: 'date', sort: 'tail', appointMonthDays: [1] }),
    ],
    [
      'empty quarters mean all four',
      regular('byQuarter', {
        quarterMonth: 3,
        sortByDateOrWeek: 'date',
        sort: 'tail',
        appointMonthDays: [3],
      }),
    ],
    [
      'fields the frequency ignores',
      regular('byDay', { times: 2, appointMonths: [3], appointDays: [1] }, { overRepeatDate: '2024-05-05' }),
    ],
  ])('round trip of a non-canonical shape keeps the rule: %s', (_name, config) => {
    const back = fromRRule(toRRule(config));
    expect(toRRule(back)).toBe(toRRule(config));
    expect(toRRule(cleanRecurrence(config))).toBe(toRRule(config));
  });

  it('takes the rest-day handling from extras (RRULE cannot carry it)', () => {
    const config = { ...lastFridayTwelveTimes, restDayConfig: 'nextWorkDay' as const };
    expect(fromRRule(toRRule(config))).not.toHaveProperty('restDayConfig');
    expect(fromRRule(toRRule(config), { restDayConfig: 'nextWorkDay' })).toEqual({
      ...withStartAtFirst(lastFridayTwelveTimes),
      restDayConfig: 'nextWorkDay',
    });
  });

  it('reads rules written by others', () => {
    expect(fromRRule('RRULE:FREQ=WEEKLY;BYDAY=TU')).toEqual({
      frequency: 'byWeek',
      frequencyRule: { type: 'regular', regularRule: { times: 1, appointTimesDatas: [2] } },
      overRepeatType: 'never',
    });
    // rrule's own toString() writes a Z; the fields are still read as local values
    expect(fromRRule('DTSTART:20240101T090000Z\nRRULE:FREQ=DAILY;COUNT=2').startTime).toBe(
      '2024-01-01 09:00:00',
    );
    // a monthly rule without days repeats the start's day (RFC 5545)
    expect(fromRRule('DTSTART:20240117T090000\nRRULE:FREQ=MONTHLY').frequencyRule?.regularRule).toEqual({
      times: 1,
      sortByDateOrWeek: 'date',
      sort: 'head',
      appointMonthDays: [17],
    });
  });

  it.each([
    ['not a rule', 'hello world'],
    ['secondly', 'RRULE:FREQ=SECONDLY'],
    ['BYSETPOS', 'DTSTART:20240101T090000\nRRULE:FREQ=MONTHLY;BYDAY=FR;BYSETPOS=-1'],
    ['BYDAY that is not weeks x days', 'DTSTART:20240101T090000\nRRULE:FREQ=MONTHLY;BYDAY=1MO,-1FR'],
    ['a 5th week day', 'DTSTART:20240101T090000\nRRULE:FREQ=MONTHLY;BYDAY=5MO'],
    [
      'a monthly BYMONTH that is no quarter',
      'DTSTART:20240101T090000\nRRULE:FREQ=MONTHLY;BYMONTH=1,4;BYMONTHDAY=1',
    ],
    ['several times of day', 'DTSTART:20240101T090000\nRRULE:FREQ=DAILY;BYHOUR=9,17'],
    ['a rule set', 'DTSTART:20240101T090000\nRRULE:FREQ=DAILY\nEXDATE:20240102T090000'],
    ['days from head and tail mixed', 'DTSTART:20240101T090000\nRRULE:FREQ=MONTHLY;BYMONTHDAY=1,-2'],
  ])('refuses %s', (_name, text) => {
    expect(() => fromRRule(text)).toThrow(RecurrenceRuleError);
  });
});
