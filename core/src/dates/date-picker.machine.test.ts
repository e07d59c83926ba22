import { createActor } from 'xstate';
import { getLocale, setLocale } from '../i18n';
import { connectEnv } from '../shared/connect';
import type { Platform } from '../shared/platform';
import { datesTexts } from './messages';
import { connectDatePicker, connectDateRangePicker } from './date-picker.connect';
import { datePickerMachine, type DatePickerEmitted, type DatePickerInput } from './date-picker.machine';
import {
  dateRangePickerMachine,
  type DateRangePickerEmitted,
  type DateRangePickerInput,
} from './date-range-picker.machine';

const env = (platform: Platform) => connectEnv(datesTexts, getLocale(), platform);

function startSingle(input: DatePickerInput) {
  const actor = createActor(datePickerMachine, {
    input: { now: () => new Date(2024, 4, 15, 10, 0), ...input },
  });
  const emitted: DatePickerEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const view = () => connectDatePicker(actor.getSnapshot(), actor.send, env('desktop'));
  return { actor, emitted, view };
}

// 2024-05-15 is a Wednesday
const now = () => new Date(2024, 4, 15, 10, 0);

function startRange(input: DateRangePickerInput) {
  const actor = createActor(dateRangePickerMachine, { input: { now, ...input } });
  const emitted: DateRangePickerEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const view = (platform: 'desktop' | 'mobile' = 'desktop') =>
    connectDateRangePicker(actor.getSnapshot(), actor.send, env(platform));
  return { actor, emitted, view };
}

describe('datePickerMachine', () => {
  afterEach(() => setLocale('zh_CN'));

  it('normalizes a picked value to the picker type and reports the change', () => {
    const { view, emitted } = startSingle({ type: 'quarter' });
    view().pick(new Date(2024, 4, 6));
    expect(view().value).toBe('2024-Q2');
    expect(view().date).toEqual(new Date(2024, 3, 1));
    expect(emitted).toEqual([{ type: 'change', value: '2024-Q2' }]);
  });

  it('picks half-years', () => {
    const { view } = startSingle({ type: 'halfYear' });
    view().pickHalfYear(2024, 2);
    expect(view()).toMatchObject({ value: '2024-H2', half: 2 });
  });

  it('gives a date-time picked without a time the default start time (spec 9)', () => {
    const { view } = startSingle({ type: 'datetime' });
    view().pick('2024-05-06');
    expect(view().value).toBe('2024-05-06 08:00:00');
    view().pick(new Date(2024, 4, 6, 9, 30));
    expect(view().value).toBe('2024-05-06 09:30:00');
  });

  it('refuses a value out of the limits with the info message of spec 5', () => {
    setLocale('en_US');
    const { view, emitted } = startSingle({ value: '2024-05-06', limits: { minDate: '2024-05-01' } });
    view().pick('2024-04-30');
    expect(view().value).toBe('2024-05-06');
    expect(emitted).toEqual([
      {
        type: 'notice',
        notice: {
          type: 'info',
          content: 'Out of selectable range, please re-select! Selectable range: 2024-05-01~unlimited',
        },
      },
    ]);
  });

  it('reports unusable limits as an error and on the view', () => {
    setLocale('en_US');
    const limits = { minDate: '2024-06-01', maxDate: '2024-05-01' };
    const { view, emitted } = startSingle({ limits });
    expect(view().limitsError).toBe('max date and min date data are wrong');
    view().pick('2024-05-15');
    expect(emitted).toEqual([
      { type: 'notice', notice: { type: 'error', content: 'max date and min date data are wrong' } },
    ]);
  });

  it('reads an untrusted initial value, syncs controlled values and clears', () => {
    const { view, actor, emitted } = startSingle({ value: { evil: true } });
    expect(view().value).toBeNull();
    actor.send({ type: 'VALUE.SYNC', value: '2024-05-06' });
    expect(view().value).toBe('2024-05-06');
    expect(emitted).toEqual([]);
    view().clear();
    expect(view().value).toBeNull();
    expect(emitted).toEqual([{ type: 'change', value: null }]);
  });

  it('disables days out of the limits and bounds wheels by them', () => {
    const { view, actor } = startSingle({ limits: { minDate: '2024-05-10', maxDate: '2024-05-20' } });
    expect(view().isDisabled(new Date(2024, 4, 9))).toBe(true);
    expect(view().isDisabled(new Date(2024, 4, 10))).toBe(false);
    expect(view().bounds).toEqual({ min: new Date(2024, 4, 10), max: new Date(2024, 4, 20) });
    actor.send({ type: 'LIMITS.SET', limits: {} });
    expect(view().isDisabled(new Date(2024, 4, 9))).toBe(false);
    expect(view().bounds.min.getFullYear()).toBe(1900);
  });

  it('offers quarter and half-year wheels within the bounds', () => {
    const { view } = startSingle({
      type: 'quarter',
      limits: { minDate: '2023-02-01', maxDate: '2024-12-31' },
    });
    expect(view().periodColumns).toEqual({
      years: [
        { value: 2023, label: '2023' },
        { value: 2024, label: '2024' },
      ],
      periods: [1, 2, 3, 4].map((q) => ({ value: q, label: `第${q}季度` })),
    });
    expect(view().openPeriod).toEqual({ year: 2024, index: 1 });
    view().pickPeriod(2024, 3);
    expect(view()).toMatchObject({
      value: '2024-Q3',
      period: { year: 2024, index: 3 },
      openPeriod: { year: 2024, index: 3 },
    });
    expect(
      startSingle({ type: 'halfYear' })
        .view()
        .periodColumns?.periods.map((p) => p.label),
    ).toEqual(['上半年', '下半年']);
    expect(startSingle({ type: 'date' }).view().periodColumns).toBeNull();
  });

  it('opens an empty wheel on today, at the default time for date-times, within bounds', () => {
    expect(startSingle({ type: 'datetime' }).view().openDate).toEqual(new Date(2024, 4, 15, 8, 0, 0));
    expect(startSingle({ type: 'date', limits: { minDate: '2030-01-01' } }).view().openDate).toEqual(
      new Date(2030, 0, 1),
    );
    expect(startSingle({ value: '2020-02-02' }).view().openDate).toEqual(new Date(2020, 1, 2));
  });

  it('gives the wheel sizes and week start of spec 9', () => {
    const { actor } = startSingle({});
    expect(connectDatePicker(actor.getSnapshot(), actor.send, env('mobile'))).toMatchObject({
      metrics: { columnHeight: 252, itemHeight: 36 },
      weekStart: 1,
    });
    expect(connectDatePicker(actor.getSnapshot(), actor.send, env('desktop')).metrics).toEqual({
      columnHeight: 210,
      itemHeight: 30,
    });
  });

  it('shows the formats of spec 9', () => {
    expect(startSingle({ type: 'datetime' }).view().formats).toEqual({
      display: 'YYYY-MM-DD HH:mm',
      value: 'YYYY-MM-DD HH:mm:ss',
      time: 'HH:mm',
    });
    expect(startSingle({ type: 'date' }).view()).toMatchObject({
      placeholder: '请选择日期',
      defaultTime: '08:00:00',
      defaultTimeOfDay: { hour: 8, minute: 0, second: 0 },
    });
  });

  it.each([
    ['date', 'date'],
    ['datetime', 'date'],
    ['month', 'month'],
    ['quarter', 'quarter'],
    ['halfYear', 'month'],
    ['year', 'year'],
  ] as const)('picks a %s on the %s panel', (type, panel) => {
    expect(startSingle({ type }).view().panel).toBe(panel);
    expect(startRange({ type }).view().panel).toBe(panel);
  });
});

describe('dateRangePickerMachine', () => {
  afterEach(() => setLocale('zh_CN'));

  it('selects a preset, remembering its key and name (spec 3 and 4)', () => {
    const { view, emitted } = startRange({});
    view().selectPreset('thisWeek');
    expect(view()).toMatchObject({
      value: ['2024-05-13', '2024-05-19'],
      selectedKey: 'thisWeek',
      selectedName: '本周',
    });
    expect(view().presets.find((p) => p.selected)?.key).toBe('thisWeek');
    expect(emitted).toEqual([
      { type: 'change', value: ['2024-05-13', '2024-05-19'], selectedKey: 'thisWeek', selectedName: '本周' },
    ]);
  });

  it('shows the range as one text, an open side left empty', () => {
    const { view, actor } = startRange({});
    expect(view()).toMatchObject({ text: null, placeholderText: '开始日期 ~ 结束日期' });
    actor.send({ type: 'RANGE.SYNC', value: ['2024-05-01', null] });
    expect(view().text).toBe('2024-05-01 ~ ');
    view().pick(['2024-05-01', '2024-05-07']);
    expect(view().text).toBe('2024-05-01 ~ 2024-05-07');
  });

  it('uses the week start for week presets', () => {
    const { view } = startRange({ weekStart: 0 });
    view().selectPreset('thisWeek');
    expect(view().value).toEqual(['2024-05-12', '2024-05-18']);
  });

  it('gives date-time presets the default times 08:00:00 and 18:00:00', () => {
    const { view } = startRange({ type: 'datetime' });
    view().selectPreset('today');
    expect(view().value).toEqual(['2024-05-15 08:00:00', '2024-05-15 18:00:00']);
    expect(view().defaultTimes).toEqual(['08:00:00', '18:00:00']);
    expect(view().defaultTimesOfDay).toEqual([
      { hour: 8, minute: 0, second: 0 },
      { hour: 18, minute: 0, second: 0 },
    ]);
  });

  it('shapes presets as quarters for a quarter range', () => {
    const { view } = startRange({ type: 'quarter' });
    view().selectPreset('firstHalfYear');
    expect(view().value).toEqual(['2024-Q1', '2024-Q2']);
  });

  it('clears the preset key when the user picks a range', () => {
    const { view } = startRange({ selectedKey: 'today', value: ['2024-05-15', '2024-05-15'] });
    expect(view().selectedKey).toBe('today');
    view().pick(['2024-05-01', '2024-05-03']);
    expect(view()).toMatchObject({
      value: ['2024-05-01', '2024-05-03'],
      selectedKey: null,
      selectedName: '',
    });
  });

  it('refuses a range whose start is after its end', () => {
    setLocale('en_US');
    const { view, emitted } = startRange({});
    view().pick(['2024-05-03', '2024-05-01']);
    expect(view().value).toEqual([null, null]);
    expect(emitted).toEqual([
      { type: 'notice', notice: { type: 'error', content: 'The start cannot be after the end' } },
    ]);
  });

  it('accepts a half-open range', () => {
    const { view } = startRange({});
    view().pick(['2024-05-03', null]);
    expect(view().value).toEqual(['2024-05-03', null]);
  });

  it('refuses a preset that leaves the limits', () => {
    setLocale('en_US');
    const { view, emitted } = startRange({ limits: { minDate: '2024-05-10', maxDate: '2024-05-31' } });
    view().selectPreset('thisMonth');
    expect(view().selectedKey).toBeNull();
    expect(emitted[0]).toEqual({
      type: 'notice',
      notice: {
        type: 'info',
        content: 'Out of selectable range, please re-select! Selectable range: 2024-05-10~2024-05-31',
      },
    });
    view().selectPreset('thisWeek');
    expect(view().value).toEqual(['2024-05-13', '2024-05-19']);
  });

  it('syncs an untrusted controlled value and selected key', () => {
    const { actor, view } = startRange({});
    actor.send({ type: 'RANGE.SYNC', value: ['2024-01-01', '2024-01-31'], selectedKey: 'lastMonth' });
    expect(view()).toMatchObject({ value: ['2024-01-01', '2024-01-31'], selectedKey: 'lastMonth' });
    actor.send({ type: 'RANGE.SYNC', value: 'nonsense', selectedKey: '__proto__' });
    expect(view()).toMatchObject({ value: [null, null], selectedKey: null });
  });

  it('clears to an empty range', () => {
    const { view, emitted } = startRange({ value: ['2024-01-01', '2024-01-31'] });
    view().clear();
    expect(emitted).toEqual([{ type: 'change', value: [null, null], selectedKey: null, selectedName: '' }]);
  });

  it('opens empty date-time wheels at 08:00:00 and 18:00:00 today', () => {
    const { view } = startRange({ type: 'datetime' });
    expect(view().openDates).toEqual([new Date(2024, 4, 15, 8), new Date(2024, 4, 15, 18)]);
  });

  it('keeps a scrolling calendar to a year either side of the start, within the limits', () => {
    expect(startRange({}).view().calendarBounds).toEqual({
      min: new Date(2023, 4, 1),
      max: new Date(2025, 4, 31),
    });
    expect(
      startRange({ value: ['2020-02-10', null], limits: { minDate: '2019-06-15' } }).view().calendarBounds,
    ).toEqual({
      min: new Date(2019, 5, 15),
      max: new Date(2021, 1, 28),
    });
  });

  it('shows mobile date-times with seconds (spec 9)', () => {
    const { view } = startRange({ type: 'datetime' });
    expect(view('mobile').formats.time).toBe('HH:mm:ss');
    expect(view('desktop').formats.time).toBe('HH:mm');
  });
});
