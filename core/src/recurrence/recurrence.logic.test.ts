import { t, setLocale } from '../i18n';
import {
  RECURRENCE_ERRORS,
  cleanRecurrence,
  recurrenceIssues,
  toRecurrenceConfig,
  validateRecurrence,
  visibleFields,
} from './recurrence.logic';
import type { RecurrenceConfig, RecurrenceRegularRule } from './recurrence.types';
import { appointHours, lastFridayTwelveTimes, regular } from './test/configs';

const byDate: RecurrenceRegularRule = { sortByDateOrWeek: 'date', sort: 'head', appointMonthDays: [1] };
const byWeekDay: RecurrenceRegularRule = { sortByDateOrWeek: 'week', appointWeeks: [1], appointDays: [1] };

describe('validateRecurrence (spec 5 scheduling messages)', () => {
  it('names the three messages in both locales', () => {
    setLocale('en_US');
    expect(t(RECURRENCE_ERRORS.startTime)).toBe('Please set start time');
    expect(t(RECURRENCE_ERRORS.frequency)).toBe('Please set the timing frequency');
    expect(t(RECURRENCE_ERRORS.overRepeat)).toBe('Please set the end-repeat configuration');
    setLocale('zh_CN');
    expect(t(RECURRENCE_ERRORS.startTime)).toBe('请设置开始时间');
  });

  it.each<[string, RecurrenceConfig]>([
    ['byMinute', regular('byMinute', { times: 5 })],
    ['byHour regular', regular('byHour', { times: 1 })],
    ['byHour appoint', appointHours([8])],
    ['byDay', regular('byDay', { times: 1 })],
    ['byWeek', regular('byWeek', { times: 1, appointTimesDatas: [3] })],
    ['byMonth by date', regular('byMonth', byDate)],
    ['byMonth by week', regular('byMonth', byWeekDay)],
    ['byQuarter', regular('byQuarter', { quarterMonth: 2, ...byDate })],
    ['byYear', regular('byYear', { appointMonths: [5], ...byWeekDay })],
    ['the e2e rule', lastFridayTwelveTimes],
    ['an end date', regular('byDay', { times: 1 }, { overRepeatType: 'date', overRepeatDate: '2024-12-31' })],
  ])('accepts a complete %s rule', (_name, config) => {
    expect(validateRecurrence(config)).toBeNull();
  });

  it.each<[string, RecurrenceConfig]>([
    ['no start time', regular('byDay', { times: 1 }, { startTime: undefined })],
    ['an empty start time', regular('byDay', { times: 1 }, { startTime: ' ' })],
    ['a start time that is no date', regular('byDay', { times: 1 }, { startTime: '2024-02-30 09:00' })],
  ])('asks for the start time: %s', (_name, config) => {
    expect(validateRecurrence(config)).toBe('recurrence.error.startTime');
  });

  it.each<[string, RecurrenceConfig]>([
    ['no frequency', { ...regular('byDay', { times: 1 }), frequency: undefined }],
    ['no rule', { ...regular('byDay', { times: 1 }), frequencyRule: undefined }],
    ['byMinute without times', regular('byMinute', {})],
    ['byDay with times 0', regular('byDay', { times: 0 })],
    ['byHour regular without times', regular('byHour', {})],
    ['byHour appoint without hours', appointHours([])],
    ['byHour appoint with hour 24 only', appointHours([24])],
    ['byWeek without week days', regular('byWeek', { times: 1 })],
    ['byWeek without times', regular('byWeek', { appointTimesDatas: [1] })],
    ['byMonth without date-or-week', regular('byMonth', { times: 1 })],
    ['byMonth by date without sort', regular('byMonth', { sortByDateOrWeek: 'date', appointMonthDays: [1] })],
    ['byMonth by date without days', regular('byMonth', { sortByDateOrWeek: 'date', sort: 'head' })],
    [
      'byMonth by date with day 32',
      regular('byMonth', { sortByDateOrWeek: 'date', sort: 'head', appointMonthDays: [32] }),
    ],
    ['byMonth by week without weeks', regular('byMonth', { sortByDateOrWeek: 'week', appointDays: [1] })],
    [
      'byMonth by week without days',
      regular('byMonth', { sortByDateOrWeek: 'week', appointWeeks: ['last'] }),
    ],
    ['byQuarter without quarter month', regular('byQuarter', byDate)],
    ['byYear without months', regular('byYear', byDate)],
    ['a malformed trigger time', regular('byDay', { times: 1 }, { triggerTime: '25:00' })],
  ])('asks for the timing frequency: %s', (_name, config) => {
    expect(validateRecurrence(config)).toBe('recurrence.error.frequency');
  });

  it.each<[string, RecurrenceConfig]>([
    ['no end type', regular('byDay', { times: 1 }, { overRepeatType: undefined })],
    ['end by date without a date', regular('byDay', { times: 1 }, { overRepeatType: 'date' })],
    [
      'end by date with a bad date',
      regular('byDay', { times: 1 }, { overRepeatType: 'date', overRepeatDate: '2024-13-01' }),
    ],
    ['end by count without a count', regular('byDay', { times: 1 }, { overRepeatType: 'times' })],
    ['end by count with 0', regular('byDay', { times: 1 }, { overRepeatType: 'times', overRepeatTimes: 0 })],
  ])('asks for the end-repeat configuration: %s', (_name, config) => {
    expect(validateRecurrence(config)).toBe('recurrence.error.overRepeat');
  });

  it('ignores the trigger time for minute and hour rules, and the interval of an appoint rule', () => {
    expect(validateRecurrence(regular('byHour', { times: 1 }, { triggerTime: 'junk' }))).toBeNull();
    expect(
      validateRecurrence(
        appointHours([9], {
          frequencyRule: { type: 'appoint', appointRule: { appointHourDatas: [9], times: 0 } },
        }),
      ),
    ).toBeNull();
  });

  it('reports every problem under its field, in field order', () => {
    const issues = recurrenceIssues({
      frequency: 'byWeek',
      frequencyRule: { type: 'regular', regularRule: {} },
      overRepeatType: 'times',
    });
    expect(issues).toEqual([
      { field: 'startTime', message: 'recurrence.error.startTime' },
      { field: 'interval', message: 'recurrence.error.frequency' },
      { field: 'weekdays', message: 'recurrence.error.frequency' },
      { field: 'overRepeatTimes', message: 'recurrence.error.overRepeat' },
    ]);
  });
});

describe('visibleFields (which fields show per frequency and mode)', () => {
  const tail = ['triggerTime', 'restDay', 'overRepeat'];
  it.each<[string, RecurrenceConfig, string[]]>([
    ['no frequency', { overRepeatType: 'never' }, ['startTime', 'frequency', 'restDay', 'overRepeat']],
    ['byMinute', regular('byMinute', {}), ['startTime', 'frequency', 'interval', 'restDay', 'overRepeat']],
    [
      'byHour regular',
      regular('byHour', {}),
      ['startTime', 'frequency', 'mode', 'interval', 'restDay', 'overRepeat'],
    ],
    [
      'byHour appoint',
      appointHours([]),
      ['startTime', 'frequency', 'mode', 'hours', 'restDay', 'overRepeat'],
    ],
    ['byDay', regular('byDay', {}), ['startTime', 'frequency', 'interval', ...tail]],
    ['byWeek', regular('byWeek', {}), ['startTime', 'frequency', 'interval', 'weekdays', ...tail]],
    ['byMonth undecided', regular('byMonth', {}), ['startTime', 'frequency', 'interval', 'dayMode', ...tail]],
    [
      'byMonth by date',
      regular('byMonth', byDate),
      ['startTime', 'frequency', 'interval', 'dayMode', 'sort', 'monthDays', ...tail],
    ],
    [
      'byQuarter by week',
      regular('byQuarter', byWeekDay),
      ['startTime', 'frequency', 'interval', 'quarters', 'quarterMonth', 'dayMode', 'weeks', 'days', ...tail],
    ],
    [
      'byYear by date',
      regular('byYear', byDate),
      ['startTime', 'frequency', 'interval', 'months', 'dayMode', 'sort', 'monthDays', ...tail],
    ],
    [
      'end by date',
      regular('byDay', {}, { overRepeatType: 'date' }),
      ['startTime', 'frequency', 'interval', ...tail, 'overRepeatDate'],
    ],
    [
      'end by count',
      regular('byMinute', {}, { overRepeatType: 'times' }),
      ['startTime', 'frequency', 'interval', 'restDay', 'overRepeat', 'overRepeatTimes'],
    ],
  ])('%s', (_name, config, fields) => {
    expect(visibleFields(config)).toEqual(fields);
  });

  it('only byHour has an appoint mode', () => {
    const config: RecurrenceConfig = {
      ...regular('byDay', { times: 1 }),
      frequencyRule: { type: 'appoint', regularRule: { times: 1 } },
    };
    expect(visibleFields(config)).toContain('interval');
    expect(visibleFields(config)).not.toContain('hours');
    expect(validateRecurrence(config)).toBeNull();
  });
});

describe('cleanRecurrence', () => {
  it('keeps only what the frequency uses and normalises values', () => {
    const config: RecurrenceConfig = {
      startTime: '2024-1-5 8:05',
      frequency: 'byWeek',
      frequencyRule: {
        type: 'regular',
        regularRule: { times: 2, appointTimesDatas: [5, 1, 5], appointMonths: [3], sort: 'tail' },
        appointRule: { appointHourDatas: [3] },
      },
      triggerTime: '9:00',
      restDayConfig: 'never',
      overRepeatType: 'never',
      overRepeatTimes: 4,
    };
    expect(cleanRecurrence(config)).toEqual({
      startTime: '2024-01-05 08:05:00',
      frequency: 'byWeek',
      frequencyRule: { type: 'regular', regularRule: { times: 2, appointTimesDatas: [1, 5] } },
      restDayConfig: 'never',
      overRepeatType: 'never',
      triggerTime: '09:00',
    });
  });

  it('defaults the optional interval of month, quarter and year rules to 1', () => {
    expect(cleanRecurrence(regular('byMonth', byDate)).frequencyRule?.regularRule?.times).toBe(1);
    expect(cleanRecurrence(regular('byDay', {})).frequencyRule?.regularRule?.times).toBeUndefined();
  });
});

describe('toRecurrenceConfig (untrusted input)', () => {
  it('reads numbers sent as strings and drops what is malformed', () => {
    const value: unknown = {
      startTime: '2024-01-01 09:00',
      frequency: 'byWeek',
      frequencyRule: {
        type: 'weird',
        regularRule: { times: '2', appointTimesDatas: ['1', 9, 'x', 5], appointMonthDays: ['last', 3, 40] },
      },
      restDayConfig: 'sometimes',
      overRepeatType: 'times',
      overRepeatTimes: '3',
      triggerTime: 42,
      __proto__: { polluted: true },
    };
    expect(toRecurrenceConfig(value)).toEqual({
      startTime: '2024-01-01 09:00:00',
      frequency: 'byWeek',
      frequencyRule: {
        type: 'regular',
        regularRule: { times: 2, appointTimesDatas: [1, 5], appointMonthDays: [3, 'last'] },
      },
      overRepeatType: 'times',
      overRepeatTimes: 3,
    });
    expect(toRecurrenceConfig(null)).toEqual({});
    expect(toRecurrenceConfig('DTSTART')).toEqual({});
  });
});
