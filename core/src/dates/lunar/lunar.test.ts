import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { isMessageKey, setLocale } from '../../i18n';
import { civilFromDays, daysFromCivil } from '../calendar-days';
import { SOLAR_TERM_IDS, solarToLunar, yearGanZhiName } from './lunar.logic';
import { LUNAR_FIRST_DAY, LUNAR_LAST_DAY, leapMonthOf, lunarMonthDays } from './lunar-tables';

type ReferenceRow = [number, number, number, number, number, number, string, string[]];

const everyDay = () =>
  Array.from({ length: LUNAR_LAST_DAY - LUNAR_FIRST_DAY + 1 }, (_, i) => civilFromDays(LUNAR_FIRST_DAY + i));

describe('solarToLunar against lunar-javascript (the astronomical reference)', () => {
  let reference: ReferenceRow[] = [];

  beforeAll(() => {
    const script = path.join(__dirname, 'lunar.reference.cjs');
    reference = JSON.parse(execFileSync(process.execPath, [script], { maxBuffer: 64 << 20 }).toString());
  });

  it('agrees on lunar date, leap flag and solar term for every day of 1900-01-31..2049-12-31', () => {
    const mismatches: string[] = [];
    for (const [year, month, day, lunarYear, lunarMonth, lunarDay, term] of reference) {
      const ours = solarToLunar(year, month, day);
      const expected = [lunarYear, Math.abs(lunarMonth), lunarDay, lunarMonth < 0, term || null];
      const actual = ours && [ours.lunarYear, ours.lunarMonth, ours.lunarDay, ours.isLeap, ours.solarTerm];
      if (JSON.stringify(actual) !== JSON.stringify(expected)) {
        mismatches.push(`${year}-${month}-${day}: ${JSON.stringify(actual)} != ${JSON.stringify(expected)}`);
      }
    }
    // 1900-01-31 .. 2049-12-31 inclusive, with no day skipped
    expect(reference.length).toBe(LUNAR_LAST_DAY - LUNAR_FIRST_DAY + 1);
    expect(reference.length).toBe(54_757);
    expect(reference[0]?.slice(0, 3)).toEqual([1900, 1, 31]);
    expect(reference.at(-1)?.slice(0, 3)).toEqual([2049, 12, 31]);
    expect(mismatches.slice(0, 20)).toEqual([]);
  });

  it('agrees on New Year’s Eve and the weekday-rule festivals', () => {
    const watched = ['除夕', '母亲节', '父亲节', '感恩节'];
    const mismatches: string[] = [];
    for (const [year, month, day, , , , , festivals] of reference) {
      const expected = festivals.filter((f) => watched.includes(f)).sort();
      const ours = solarToLunar(year, month, day);
      const actual = [ours?.solarFestival, ours?.lunarFestival].filter((f): f is string =>
        watched.includes(f ?? ''),
      );
      if (actual.sort().join() !== expected.join())
        mismatches.push(`${year}-${month}-${day}: ${actual} != ${expected}`);
    }
    expect(mismatches).toEqual([]);
  });
});

describe('solarToLunar', () => {
  afterEach(() => setLocale('zh_CN'));

  it('describes Spring Festival 2024 in full', () => {
    expect(solarToLunar(2024, 2, 10)).toEqual({
      lunarYear: 2024,
      lunarMonth: 1,
      lunarDay: 1,
      isLeap: false,
      monthName: '正月',
      dayName: '初一',
      solarTerm: null,
      lunarFestival: '春节',
      solarFestival: null,
      animal: '龙',
      yearGanZhi: '甲辰',
    });
  });

  it.each([
    [
      'first day of the range',
      1900,
      1,
      31,
      { lunarYear: 1900, lunarMonth: 1, lunarDay: 1, yearGanZhi: '庚子', animal: '鼠' },
    ],
    ['last day of the range', 2049, 12, 31, { lunarYear: 2049, lunarMonth: 12, lunarDay: 7, isLeap: false }],
    [
      'a leap month (闰二月 2023)',
      2023,
      3,
      22,
      { lunarMonth: 2, lunarDay: 1, isLeap: true, monthName: '闰二月' },
    ],
    ['the day before a lunar new year', 2024, 2, 9, { lunarYear: 2023, lunarMonth: 12, lunarDay: 30 }],
  ])('%s', (_, year, month, day, expected) => {
    expect(solarToLunar(year, month, day)).toMatchObject(expected);
  });

  it.each([
    [1900, 1, 30],
    [2050, 1, 1],
    [2023, 2, 29],
    [2024, 13, 1],
    [2024, 1, 1.5],
  ])('gives null outside the range or for an impossible date: %i-%i-%p', (year, month, day) => {
    expect(solarToLunar(year, month, day)).toBeNull();
  });

  it('reports solar terms by their Chinese name on China Standard Time days', () => {
    // 2023 霜降 is 10-24 00:20 at UTC+8, still 10-23 in UTC; 2024 立春 is 02-04 16:27 at UTC+8
    expect(solarToLunar(2023, 10, 24)?.solarTerm).toBe('霜降');
    expect(solarToLunar(2023, 10, 23)?.solarTerm).toBeNull();
    expect(solarToLunar(2024, 2, 4)?.solarTerm).toBe('立春');
    setLocale('en_US');
    expect(solarToLunar(2024, 2, 4)?.solarTerm).toBe('立春');
  });

  it.each([
    [2024, 1, 1, 'solarFestival', '元旦'],
    [2024, 2, 14, 'solarFestival', '情人节'],
    [2024, 3, 8, 'solarFestival', '妇女节'],
    [2024, 4, 1, 'solarFestival', '愚人节'],
    [2024, 5, 1, 'solarFestival', '劳动节'],
    [2024, 5, 4, 'solarFestival', '青年节'],
    [2024, 6, 1, 'solarFestival', '儿童节'],
    [2024, 7, 1, 'solarFestival', '建党节'],
    [2024, 8, 1, 'solarFestival', '建军节'],
    [2024, 9, 10, 'solarFestival', '教师节'],
    [2024, 10, 1, 'solarFestival', '国庆节'],
    [2024, 12, 24, 'solarFestival', '平安夜'],
    [2024, 12, 25, 'solarFestival', '圣诞节'],
    [2024, 5, 12, 'solarFestival', '母亲节'],
    [2024, 6, 16, 'solarFestival', '父亲节'],
    [2024, 11, 28, 'solarFestival', '感恩节'],
    [2024, 2, 24, 'lunarFestival', '元宵节'],
    [2024, 6, 10, 'lunarFestival', '端午节'],
    [2024, 8, 10, 'lunarFestival', '七夕节'],
    [2024, 8, 18, 'lunarFestival', '中元节'],
    [2024, 9, 17, 'lunarFestival', '中秋节'],
    [2024, 10, 11, 'lunarFestival', '重阳节'],
    [2025, 1, 7, 'lunarFestival', '腊八节'],
    [2025, 1, 22, 'lunarFestival', '北小年'],
    [2025, 1, 23, 'lunarFestival', '南小年'],
    [2025, 1, 28, 'lunarFestival', '除夕'],
  ])('%i-%i-%i has %s %s (spec 9)', (year, month, day, field, name) => {
    expect(solarToLunar(year, month, day)).toMatchObject({ [field]: name });
  });

  it.each([
    // 2nd Sunday of May is day 8..14, 3rd Sunday of June 15..21, 4th Thursday of November 22..28
    [2023, 5, 7, null],
    [2023, 5, 14, '母亲节'],
    [2023, 5, 21, null],
    [2021, 6, 20, '父亲节'],
    [2021, 6, 13, null],
    [2018, 11, 22, '感恩节'],
    [2018, 11, 29, null],
    [2018, 11, 15, null],
  ])('applies the weekday rules: %i-%i-%i is %p', (year, month, day, name) => {
    expect(solarToLunar(year, month, day)?.solarFestival ?? null).toBe(name);
  });

  it('puts New Year’s Eve on the 29th when the 12th month is short', () => {
    // lunar 2024's 12th month has 29 days: Eve is 2025-01-28 (腊月廿九), Spring Festival the day after
    expect(lunarMonthDays(2024, 12, false)).toBe(29);
    expect(solarToLunar(2025, 1, 28)).toMatchObject({ lunarMonth: 12, lunarDay: 29, lunarFestival: '除夕' });
    expect(lunarMonthDays(2023, 12, false)).toBe(30);
    expect(solarToLunar(2024, 2, 9)).toMatchObject({ lunarDay: 30, lunarFestival: '除夕' });
    expect(solarToLunar(2024, 2, 8)?.lunarFestival).toBeNull();
  });

  it('keeps New Year’s Eve on the day before every Spring Festival of the range', () => {
    for (let day = LUNAR_FIRST_DAY + 1; day <= LUNAR_LAST_DAY; day++) {
      const today = civilFromDays(day);
      const yesterday = civilFromDays(day - 1);
      if (solarToLunar(today.year, today.month, today.day)?.lunarFestival !== '春节') continue;
      expect(solarToLunar(yesterday.year, yesterday.month, yesterday.day)?.lunarFestival).toBe('除夕');
    }
  });

  it('never puts a lunar festival on a leap month', () => {
    // 2020 has a leap 4th month, 2009 a leap 5th, 2006 a leap 7th, 2014 a leap 9th
    expect([leapMonthOf(2020), leapMonthOf(2009), leapMonthOf(2006), leapMonthOf(2014)]).toEqual([
      4, 5, 7, 9,
    ]);
    const leapFestivals: string[] = [];
    for (const { year, month, day } of everyDay()) {
      const lunar = solarToLunar(year, month, day);
      if (lunar?.isLeap && lunar.lunarFestival)
        leapFestivals.push(`${year}-${month}-${day} ${lunar.lunarFestival}`);
    }
    expect(leapFestivals).toEqual([]);
    // 2009-06-28 is 闰五月初六; 端午 of 2009 is 05-28 (五月初五) only
    expect(solarToLunar(2009, 6, 27)).toMatchObject({ isLeap: true, lunarDay: 5, lunarFestival: null });
    expect(solarToLunar(2009, 5, 28)).toMatchObject({ isLeap: false, lunarFestival: '端午节' });
  });

  it('names months, days and festivals in the current locale', () => {
    setLocale('en_US');
    expect(solarToLunar(2024, 2, 10)).toMatchObject({
      monthName: 'First Month',
      dayName: 'Day 1',
      lunarFestival: 'Spring Festival',
      animal: 'Dragon',
      yearGanZhi: '甲辰',
    });
    expect(solarToLunar(2023, 3, 22)?.monthName).toBe('Leap Second Month');
    expect(yearGanZhiName(2024, 'en_US')).toBe('Jia-Chen');
  });

  it('has a catalogue entry for every numbered name and term', () => {
    const keys = [
      ...Array.from({ length: 12 }, (_, i) => `dates.lunarMonth.${i + 1}`),
      ...Array.from({ length: 30 }, (_, i) => `dates.lunarDay.${i + 1}`),
      ...Array.from({ length: 10 }, (_, i) => `dates.stem.${i}`),
      ...Array.from({ length: 12 }, (_, i) => `dates.branch.${i}`),
      ...Array.from({ length: 12 }, (_, i) => `dates.animal.${i}`),
      ...SOLAR_TERM_IDS.map((id) => `dates.term.${id}`),
    ];
    expect(keys.filter((key) => !isMessageKey(key))).toEqual([]);
    expect(solarToLunar(2024, 3, 9)?.dayName).toBe('廿九');
    expect(solarToLunar(2024, 2, 9)?.dayName).toBe('三十');
    expect(solarToLunar(2024, 3, 1)?.dayName).toBe('廿一');
    expect(daysFromCivil(1970, 1, 1)).toBe(0);
  });
});
