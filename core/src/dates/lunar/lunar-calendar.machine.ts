import { assertEvent, assign, emit, setup } from 'xstate';
import { daysFromCivil, civilFromDays, formatCivil } from '../calendar-days';
import { parseDateSpan } from '../date-value.logic';
import { LUNAR_WEEK_START } from './lunar-grid.logic';
import { LUNAR_FIRST_YEAR, LUNAR_LAST_YEAR } from './lunar-tables';

export interface LunarCalendarInput {
  /** Selected day (`YYYY-MM-DD`); the view opens on its month, else on today's. */
  value?: unknown;
  /** First day of the week (Sunday by default, spec 9). */
  weekStart?: number;
  /** Show solar terms (default true, spec 9). */
  showSolarTerm?: boolean;
  /** The current time: today's cell and the today button. */
  now?: () => Date;
  /** Force lunar dates on or off; by default they show for zh locales at UTC+8 (spec 9). */
  showLunar?: boolean;
  /** Minutes east of UTC of the host clock (480 in China), for the default of `showLunar`. */
  utcOffsetMinutes?: number;
}

export interface LunarCalendarContext {
  year: number;
  month: number;
  selected: string | null;
  weekStart: number;
  showSolarTerm: boolean;
  now: () => Date;
  /** Forced by the host, or undefined to follow the locale and clock (spec 9). */
  showLunar: boolean | undefined;
  utcOffsetMinutes: number;
}

export type LunarCalendarEvent =
  | { type: 'MONTH.PREV' }
  | { type: 'MONTH.NEXT' }
  | { type: 'YEAR.PREV' }
  | { type: 'YEAR.NEXT' }
  | { type: 'MONTH.SET'; year: number; month: number }
  | { type: 'DAY.SELECT'; date: string }
  | { type: 'DAY.MOVE'; days: number }
  | { type: 'TODAY' }
  | { type: 'VALUE.SYNC'; value: unknown }
  | { type: 'DISPLAY.SET'; showLunar: boolean | undefined };

export type LunarCalendarEmitted =
  { type: 'select'; date: string } | { type: 'monthChange'; year: number; month: number };

/** Month index (year × 12 + month − 1) of the calendar's first and last months. */
const FIRST_MONTH = LUNAR_FIRST_YEAR * 12;
const LAST_MONTH = LUNAR_LAST_YEAR * 12 + 11;

/** The month `delta` months from the shown one, clamped to 1900-01 .. 2049-12. */
export function shiftMonth(year: number, month: number, delta: number): { year: number; month: number } {
  const index = Math.min(LAST_MONTH, Math.max(FIRST_MONTH, year * 12 + month - 1 + delta));
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** True when the month `delta` months away is inside the calendar's years. */
export function canShiftMonth(year: number, month: number, delta: number): boolean {
  const index = year * 12 + month - 1 + delta;
  return index >= FIRST_MONTH && index <= LAST_MONTH;
}

/** A selectable day: a real `YYYY-MM-DD` date inside the calendar's years. */
function readDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const span = parseDateSpan(value);
  if (!span || span.unit !== 'day') return null;
  const civil = civilFromDays(Math.floor(span.first / 86_400));
  return civil.year >= LUNAR_FIRST_YEAR && civil.year <= LUNAR_LAST_YEAR ? formatCivil(civil) : null;
}

function todayOf(now: () => Date): string {
  const date = now();
  return formatCivil(civilFromDays(daysFromCivil(date.getFullYear(), date.getMonth() + 1, date.getDate())));
}

const monthOfDay = (day: string) => ({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) });

/**
 * The day a keyboard move lands on: `days` from the selected day when it is in view, else from
 * today when today is in view, else from the shown month's 1st (a move of 0 lands on that day).
 */
export function keyboardAnchor(
  context: Pick<LunarCalendarContext, 'year' | 'month' | 'selected' | 'now'>,
): string {
  const inView = (day: string | null) =>
    day !== null && monthOfDay(day).year === context.year && monthOfDay(day).month === context.month;
  const today = todayOf(context.now);
  if (inView(context.selected)) return context.selected as string;
  if (inView(today)) return today;
  return formatCivil({ year: context.year, month: context.month, day: 1 });
}

function movedDay(context: LunarCalendarContext, days: number): string {
  const anchor = keyboardAnchor(context);
  const [year = 0, month = 0, day = 0] = anchor.split('-').map(Number);
  return formatCivil(civilFromDays(daysFromCivil(year, month, day) + days));
}

/** The lunar month view: moves between months of 1900..2049 and selects days. */
export const lunarCalendarMachine = setup({
  types: {
    input: {} as LunarCalendarInput,
    context: {} as LunarCalendarContext,
    events: {} as LunarCalendarEvent,
    emitted: {} as LunarCalendarEmitted,
  },
  guards: {
    canGoPrevMonth: ({ context }) => canShiftMonth(context.year, context.month, -1),
    canGoNextMonth: ({ context }) => canShiftMonth(context.year, context.month, 1),
    canGoPrevYear: ({ context }) => canShiftMonth(context.year, context.month, -12),
    canGoNextYear: ({ context }) => canShiftMonth(context.year, context.month, 12),
    isMonthInRange: ({ event }) => {
      assertEvent(event, 'MONTH.SET');
      return (
        Number.isInteger(event.month) &&
        event.month >= 1 &&
        event.month <= 12 &&
        canShiftMonth(event.year, event.month, 0)
      );
    },
    isSelectableDay: ({ event }) => {
      assertEvent(event, 'DAY.SELECT');
      return readDay(event.date) !== null;
    },
    isTodayInRange: ({ context }) => readDay(todayOf(context.now)) !== null,
    canMoveDay: ({ context, event }) => {
      assertEvent(event, 'DAY.MOVE');
      return readDay(movedDay(context, event.days)) !== null;
    },
  },
  actions: {
    shiftBy: assign(({ context }, delta: number) => shiftMonth(context.year, context.month, delta)),
    assignMonth: assign(({ event }) => {
      assertEvent(event, 'MONTH.SET');
      return { year: event.year, month: event.month };
    }),
    assignDay: assign(({ event }) => {
      assertEvent(event, 'DAY.SELECT');
      const day = readDay(event.date) as string;
      return { selected: day, ...monthOfDay(day) };
    }),
    assignMoved: assign(({ context, event }) => {
      assertEvent(event, 'DAY.MOVE');
      const day = readDay(movedDay(context, event.days)) as string;
      return { selected: day, ...monthOfDay(day) };
    }),
    assignToday: assign(({ context }) => {
      const day = todayOf(context.now);
      return { selected: day, ...monthOfDay(day) };
    }),
    assignSynced: assign(({ context, event }) => {
      assertEvent(event, 'VALUE.SYNC');
      const day = readDay(event.value);
      return day
        ? { selected: day, ...monthOfDay(day) }
        : { selected: null, year: context.year, month: context.month };
    }),
    assignDisplay: assign(({ event }) => {
      assertEvent(event, 'DISPLAY.SET');
      return { showLunar: event.showLunar };
    }),
    emitSelect: emit(({ context }) => ({ type: 'select' as const, date: context.selected ?? '' })),
    emitMonthChange: emit(({ context }) => ({
      type: 'monthChange' as const,
      year: context.year,
      month: context.month,
    })),
  },
}).createMachine({
  id: 'lunarCalendar',
  context: ({ input }) => {
    const now = input.now ?? (() => new Date());
    const selected = readDay(input.value);
    const shown = monthOfDay(selected ?? readDay(todayOf(now)) ?? `${LUNAR_LAST_YEAR}-12-01`);
    return {
      ...shown,
      selected,
      weekStart: input.weekStart ?? LUNAR_WEEK_START,
      showSolarTerm: input.showSolarTerm ?? true,
      now,
      showLunar: input.showLunar,
      utcOffsetMinutes: input.utcOffsetMinutes ?? -now().getTimezoneOffset(),
    };
  },
  on: {
    'MONTH.PREV': { guard: 'canGoPrevMonth', actions: [{ type: 'shiftBy', params: -1 }, 'emitMonthChange'] },
    'MONTH.NEXT': { guard: 'canGoNextMonth', actions: [{ type: 'shiftBy', params: 1 }, 'emitMonthChange'] },
    'YEAR.PREV': { guard: 'canGoPrevYear', actions: [{ type: 'shiftBy', params: -12 }, 'emitMonthChange'] },
    'YEAR.NEXT': { guard: 'canGoNextYear', actions: [{ type: 'shiftBy', params: 12 }, 'emitMonthChange'] },
    'MONTH.SET': { guard: 'isMonthInRange', actions: ['assignMonth', 'emitMonthChange'] },
    'DAY.SELECT': { guard: 'isSelectableDay', actions: ['assignDay', 'emitSelect'] },
    'DAY.MOVE': { guard: 'canMoveDay', actions: ['assignMoved', 'emitSelect'] },
    TODAY: { guard: 'isTodayInRange', actions: ['assignToday', 'emitSelect'] },
    'VALUE.SYNC': { actions: 'assignSynced' },
    'DISPLAY.SET': { actions: 'assignDisplay' },
  },
});
