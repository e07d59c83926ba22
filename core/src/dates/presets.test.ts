import { setLocale } from '../i18n';
import { DATE_PRESET_KEYS, datePresetLabel, getDatePreset, isDatePresetKey } from './presets.logic';

// 2024-05-15 is a Wednesday, in Q2 and the first half
const now = new Date(2024, 4, 15, 10, 30);

describe('getDatePreset (spec 4, week starts Monday)', () => {
  it.each([
    ['today', '2024-05-15', '2024-05-15'],
    ['yesterday', '2024-05-14', '2024-05-14'],
    ['tomorrow', '2024-05-16', '2024-05-16'],
    ['thisWeek', '2024-05-13', '2024-05-19'],
    ['lastWeek', '2024-05-06', '2024-05-12'],
    ['nextWeek', '2024-05-20', '2024-05-26'],
    ['thisMonth', '2024-05-01', '2024-05-31'],
    ['lastMonth', '2024-04-01', '2024-04-30'],
    ['nextMonth', '2024-06-01', '2024-06-30'],
    ['thisSeason', '2024-04-01', '2024-06-30'],
    ['lastSeason', '2024-01-01', '2024-03-31'],
    ['nextSeason', '2024-07-01', '2024-09-30'],
    ['thisYear', '2024-01-01', '2024-12-31'],
    ['firstHalfYear', '2024-01-01', '2024-06-30'],
    ['secondHalfYear', '2024-07-01', '2024-12-31'],
    ['lastYear', '2023-01-01', '2023-12-31'],
    ['nextYear', '2025-01-01', '2025-12-31'],
  ] as const)('%s is %s..%s', (key, start, end) => {
    expect(getDatePreset(key, now)).toEqual([start, end]);
  });

  it('covers every preset key of spec 4', () => {
    expect(DATE_PRESET_KEYS).toHaveLength(17);
  });

  it.each([
    [
      'a Sunday belongs to the week that began on Monday',
      new Date(2024, 4, 19),
      1,
      ['2024-05-13', '2024-05-19'],
    ],
    ['a Monday starts its week', new Date(2024, 4, 13), 1, ['2024-05-13', '2024-05-19']],
    ['weeks starting Sunday', new Date(2024, 4, 15), 0, ['2024-05-12', '2024-05-18']],
    ['a Sunday with weeks starting Sunday', new Date(2024, 4, 19), 0, ['2024-05-19', '2024-05-25']],
    ['a week across the new year', new Date(2025, 0, 1), 1, ['2024-12-30', '2025-01-05']],
  ] as const)('thisWeek: %s', (_, at, weekStart, expected) => {
    expect(getDatePreset('thisWeek', at, { weekStart })).toEqual(expected);
  });

  it.each([
    [
      'lastMonth in January is last December',
      new Date(2024, 0, 20),
      'lastMonth',
      ['2023-12-01', '2023-12-31'],
    ],
    [
      'nextMonth in December is next January',
      new Date(2024, 11, 5),
      'nextMonth',
      ['2025-01-01', '2025-01-31'],
    ],
    ['lastSeason in Q1 is last Q4', new Date(2024, 1, 10), 'lastSeason', ['2023-10-01', '2023-12-31']],
    ['nextSeason in Q4 is next Q1', new Date(2024, 10, 10), 'nextSeason', ['2025-01-01', '2025-03-31']],
    ['lastMonth of a leap March', new Date(2024, 2, 31), 'lastMonth', ['2024-02-01', '2024-02-29']],
    ['yesterday on New Year’s Day', new Date(2024, 0, 1), 'yesterday', ['2023-12-31', '2023-12-31']],
  ] as const)('%s', (_, at, key, expected) => {
    expect(getDatePreset(key, at)).toEqual(expected);
  });

  it('reads now as a date string or a timestamp too', () => {
    expect(getDatePreset('today', '2024-05-15')).toEqual(['2024-05-15', '2024-05-15']);
    expect(getDatePreset('today', now.getTime())).toEqual(['2024-05-15', '2024-05-15']);
  });

  it('refuses an unreadable now or an unknown key', () => {
    expect(() => getDatePreset('today', 'soon')).toThrow(RangeError);
    expect(() => getDatePreset('someday' as never, now)).toThrow(RangeError);
  });
});

describe('preset keys and labels', () => {
  afterEach(() => setLocale('zh_CN'));

  it('recognises keys arriving as data', () => {
    expect(isDatePresetKey('thisSeason')).toBe(true);
    expect(isDatePresetKey('toString')).toBe(false);
    expect(isDatePresetKey(3)).toBe(false);
  });

  it('labels every preset in both locales', () => {
    expect(datePresetLabel('thisSeason')).toBe('本季');
    setLocale('en_US');
    expect(DATE_PRESET_KEYS.map((key) => datePresetLabel(key))).not.toContain(undefined);
    expect(datePresetLabel('firstHalfYear')).toBe('First half year');
  });
});
