import { createActor } from 'xstate';
import { getLocale, setLocale } from '../../i18n';
import { connectEnv } from '../../shared/connect';
import { datesTexts } from '../messages';
import { connectLunarCalendar } from './lunar-calendar.connect';
import {
  lunarCalendarMachine,
  type LunarCalendarEmitted,
  type LunarCalendarInput,
} from './lunar-calendar.machine';

const now = () => new Date(2024, 1, 10, 9, 0);

function start(input: LunarCalendarInput = {}, showLunar = true) {
  const actor = createActor(lunarCalendarMachine, { input: { now, showLunar, ...input } });
  const emitted: LunarCalendarEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const view = () =>
    connectLunarCalendar(actor.getSnapshot(), actor.send, connectEnv(datesTexts, getLocale(), 'desktop'));
  return { actor, emitted, view };
}

const cell = (view: ReturnType<ReturnType<typeof start>['view']>, date: string) =>
  view.weeks.flat().find((c) => c.date === date);

describe('lunarCalendarMachine', () => {
  afterEach(() => setLocale('zh_CN'));

  it('opens on today’s month with today flagged and six weeks of seven days', () => {
    const { view } = start();
    const v = view();
    expect(v).toMatchObject({ year: 2024, month: 2, title: '2024年2月', lunarYearTitle: '甲辰年（龙年）' });
    expect(v.weeks).toHaveLength(6);
    expect(v.weeks.every((week) => week.length === 7)).toBe(true);
    expect(v.weekdays.map((w) => w.label)).toEqual(['日', '一', '二', '三', '四', '五', '六']);
    expect(v.weekdays.filter((w) => w.isWeekend).map((w) => w.label)).toEqual(['日', '六']);
    expect(v.weekdays[0]?.modifiers).toEqual(['is-weekend']);
    expect(v.weekdays[1]?.modifiers).toEqual([]);
    expect(cell(v, '2024-02-10')).toMatchObject({
      isToday: true,
      lunarText: '春节',
      displayKind: 'festival',
    });
  });

  it('opens on the selected day’s month and describes it', () => {
    const { view } = start({ value: '2024-09-17' });
    expect(view()).toMatchObject({ year: 2024, month: 9, selectedDetail: '农历八月十五 · 中秋节' });
    expect(view().selected?.ariaLabel).toBe('2024-09-17 八月十五 中秋节');
  });

  it('hides lunar dates when the host says so, and shows them again', () => {
    const { view, actor } = start({}, false);
    expect(view()).toMatchObject({ showLunar: false, lunarYearTitle: null, selectedDetail: null });
    actor.send({ type: 'DISPLAY.SET', showLunar: true });
    expect(view().lunarYearTitle).toBe('甲辰年（龙年）');
  });

  it('follows the locale and the clock when the host does not decide (spec 9)', () => {
    const { view } = start({ showLunar: undefined, utcOffsetMinutes: 480 });
    expect(view().showLunar).toBe(true);
    setLocale('en_US');
    expect(view().showLunar).toBe(false);
    expect(start({ showLunar: undefined, utcOffsetMinutes: 0 }).view().showLunar).toBe(false);
  });

  it('moves by month and year and reports it', () => {
    const { view, emitted } = start();
    view().nextMonth();
    expect(view()).toMatchObject({ year: 2024, month: 3 });
    view().prevYear();
    expect(view()).toMatchObject({ year: 2023, month: 3 });
    view().setMonth(2030, 12);
    view().nextMonth();
    expect(view()).toMatchObject({ year: 2031, month: 1 });
    expect(emitted.filter((e) => e.type === 'monthChange')).toHaveLength(4);
  });

  it('stays within 1900-01 .. 2049-12', () => {
    const { view, emitted } = start({ value: '1900-01-31' });
    expect(view()).toMatchObject({ canPrevMonth: false, canPrevYear: false, canNextMonth: true });
    view().prevMonth();
    view().prevYear();
    expect(view()).toMatchObject({ year: 1900, month: 1 });
    view().setMonth(2049, 12);
    expect(view()).toMatchObject({ canNextMonth: false, canNextYear: false, canPrevYear: true });
    view().nextMonth();
    view().setMonth(2050, 1);
    view().setMonth(2024, 13);
    expect(view()).toMatchObject({ year: 2049, month: 12 });
    expect(emitted).toHaveLength(1);
  });

  it('selects a day, switching month for a day of the neighbouring month', () => {
    const { view, emitted } = start();
    view().select('2024-03-02');
    expect(view()).toMatchObject({ year: 2024, month: 3 });
    expect(cell(view(), '2024-03-02')?.isSelected).toBe(true);
    expect(emitted).toEqual([{ type: 'select', date: '2024-03-02' }]);
    view().select('not a day');
    view().select('2050-01-01');
    expect(emitted).toHaveLength(1);
  });

  it('moves the selection by keyboard steps, from today when nothing is selected', () => {
    const { view, emitted } = start();
    expect(
      view()
        .weeks.flat()
        .filter((c) => c.tabbable)
        .map((c) => c.date),
    ).toEqual(['2024-02-10']);
    view().moveSelection(7);
    expect(view().selected?.date).toBe('2024-02-17');
    view().moveSelection(14);
    expect(view()).toMatchObject({ year: 2024, month: 3 });
    expect(view().selected?.date).toBe('2024-03-02');
    expect(
      view()
        .weeks.flat()
        .filter((c) => c.tabbable)
        .map((c) => c.date),
    ).toEqual(['2024-03-02']);
    expect(emitted.filter((e) => e.type === 'select')).toHaveLength(2);
  });

  it('starts keyboard moves from the 1st of a month that shows neither today nor the selection', () => {
    const { view } = start({ value: '2024-02-20' });
    view().setMonth(2024, 6);
    expect(
      view()
        .weeks.flat()
        .find((c) => c.tabbable)?.date,
    ).toBe('2024-06-01');
    view().moveSelection(-1);
    expect(view().selected?.date).toBe('2024-05-31');
  });

  it('does not move past the calendar’s first day', () => {
    const { view } = start({ value: '1900-01-01' });
    view().moveSelection(-1);
    expect(view().selected?.date).toBe('1900-01-01');
  });

  it('goes back to today', () => {
    const { view } = start({ value: '1999-12-31' });
    view().goToday();
    expect(view()).toMatchObject({ year: 2024, month: 2 });
    expect(view().selected?.date).toBe('2024-02-10');
  });

  it('hides lunar text when lunar dates are off', () => {
    const { view } = start({}, false);
    expect(view().lunarYearTitle).toBeNull();
    expect(
      view()
        .weeks.flat()
        .every((c) => c.lunarText === null),
    ).toBe(true);
    expect(cell(view(), '2024-02-10')?.ariaLabel).toBe('2024-02-10');
  });

  it('honours week start and hidden solar terms', () => {
    const { view } = start({ weekStart: 1, showSolarTerm: false });
    expect(view().weekdays[0]?.weekday).toBe(1);
    expect(cell(view(), '2024-02-04')?.lunarText).toBe('廿五');
  });

  it('speaks English in en_US', () => {
    setLocale('en_US');
    const { view } = start();
    expect(view()).toMatchObject({ title: 'February 2024', lunarYearTitle: 'Year of the Dragon (Jia-Chen)' });
  });

  it('syncs a controlled value', () => {
    const { view, actor } = start();
    actor.send({ type: 'VALUE.SYNC', value: '2001-10-01' });
    expect(view()).toMatchObject({ year: 2001, month: 10 });
    expect(view().selected?.lunarText).toBe('中秋节');
    actor.send({ type: 'VALUE.SYNC', value: null });
    expect(view()).toMatchObject({ year: 2001, month: 10, selected: null });
  });
});
