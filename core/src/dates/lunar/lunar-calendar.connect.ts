import type { SnapshotFrom } from 'xstate';
import type { MessageKey } from '../../i18n';
import type { ConnectEnv } from '../../shared/connect';
import {
  isWeekendDay,
  lunarMonthGrid,
  shouldShowLunar,
  weekdayLabel,
  weekdayOrder,
  type LunarCalendarCell,
} from './lunar-grid.logic';
import {
  canShiftMonth,
  keyboardAnchor,
  type LunarCalendarContext,
  type LunarCalendarEvent,
  type lunarCalendarMachine,
} from './lunar-calendar.machine';
import { yearAnimal, yearGanZhiName } from './lunar.logic';
import { LUNAR_FIRST_YEAR, LUNAR_LAST_YEAR } from './lunar-tables';

/** A cell as a skin shows it. */
export interface LunarCalendarCellView extends LunarCalendarCell {
  isSelected: boolean;
  /** The one cell that takes keyboard focus (roving tab stop). */
  tabbable: boolean;
  /** Text under the day number (festival, term, lunar day), or null when lunar dates are hidden. */
  lunarText: string | null;
  /** Accessible name: the date, and its lunar date and festival when shown. */
  ariaLabel: string;
  /** State class names for a skin's cell (`is-outside`, `is-today`, `is-selected`, `is-weekend`, `is-<displayKind>`). */
  modifiers: string[];
}

/** The lunar month view's view model. */
export interface LunarCalendarView {
  year: number;
  month: number;
  /** `2024年2月` / `February 2024`. */
  title: string;
  /** `甲辰年（龙年）`, the lunar year of the shown month's 15th, or null when lunar dates are hidden. */
  lunarYearTitle: string | null;
  showLunar: boolean;
  /** Weekday headers in display order; `modifiers` holds `is-weekend` for Saturday and Sunday. */
  weekdays: Array<{ weekday: number; label: string; isWeekend: boolean; modifiers: string[] }>;
  /** Six weeks of seven cells. */
  weeks: LunarCalendarCellView[][];
  /** The selected day's cell when it is in view, else null. */
  selected: LunarCalendarCellView | null;
  /** `农历正月初一 · 春节` for the selected day, or null. */
  selectedDetail: string | null;
  yearOptions: number[];
  monthOptions: Array<{ month: number; label: string }>;
  canPrevMonth: boolean;
  canNextMonth: boolean;
  canPrevYear: boolean;
  canNextYear: boolean;
  labels: {
    prevMonth: string;
    nextMonth: string;
    prevYear: string;
    nextYear: string;
    today: string;
    year: string;
    month: string;
  };
  prevMonth(): void;
  nextMonth(): void;
  prevYear(): void;
  nextYear(): void;
  setMonth(year: number, month: number): void;
  select(date: string): void;
  /** Moves the selection by `days` (keyboard arrows: ±1, ±7), switching months as needed. */
  moveSelection(days: number): void;
  goToday(): void;
}

function cellModifiers(cell: LunarCalendarCell, isSelected: boolean): string[] {
  const states: Array<[boolean, string]> = [
    [!cell.inMonth, 'is-outside'],
    [cell.isToday, 'is-today'],
    [isSelected, 'is-selected'],
    [cell.isWeekend, 'is-weekend'],
  ];
  return [...states.filter(([on]) => on).map(([, name]) => name), `is-${cell.displayKind}`];
}

function cellView(
  cell: LunarCalendarCell,
  context: LunarCalendarContext,
  showLunar: boolean,
  anchor: string,
): LunarCalendarCellView {
  const lunarText = showLunar && cell.lunar ? cell.display : null;
  const lunarDate = cell.lunar && showLunar ? `${cell.lunar.monthName}${cell.lunar.dayName}` : '';
  const isSelected = cell.date === context.selected;
  return {
    ...cell,
    isSelected,
    modifiers: cellModifiers(cell, isSelected),
    tabbable: cell.date === anchor,
    lunarText,
    ariaLabel: [
      cell.date,
      lunarDate,
      cell.displayKind === 'festival' || cell.displayKind === 'solarTerm' ? lunarText : '',
    ]
      .filter(Boolean)
      .join(' '),
  };
}

function detailOf(cell: LunarCalendarCellView | null, t: ConnectEnv['t']): string | null {
  if (!cell?.lunar || cell.lunarText === null) return null;
  const { lunar } = cell;
  const date = t('dates.calendar.lunarDate', { month: lunar.monthName, day: lunar.dayName });
  const extras = [
    lunar.lunarFestival,
    lunar.solarFestival,
    cell.displayKind === 'solarTerm' ? cell.display : null,
  ];
  return [date, ...extras.filter(Boolean)].join(' · ');
}

export function connectLunarCalendar(
  snapshot: SnapshotFrom<typeof lunarCalendarMachine>,
  send: (event: LunarCalendarEvent) => void,
  { t, locale }: ConnectEnv,
): LunarCalendarView {
  const { context } = snapshot;
  // spec 9: lunar dates show for zh locales at UTC+8 unless the host says otherwise
  const showLunar = context.showLunar ?? shouldShowLunar(locale, context.utcOffsetMinutes);
  const anchor = keyboardAnchor(context);
  const cells = lunarMonthGrid(context.year, context.month, {
    weekStart: context.weekStart,
    showSolarTerm: context.showSolarTerm,
    now: context.now(),
  }).map((cell) => cellView(cell, context, showLunar, anchor));
  const middle = cells.find((cell) => cell.inMonth && cell.day === 15);
  const lunarYear = middle?.lunar?.lunarYear;
  const selected = cells.find((cell) => cell.isSelected) ?? null;
  return {
    year: context.year,
    month: context.month,
    title: t('dates.calendar.title', {
      year: context.year,
      month: t(`dates.month.${context.month}` as MessageKey),
    }),
    lunarYearTitle:
      showLunar && lunarYear
        ? t('dates.calendar.lunarYear', {
            ganZhi: yearGanZhiName(lunarYear, locale),
            animal: yearAnimal(lunarYear),
          })
        : null,
    showLunar,
    weekdays: weekdayOrder(context.weekStart).map((weekday) => {
      const isWeekend = isWeekendDay(weekday);
      return {
        weekday,
        label: weekdayLabel(weekday, t),
        isWeekend,
        modifiers: isWeekend ? ['is-weekend'] : [],
      };
    }),
    weeks: Array.from({ length: 6 }, (_, row) => cells.slice(row * 7, row * 7 + 7)),
    selected,
    selectedDetail: detailOf(selected, t),
    yearOptions: Array.from(
      { length: LUNAR_LAST_YEAR - LUNAR_FIRST_YEAR + 1 },
      (_, i) => LUNAR_FIRST_YEAR + i,
    ),
    monthOptions: Array.from({ length: 12 }, (_, i) => ({
      month: i + 1,
      label: t(`dates.month.${i + 1}` as MessageKey),
    })),
    canPrevMonth: canShiftMonth(context.year, context.month, -1),
    canNextMonth: canShiftMonth(context.year, context.month, 1),
    canPrevYear: canShiftMonth(context.year, context.month, -12),
    canNextYear: canShiftMonth(context.year, context.month, 12),
    labels: {
      prevMonth: t('dates.calendar.prevMonth'),
      nextMonth: t('dates.calendar.nextMonth'),
      prevYear: t('dates.calendar.prevYear'),
      nextYear: t('dates.calendar.nextYear'),
      today: t('dates.calendar.today'),
      year: t('dates.calendar.year'),
      month: t('dates.calendar.month'),
    },
    prevMonth: () => send({ type: 'MONTH.PREV' }),
    nextMonth: () => send({ type: 'MONTH.NEXT' }),
    prevYear: () => send({ type: 'YEAR.PREV' }),
    nextYear: () => send({ type: 'YEAR.NEXT' }),
    setMonth: (year, month) => send({ type: 'MONTH.SET', year, month }),
    select: (date) => send({ type: 'DAY.SELECT', date }),
    moveSelection: (days) => send({ type: 'DAY.MOVE', days }),
    goToday: () => send({ type: 'TODAY' }),
  };
}
