import { setLocale } from '../i18n';
import {
  checkSelectable,
  formatDateValue,
  isDateDisabled,
  isValidDateValue,
  limitsError,
  parseDateSpan,
  dateValueToDate,
  validateDateRange,
} from './date-value.logic';

describe('isValidDateValue (spec 5)', () => {
  it.each([
    ['undefined', undefined],
    ['null', null],
    ['empty string', ''],
    ['a date', '2024-05-06'],
    ['a date with slashes and short parts', '2024/5/6'],
    ['a date-time', '2024-05-06 08:30:00'],
    ['a date-time without seconds', '2024-05-06 08:30'],
    ['an ISO date-time with zone', '2024-05-06T08:30:00Z'],
    ['a month', '2024-05'],
    ['a year', '2024'],
    ['quarter 1', '2024-Q1'],
    ['quarter 4', '2024-Q4'],
    ['half-year 1', '2024-H1'],
    ['half-year 2', '2024-H2'],
    ['a Date', new Date(2024, 4, 6)],
    ['a timestamp', 1_714_953_600_000],
    ['a dayjs-like object', { toDate: () => new Date(2024, 4, 6) }],
    ['a range of valid values', ['2024-05-06', '']],
  ])('accepts %s', (_, value) => {
    expect(isValidDateValue(value)).toBe(true);
  });

  it.each([
    ['quarter 0', '2024-Q0'],
    ['quarter 5', '2024-Q5'],
    ['half-year 0', '2024-H0'],
    ['half-year 3', '2024-H3'],
    ['lower-case quarter', '2024-q1'],
    ['text', 'hello'],
    ['text the JS Date parser would accept', 'hello 1'],
    ['a day that does not exist', '2023-02-29'],
    ['month 13', '2024-13'],
    ['hour 24', '2024-05-06 24:00:00'],
    ['an invalid Date', new Date(Number.NaN)],
    ['NaN', Number.NaN],
    ['an object', { year: 2024 }],
    ['a boolean', true],
    ['a range with an invalid end', ['2024-05-06', 'soon']],
  ])('refuses %s', (_, value) => {
    expect(isValidDateValue(value)).toBe(false);
  });
});

describe('parseDateSpan', () => {
  const day = (y: number, m: number, d: number) => Math.round(Date.UTC(y, m - 1, d) / 1000);

  it.each([
    ['2024-Q2', day(2024, 4, 1), day(2024, 7, 1) - 1, 'quarter'],
    ['2024-H2', day(2024, 7, 1), day(2025, 1, 1) - 1, 'halfYear'],
    ['2024-02', day(2024, 2, 1), day(2024, 3, 1) - 1, 'month'],
    ['2024', day(2024, 1, 1), day(2025, 1, 1) - 1, 'year'],
    ['2024-02-29', day(2024, 2, 29), day(2024, 3, 1) - 1, 'day'],
    ['2024-02-29 10:20:30', day(2024, 2, 29) + 37230, day(2024, 2, 29) + 37230, 'second'],
  ])('%s covers its whole unit', (value, first, last, unit) => {
    expect(parseDateSpan(value)).toEqual({ first, last, unit });
  });

  it('reads Dates in host local time', () => {
    expect(parseDateSpan(new Date(2024, 0, 2, 3, 4, 5))?.first).toBe(day(2024, 1, 2) + 3 * 3600 + 4 * 60 + 5);
  });
});

describe('dateValueToDate / formatDateValue', () => {
  it.each([
    ['2024-05-06', 'date', '2024-05-06'],
    ['2024-05-06 07:08:09', 'datetime', '2024-05-06 07:08:09'],
    ['2024-05-06', 'month', '2024-05'],
    ['2024-05-06', 'quarter', '2024-Q2'],
    ['2024-05-06', 'halfYear', '2024-H1'],
    ['2024-07-01', 'halfYear', '2024-H2'],
    ['2024-12-31', 'quarter', '2024-Q4'],
    ['2024-05-06', 'year', '2024'],
    ['2024-Q3', 'date', '2024-07-01'],
  ] as const)('%s as %s is %s', (value, type, expected) => {
    const date = dateValueToDate(value);
    expect(date).not.toBeNull();
    expect(formatDateValue(date as Date, type)).toBe(expected);
  });

  it('gives null for empty or unreadable values', () => {
    expect(dateValueToDate('')).toBeNull();
    expect(dateValueToDate('2024-Q9')).toBeNull();
  });
});

describe('validateDateRange (spec 5)', () => {
  it.each([
    [['2024-05-01', '2024-05-06'], 'date', null],
    [['2024-05-06', '2024-05-06'], 'date', null],
    [['2024-05-06 18:00:00', '2024-05-06 08:00:00'], 'date', null],
    [['2024-05-06 18:00:00', '2024-05-06 08:00:00'], 'datetime', 'dates.rangeOrder'],
    [['2024-05-06 08:00:00', '2024-05-06 08:00:00'], 'datetime', null],
    [['2024-05-07', '2024-05-06'], 'date', 'dates.rangeOrder'],
    [['', '2024-05-06'], 'date', null],
    [['2024-05-06', null], 'date', null],
    [[null, undefined], 'datetime', null],
    [['2024-Q2', '2024-Q1'], 'date', 'dates.rangeOrder'],
    [['2024-H1', '2024-Q3'], 'date', null],
    [['2024-05-06'], 'date', 'dates.rangeShape'],
    [['2024-05-06', '2024-05-07', '2024-05-08'], 'date', 'dates.rangeShape'],
    [[], 'date', 'dates.rangeShape'],
    ['2024-05-06', 'date', 'dates.rangeShape'],
    [null, 'date', 'dates.rangeShape'],
    [['2024-05-06', 'tomorrow'], 'date', 'dates.invalidValue'],
  ] as const)('%p as %s gives %p', (range, type, expected) => {
    expect(validateDateRange(range, { type })).toBe(expected);
  });
});

describe('checkSelectable (spec 5)', () => {
  afterEach(() => setLocale('zh_CN'));

  it('passes values inside the limits and empty values', () => {
    const limits = { minDate: '2024-01-01', maxDate: '2024-12-31' };
    expect(checkSelectable('2024-06-01', limits)).toBeNull();
    expect(checkSelectable('2024-01-01', limits)).toBeNull();
    expect(checkSelectable('2024-12-31 23:59:59', limits)).toBeNull();
    expect(checkSelectable('', limits)).toBeNull();
    expect(checkSelectable(['2024-01-01', '2024-12-31'], limits)).toBeNull();
    expect(checkSelectable('2030-01-01', {})).toBeNull();
  });

  it('names the selectable range when out of it', () => {
    setLocale('en_US');
    expect(checkSelectable('2025-01-01', { minDate: '2024-01-01', maxDate: '2024-12-31' })).toBe(
      'Out of selectable range, please re-select! Selectable range: 2024-01-01~2024-12-31',
    );
    expect(checkSelectable(['2024-06-01', '2025-01-01'], { maxDate: '2024-12-31' })).toBe(
      'Out of selectable range, please re-select! Selectable range: unlimited~2024-12-31',
    );
    expect(checkSelectable('2023-12-31', { minDate: new Date(2024, 0, 1) })).toBe(
      'Out of selectable range, please re-select! Selectable range: 2024-01-01~unlimited',
    );
    setLocale('zh_CN');
    expect(checkSelectable('2023-12-31', { minDate: '2024-01-01' })).toBe(
      '超出可选范围，请重新选择！可选范围：2024-01-01~不限',
    );
  });

  it('says the limits are wrong when min is after max', () => {
    setLocale('en_US');
    const wrong = { minDate: '2024-02-01', maxDate: '2024-01-31' };
    expect(checkSelectable('2024-01-15', wrong)).toBe('max date and min date data are wrong');
    expect(limitsError(wrong)).toBe('max date and min date data are wrong');
    expect(limitsError({ minDate: '2024-01-31', maxDate: '2024-01-31' })).toBeNull();
  });

  it('compares date-time bounds to the second', () => {
    const limits = { minDate: '2024-01-01 08:00:00', maxDate: '2024-01-01 18:00:00' };
    expect(checkSelectable('2024-01-01 07:59:59', limits)).not.toBeNull();
    expect(checkSelectable('2024-01-01 12:00:00', limits)).toBeNull();
  });

  it('accepts a quarter or half-year that overlaps the limits', () => {
    const limits = { minDate: '2024-05-15', maxDate: '2024-08-15' };
    expect(checkSelectable('2024-Q2', limits)).toBeNull();
    expect(checkSelectable('2024-H2', limits)).toBeNull();
    expect(checkSelectable('2024-Q4', limits)).not.toBeNull();
  });

  it('ignores an unreadable bound (limits may come from server data)', () => {
    expect(checkSelectable('2030-01-01', { minDate: 'never', maxDate: '' })).toBeNull();
  });
});

describe('isDateDisabled', () => {
  const limits = { minDate: '2024-05-15', maxDate: '2024-08-15' };

  it.each([
    [new Date(2024, 4, 14), 'day', true],
    [new Date(2024, 4, 15, 23), 'day', false],
    [new Date(2024, 7, 16), 'day', true],
    [new Date(2024, 4, 1), 'month', false],
    [new Date(2024, 3, 1), 'quarter', false],
    [new Date(2024, 9, 1), 'quarter', true],
    [new Date(2023, 0, 1), 'year', true],
  ] as const)('%s by %s: %p', (date, unit, expected) => {
    expect(isDateDisabled(date, limits, unit)).toBe(expected);
  });

  it('disables nothing when the limits are wrong', () => {
    expect(isDateDisabled(new Date(2000, 0, 1), { minDate: '2024-02-01', maxDate: '2024-01-01' })).toBe(
      false,
    );
  });
});
