import type { MessageKey } from '../../i18n';
import { t } from '../messages';
import {
  civilFromDays,
  daysFromCivil,
  daysInMonth,
  formatCivil,
  isCivilDate,
  weekdayOfDays,
} from '../calendar-days';
import {
  describeLunarDay,
  lunarFactsOfDays,
  lunarNames,
  type LunarDate,
  type LunarNames,
} from './lunar.logic';

/** spec 9: the lunar month view always shows 42 cells (6 weeks). */
export const LUNAR_GRID_CELLS = 42;
/** spec 9: the lunar calendar's week starts on Sunday. */
export const LUNAR_WEEK_START = 0;
/** spec 9: lunar dates are shown only at UTC+8. */
const CHINA_UTC_OFFSET_MINUTES = 480;

/** What a cell shows under the solar day number, by spec 9's order of precedence. */
export type LunarDisplayKind = 'festival' | 'solarTerm' | 'lunarMonth' | 'lunarDay' | 'none';

/** One cell of the lunar month view (spec 3, "lunar calendar day"). */
export interface LunarCalendarCell {
  /** `YYYY-MM-DD`. */
  date: string;
  year: number;
  month: number;
  day: number;
  /** 0 = Sunday ... 6 = Saturday. */
  weekday: number;
  /** Short weekday name in the current locale. */
  weekdayLabel: string;
  /** False for the leading and trailing days of the neighbouring months. */
  inMonth: boolean;
  isToday: boolean;
  isWeekend: boolean;
  /** Null outside 1900-01-31..2049-12-31. */
  lunar: LunarDate | null;
  /** Festival, else solar term, else lunar day (the month name on a month's first day). */
  display: string;
  displayKind: LunarDisplayKind;
}

export interface LunarMonthGridOptions {
  /** First day of the week, 0 = Sunday (the default, spec 9) ... 6. */
  weekStart?: number;
  /** The moment that decides the today flag (host local date); defaults to the current time. */
  now?: Date | number;
  /** Show solar terms in `display` (default true, spec 9). */
  showSolarTerm?: boolean;
}

/** spec 9: festival, else solar term, else lunar day (the month's name on its first day). */
function displayKindOf(term: number, lunar: LunarDate, showSolarTerm: boolean): LunarDisplayKind {
  if (lunar.lunarFestival ?? lunar.solarFestival) return 'festival';
  if (term >= 0 && showSolarTerm) return 'solarTerm';
  return lunar.lunarDay === 1 ? 'lunarMonth' : 'lunarDay';
}

function displayText(kind: LunarDisplayKind, term: number, lunar: LunarDate, names: LunarNames): string {
  if (kind === 'festival') return lunar.lunarFestival ?? lunar.solarFestival ?? '';
  if (kind === 'solarTerm') return names.term[term] ?? '';
  return kind === 'lunarMonth' ? lunar.monthName : lunar.dayName;
}

/** Short weekday name (日 / Sun) in `translate`'s locale (the current one by default). */
export function weekdayLabel(weekday: number, translate: typeof t = t): string {
  return translate(`dates.weekday.${weekday}` as MessageKey);
}

/** Saturday and Sunday (weekday 6 and 0) are the weekend. */
export function isWeekendDay(weekday: number): boolean {
  return weekday === 0 || weekday === 6;
}

/** Weekday numbers in display order for a week starting on `weekStart`. */
export function weekdayOrder(weekStart: number = LUNAR_WEEK_START): number[] {
  return Array.from({ length: 7 }, (_, i) => (normalWeekStart(weekStart) + i) % 7);
}

const normalWeekStart = (weekStart: number) =>
  Number.isInteger(weekStart) ? ((weekStart % 7) + 7) % 7 : LUNAR_WEEK_START;

function todayDays(now: Date | number | undefined): number {
  const date = now === undefined ? new Date() : new Date(now);
  return daysFromCivil(date.getFullYear(), date.getMonth() + 1, date.getDate());
}

/**
 * The 42 cells of a solar month's view with lunar dates, festivals and solar terms, starting on the
 * week start on or before the 1st. Throws a RangeError for a month that does not exist.
 */
export function lunarMonthGrid(
  year: number,
  month: number,
  options: LunarMonthGridOptions = {},
): LunarCalendarCell[] {
  if (!isCivilDate(year, month, 1)) throw new RangeError(`lunarMonthGrid: no month ${year}-${month}`);
  const weekStart = normalWeekStart(options.weekStart ?? LUNAR_WEEK_START);
  const showSolarTerm = options.showSolarTerm ?? true;
  const today = todayDays(options.now);
  const first = daysFromCivil(year, month, 1);
  const start = first - ((weekdayOfDays(first) - weekStart + 7) % 7);
  const labels = Array.from({ length: 7 }, (_, weekday) => weekdayLabel(weekday));
  const names = lunarNames();
  const cells: LunarCalendarCell[] = [];
  // the grid walks consecutive days: step the civil date instead of converting every day number
  let { year: y, month: m, day: d } = civilFromDays(start);
  for (let days = start; days < start + LUNAR_GRID_CELLS; days++) {
    const weekday = weekdayOfDays(days);
    const facts = lunarFactsOfDays(days, y, m, d);
    const lunar = facts && describeLunarDay(facts, names);
    const kind = facts && lunar ? displayKindOf(facts.term, lunar, showSolarTerm) : 'none';
    cells.push({
      date: formatCivil({ year: y, month: m, day: d }),
      year: y,
      month: m,
      day: d,
      weekday,
      weekdayLabel: labels[weekday] ?? '',
      inMonth: m === month && y === year,
      isToday: days === today,
      isWeekend: isWeekendDay(weekday),
      lunar,
      display: facts && lunar ? displayText(kind, facts.term, lunar, names) : '',
      displayKind: kind,
    });
    if (++d > daysInMonth(y, m)) {
      d = 1;
      if (++m > 12) {
        m = 1;
        y++;
      }
    }
  }
  return cells;
}

/** spec 9: lunar dates show only for zh_CN and zh_TW at UTC+8 (`utcOffsetMinutes` 480). */
export function shouldShowLunar(locale: string | null | undefined, utcOffsetMinutes: number): boolean {
  const normal = (locale ?? '').replace('-', '_').toLowerCase();
  return (normal === 'zh_cn' || normal === 'zh_tw') && utcOffsetMinutes === CHINA_UTC_OFFSET_MINUTES;
}
