// Reads the compact tables of lunar.data.ts. Day numbers are days since 1970-01-01 (calendar-days.ts).
import { daysFromCivil } from '../calendar-days';
import {
  LUNAR_YEAR_INFO,
  SOLAR_TERM_CORRECTIONS,
  SOLAR_TERM_MINUTES_FIRST_YEAR,
  SOLAR_TERM_MINUTES_LAST_YEAR,
} from './lunar.data';

/** spec 9: the lunar calendar covers lunar years 1900 to 2049. */
export const LUNAR_FIRST_YEAR = 1900;
export const LUNAR_LAST_YEAR = 2049;

/** Lunar new year of 1900: the first convertible solar date. */
export const LUNAR_FIRST_DAY = daysFromCivil(1900, 1, 31);
/** The last convertible solar date (the tables hold lunar 2049, which runs into 2050). */
export const LUNAR_LAST_DAY = daysFromCivil(2049, 12, 31);

// Year info bits: 0-3 leap month (0 = none); bit (16 - m) set: month m has 30 days; bit 16 set:
// the leap month has 30 days. Otherwise a month has 29 days.
const yearInfo = (lunarYear: number) => LUNAR_YEAR_INFO[lunarYear - LUNAR_FIRST_YEAR] ?? 0;

/** The leap month of a lunar year (1..12), or 0. */
export function leapMonthOf(lunarYear: number): number {
  return yearInfo(lunarYear) & 0xf;
}

/** Days of a lunar month (29 or 30). */
export function lunarMonthDays(lunarYear: number, month: number, isLeap: boolean): number {
  const info = yearInfo(lunarYear);
  if (isLeap) return info & 0x10000 ? 30 : 29;
  return info & (0x10000 >> month) ? 30 : 29;
}

/** Every lunar month of the range in order: first day, lunar year, month (negative when leap). */
interface LunarMonthTable {
  starts: Int32Array;
  years: Int16Array;
  months: Int8Array;
}

let monthTable: LunarMonthTable | undefined;

function lunarMonths(): LunarMonthTable {
  if (!monthTable) {
    const starts: number[] = [];
    const years: number[] = [];
    const months: number[] = [];
    let day = LUNAR_FIRST_DAY;
    const add = (year: number, month: number, isLeap: boolean) => {
      starts.push(day);
      years.push(year);
      months.push(isLeap ? -month : month);
      day += lunarMonthDays(year, month, isLeap);
    };
    for (let year = LUNAR_FIRST_YEAR; year <= LUNAR_LAST_YEAR; year++) {
      for (let month = 1; month <= 12; month++) {
        add(year, month, false);
        if (month === leapMonthOf(year)) add(year, month, true);
      }
    }
    starts.push(day);
    monthTable = {
      starts: Int32Array.from(starts),
      years: Int16Array.from(years),
      months: Int8Array.from(months),
    };
  }
  return monthTable;
}

const MEAN_LUNAR_MONTH_DAYS = 29.530589;

/** Lunar year, month, day and leap flag of a day number; the caller keeps it within the range. */
export function lunarDateOfDays(days: number): { year: number; month: number; day: number; isLeap: boolean } {
  const { starts, years, months } = lunarMonths();
  let index = Math.min(Math.floor((days - LUNAR_FIRST_DAY) / MEAN_LUNAR_MONTH_DAYS), years.length - 1);
  while (index > 0 && (starts[index] ?? 0) > days) index--;
  while (index < years.length - 1 && (starts[index + 1] ?? Infinity) <= days) index++;
  const month = months[index] ?? 0;
  return {
    year: years[index] ?? 0,
    month: Math.abs(month),
    day: days - (starts[index] ?? 0) + 1,
    isLeap: month < 0,
  };
}

/**
 * Day of a solar term predicted by the linear model alone: each term's moment (China Standard Time)
 * moves linearly between its fitted moments of 1900 and 2049. `first` and `last` are minutes after
 * 1 January 00:00 of those years, term 0 = 小寒 (Minor Cold) ... 23 = 冬至 (Winter Solstice).
 */
export function modelSolarTermDays(
  year: number,
  term: number,
  first: readonly number[],
  last: readonly number[],
): number {
  const start = daysFromCivil(LUNAR_FIRST_YEAR, 1, 1) + (first[term] ?? 0) / 1440;
  const end = daysFromCivil(LUNAR_LAST_YEAR, 1, 1) + (last[term] ?? 0) / 1440;
  const share = (year - LUNAR_FIRST_YEAR) / (LUNAR_LAST_YEAR - LUNAR_FIRST_YEAR);
  return Math.floor(start + (end - start) * share);
}

let corrections: Map<number, number> | undefined;

// Corrections are written "year.term+" or "year.term-": the model's day is one too early or late.
function termCorrections(): Map<number, number> {
  if (!corrections) {
    corrections = new Map();
    for (const entry of SOLAR_TERM_CORRECTIONS.split(' ').filter(Boolean)) {
      const [year, term] = entry.slice(0, -1).split('.').map(Number);
      corrections.set((year ?? 0) * 24 + (term ?? 0), entry.endsWith('+') ? 1 : -1);
    }
  }
  return corrections;
}

let termDays: Int32Array | undefined;

/** Day number (China Standard Time) of solar term `term` (0 = 小寒 ... 23 = 冬至) of a solar year. */
export function solarTermDays(year: number, term: number): number {
  const index = (year - LUNAR_FIRST_YEAR) * 24 + term;
  if (year < LUNAR_FIRST_YEAR || year > LUNAR_LAST_YEAR) return Number.NaN;
  if (!termDays) {
    termDays = new Int32Array((LUNAR_LAST_YEAR - LUNAR_FIRST_YEAR + 1) * 24);
    for (let i = 0; i < termDays.length; i++) {
      const y = LUNAR_FIRST_YEAR + Math.floor(i / 24);
      const model = modelSolarTermDays(
        y,
        i % 24,
        SOLAR_TERM_MINUTES_FIRST_YEAR,
        SOLAR_TERM_MINUTES_LAST_YEAR,
      );
      termDays[i] = model + (termCorrections().get(y * 24 + (i % 24)) ?? 0);
    }
  }
  return termDays[index] ?? Number.NaN;
}
