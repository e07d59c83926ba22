import { setLocale } from '../../i18n';
import { lunarMonthGrid, shouldShowLunar, weekdayOrder } from './lunar-grid.logic';

const cellOf = (cells: ReturnType<typeof lunarMonthGrid>, date: string) => cells.find((c) => c.date === date);

describe('lunarMonthGrid (spec 9)', () => {
  afterEach(() => setLocale('zh_CN'));

  it('has 42 cells starting on the Sunday on or before the 1st by default', () => {
    const cells = lunarMonthGrid(2024, 2);
    expect(cells).toHaveLength(42);
    expect(cells[0]).toMatchObject({ date: '2024-01-28', weekday: 0, weekdayLabel: '日', inMonth: false });
    expect(cells[4]).toMatchObject({ date: '2024-02-01', inMonth: true });
    expect(cells[41]).toMatchObject({ date: '2024-03-09', inMonth: false });
    expect(cells.filter((c) => c.inMonth)).toHaveLength(29);
  });

  it.each([
    [1, '2024-01-29'],
    [4, '2024-02-01'],
    [6, '2024-01-27'],
  ])('starts the week on weekday %i', (weekStart, first) => {
    expect(lunarMonthGrid(2024, 2, { weekStart })[0]?.date).toBe(first);
  });

  it('a month starting on the week start has no leading days', () => {
    // 2024-09-01 is a Sunday
    expect(lunarMonthGrid(2024, 9)[0]).toMatchObject({ date: '2024-09-01', inMonth: true });
  });

  it('shows festival, else solar term, else lunar day, and the month name on its first day', () => {
    const cells = lunarMonthGrid(2024, 2);
    expect(cellOf(cells, '2024-02-10')).toMatchObject({ display: '春节', displayKind: 'festival' });
    expect(cellOf(cells, '2024-02-09')).toMatchObject({ display: '除夕', displayKind: 'festival' });
    expect(cellOf(cells, '2024-02-14')).toMatchObject({ display: '情人节', displayKind: 'festival' });
    expect(cellOf(cells, '2024-02-04')).toMatchObject({ display: '立春', displayKind: 'solarTerm' });
    expect(cellOf(cells, '2024-02-19')).toMatchObject({ display: '雨水', displayKind: 'solarTerm' });
    expect(cellOf(cells, '2024-02-11')).toMatchObject({ display: '初二', displayKind: 'lunarDay' });
    expect(cellOf(lunarMonthGrid(2024, 3), '2024-03-10')).toMatchObject({
      display: '二月',
      displayKind: 'lunarMonth',
    });
  });

  it('prefers the lunar festival when a solar festival falls on the same day', () => {
    // 2001-10-01: National Day and Mid-Autumn
    const cell = cellOf(lunarMonthGrid(2001, 10), '2001-10-01');
    expect(cell?.lunar).toMatchObject({ solarFestival: '国庆节', lunarFestival: '中秋节' });
    expect(cell?.display).toBe('中秋节');
  });

  it('can hide solar terms', () => {
    const cell = cellOf(lunarMonthGrid(2024, 2, { showSolarTerm: false }), '2024-02-04');
    expect(cell).toMatchObject({ display: '廿五', displayKind: 'lunarDay' });
    expect(cell?.lunar?.solarTerm).toBe('立春');
  });

  it('flags today from the injected now (host local date)', () => {
    const cells = lunarMonthGrid(2024, 2, { now: new Date(2024, 1, 10, 23, 30) });
    expect(cells.filter((c) => c.isToday).map((c) => c.date)).toEqual(['2024-02-10']);
    expect(lunarMonthGrid(2024, 2, { now: new Date(2024, 4, 1) }).some((c) => c.isToday)).toBe(false);
  });

  it('flags weekends', () => {
    const cells = lunarMonthGrid(2024, 2);
    expect(cells.filter((c) => c.isWeekend)).toHaveLength(12);
    expect(cellOf(cells, '2024-02-03')?.isWeekend).toBe(true);
  });

  it('leaves days outside the lunar range blank', () => {
    const cells = lunarMonthGrid(1900, 1);
    expect(cellOf(cells, '1900-01-30')).toMatchObject({ lunar: null, display: '', displayKind: 'none' });
    expect(cellOf(cells, '1900-01-31')).toMatchObject({ display: '春节' });
    const last = lunarMonthGrid(2049, 12);
    expect(cellOf(last, '2050-01-01')).toMatchObject({ lunar: null, display: '' });
  });

  it('refuses a month that does not exist', () => {
    expect(() => lunarMonthGrid(2024, 13)).toThrow(RangeError);
    expect(() => lunarMonthGrid(2024.5, 1)).toThrow(RangeError);
  });

  it('follows the locale for labels and display', () => {
    setLocale('en_US');
    const cells = lunarMonthGrid(2024, 2);
    expect(cells[0]?.weekdayLabel).toBe('Sun');
    expect(cellOf(cells, '2024-02-10')?.display).toBe('Spring Festival');
    expect(cellOf(cells, '2024-02-04')?.display).toBe('Start of Spring');
  });

  it('orders weekday headers from the week start', () => {
    expect(weekdayOrder()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(weekdayOrder(1)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(weekdayOrder(-1)).toEqual([6, 0, 1, 2, 3, 4, 5]);
  });
});

describe('shouldShowLunar (spec 9)', () => {
  it.each([
    ['zh_CN', 480, true],
    ['zh_TW', 480, true],
    ['zh-CN', 480, true],
    ['zh_tw', 480, true],
    ['zh_CN', 540, false],
    ['zh_CN', 0, false],
    ['zh_CN', -480, false],
    ['en_US', 480, false],
    ['zh_HK', 480, false],
    ['ja_JP', 480, false],
    ['', 480, false],
    [null, 480, false],
  ])('%p at %i minutes east of UTC: %p', (locale, offset, expected) => {
    expect(shouldShowLunar(locale, offset)).toBe(expected);
  });
});
