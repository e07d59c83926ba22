import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import {
  createWorkDayCalendar,
  expandOccurrences,
  previewOccurrences,
  weekendCalendar,
} from './recurrence.preview';
import type { RecurrenceConfig } from './recurrence.types';
import { appointHours, lastFridayTwelveTimes, regular } from './test/configs';

// 2024-01-06 and 2024-01-07 are a Saturday and a Sunday.
const daily = (extra: RecurrenceConfig = {}) => regular('byDay', { times: 1 }, extra);

describe('rest days (issue 8)', () => {
  it('weekends rest by default; a calendar adds holidays and make-up work days', () => {
    expect(weekendCalendar.isWorkDay('2024-01-05')).toBe(true);
    expect(weekendCalendar.isWorkDay('2024-01-06')).toBe(false);
    const calendar = createWorkDayCalendar({ holidays: ['2024-01-03'], workdays: ['2024-01-06'] });
    expect(calendar.isWorkDay('2024-01-03')).toBe(false);
    expect(calendar.isWorkDay('2024-01-06')).toBe(true);
    expect(calendar.isWorkDay('2024-01-07')).toBe(false);
  });

  it('normal keeps occurrences on rest days', () => {
    expect(
      previewOccurrences(daily({ restDayConfig: 'normal' }), { count: 7, after: '2024-01-04 12:00' }),
    ).toEqual([
      '2024-01-05 09:00:00',
      '2024-01-06 09:00:00',
      '2024-01-07 09:00:00',
      '2024-01-08 09:00:00',
      '2024-01-09 09:00:00',
      '2024-01-10 09:00:00',
      '2024-01-11 09:00:00',
    ]);
  });

  it('never skips them', () => {
    expect(
      previewOccurrences(daily({ restDayConfig: 'never' }), { count: 3, after: '2024-01-04 12:00' }),
    ).toEqual(['2024-01-05 09:00:00', '2024-01-08 09:00:00', '2024-01-09 09:00:00']);
  });

  it('nextWorkDay moves them to the next work day at the same time, once', () => {
    const weekly = regular(
      'byWeek',
      { times: 1, appointTimesDatas: [3, 6] },
      { restDayConfig: 'nextWorkDay' },
    );
    expect(expandOccurrences(weekly, { count: 3 })).toEqual([
      { at: '2024-01-03 09:00:00' },
      { at: '2024-01-08 09:00:00', movedFrom: '2024-01-06 09:00:00' },
      { at: '2024-01-10 09:00:00' },
    ]);
    // Saturday, Sunday and Monday all land on Monday: one occurrence
    expect(
      previewOccurrences(daily({ restDayConfig: 'nextWorkDay' }), { count: 3, after: '2024-01-05 12:00' }),
    ).toEqual(['2024-01-08 09:00:00', '2024-01-09 09:00:00', '2024-01-10 09:00:00']);
  });

  it('uses the injected calendar', () => {
    const workDays = createWorkDayCalendar({ holidays: ['2024-01-26'], workdays: [] });
    expect(
      previewOccurrences({ ...lastFridayTwelveTimes, restDayConfig: 'nextWorkDay' }, { count: 2, workDays }),
    ).toEqual(['2024-01-29 09:00:00', '2024-02-23 09:00:00']);
    expect(
      previewOccurrences({ ...lastFridayTwelveTimes, restDayConfig: 'never' }, { count: 1, workDays }),
    ).toEqual(['2024-02-23 09:00:00']);
  });

  it('counts a skipped rest day as one of the COUNT occurrences', () => {
    const fiveDays = daily({ restDayConfig: 'never', overRepeatType: 'times', overRepeatTimes: 7 });
    expect(previewOccurrences(fiveDays, { count: 10 })).toHaveLength(5);
  });

  it('orders moved occurrences among the others (a minutely rule over a weekend)', () => {
    const minutely = regular('byMinute', { times: 30 }, { restDayConfig: 'nextWorkDay' });
    // Saturday 10:00 moves to Monday 10:00, after Monday's own 00:00 .. 09:30
    expect(previewOccurrences(minutely, { count: 3, after: '2024-01-06 09:45' })).toEqual([
      '2024-01-08 00:00:00',
      '2024-01-08 00:30:00',
      '2024-01-08 01:00:00',
    ]);
  });

  it('gives up on a calendar without work days instead of looping', () => {
    const noWork = { isWorkDay: () => false };
    expect(previewOccurrences(daily({ restDayConfig: 'never' }), { count: 3, workDays: noWork })).toEqual([]);
    expect(
      previewOccurrences(daily({ restDayConfig: 'nextWorkDay' }), { count: 3, workDays: noWork }),
    ).toEqual([]);
  });
});

describe('previewOccurrences', () => {
  it('lists occurrences strictly after `after`, from the start without it', () => {
    expect(previewOccurrences(daily(), { count: 2 })).toEqual(['2024-01-01 09:00:00', '2024-01-02 09:00:00']);
    expect(previewOccurrences(daily(), { count: 1, after: '2024-01-02 09:00:00' })).toEqual([
      '2024-01-03 09:00:00',
    ]);
    expect(previewOccurrences(daily(), { count: 1, after: '2023-06-01' })).toEqual(['2024-01-01 09:00:00']);
  });

  it('reads a Date `after` in local time', () => {
    expect(previewOccurrences(daily(), { count: 1, after: new Date(2024, 0, 2, 9, 0, 0) })).toEqual([
      '2024-01-03 09:00:00',
    ]);
  });

  it('keeps COUNT from the start when previewing later', () => {
    expect(previewOccurrences(lastFridayTwelveTimes, { count: 5, after: '2024-10-01' })).toEqual([
      '2024-10-25 09:00:00',
      '2024-11-29 09:00:00',
      '2024-12-27 09:00:00',
    ]);
  });

  it('is empty for an incomplete config or a count of 0', () => {
    expect(previewOccurrences(regular('byWeek', { times: 1 }), { count: 3 })).toEqual([]);
    expect(previewOccurrences(daily(), { count: 0 })).toEqual([]);
  });

  it.each<[string, RecurrenceConfig, number]>([
    [
      'every 7 minutes',
      regular('byMinute', { times: 7 }, { overRepeatType: 'times', overRepeatTimes: 40_000 }),
      1,
    ],
    [
      'every 5 hours',
      regular('byHour', { times: 5 }, { overRepeatType: 'times', overRepeatTimes: 9_000 }),
      1,
    ],
    ['at 3 set hours', appointHours([2, 9, 23], { overRepeatType: 'times', overRepeatTimes: 8_000 }), 3],
  ])('skips ahead on a long %s series and still ends it at COUNT', (_name, config) => {
    // the series' own last occurrences, found by expanding everything with the rrule library
    const all = previewOccurrences(config, { count: 50_000 });
    expect(all.length).toBe(config.overRepeatTimes);
    const lastFour = all.slice(-4);
    expect(previewOccurrences(config, { count: 10, after: all.at(-5) })).toEqual(lastFour);
  });

  // a walk minute by minute from the start would not end within the test's time limit
  it('finds the next minutes of a rule started years ago', () => {
    const result = previewOccurrences(regular('byMinute', { times: 1 }), {
      count: 2,
      after: '2034-05-06 07:08:30',
    });
    expect(result).toEqual(['2034-05-06 07:09:00', '2034-05-06 07:10:00']);
  });
});

// rrule treats JS Dates as UTC "floating" values; previews must not move with the machine's zone.
// Jest cannot switch the zone of its own process, so the same preview runs in child processes.
describe('time zone independence', () => {
  const zones = ['UTC', 'Asia/Shanghai', 'America/New_York', 'Pacific/Chatham'];
  const script = `
    import { previewOccurrences } from './recurrence.preview';
    import { lastFridayTwelveTimes, regular } from './test/configs';
    // the US switches to summer time on 2024-03-10 at 02:00: a floating 02:30 still exists
    const dst = regular('byDay', { times: 1 }, { startTime: '2024-03-09 02:30:00', restDayConfig: 'nextWorkDay' });
    console.log(JSON.stringify({
      offset: new Date(2024, 0, 1).getTimezoneOffset(),
      dst: previewOccurrences(dst, { count: 3 }),
      monthly: previewOccurrences(lastFridayTwelveTimes, { count: 2, after: '2024-01-26 09:00' }),
      // a Date is read on the local clock, whatever the zone
      localDate: previewOccurrences(regular('byDay', { times: 1 }), { count: 1, after: new Date(2024, 0, 1, 9, 0, 0) }),
    }));
  `;
  let code = '';

  beforeAll(async () => {
    const bundle = await build({
      stdin: { contents: script, resolveDir: __dirname, loader: 'ts' },
      bundle: true,
      platform: 'node',
      format: 'cjs',
      write: false,
      logLevel: 'silent',
    });
    code = bundle.outputFiles[0]!.text;
  });

  const runIn = (zone: string) =>
    JSON.parse(
      execFileSync(process.execPath, ['-'], {
        input: code,
        env: { ...process.env, TZ: zone },
        encoding: 'utf8',
      }),
    );

  it('gives the same local dates in every zone', () => {
    const results = zones.map(runIn);
    // the zones really differ (this check can fail)
    expect(new Set(results.map((r) => r.offset)).size).toBe(zones.length);
    for (const result of results) {
      expect(result.dst).toEqual(['2024-03-11 02:30:00', '2024-03-12 02:30:00', '2024-03-13 02:30:00']);
      expect(result.monthly).toEqual(['2024-02-23 09:00:00', '2024-03-29 09:00:00']);
      expect(result.localDate).toEqual(['2024-01-02 09:00:00']);
    }
  });
});
