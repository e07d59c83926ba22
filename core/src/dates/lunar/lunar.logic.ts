import { getLocale, type Locale, type MessageKey } from '../../i18n';
import { translate } from '../messages';
import { daysFromCivil, isCivilDate, weekdayOfDays } from '../calendar-days';
import {
  LUNAR_FIRST_DAY,
  LUNAR_LAST_DAY,
  lunarDateOfDays,
  lunarMonthDays,
  solarTermDays,
} from './lunar-tables';

/** One solar day in the Chinese lunisolar calendar (spec 3, "lunar calendar day"). */
export interface LunarDate {
  lunarYear: number;
  /** 1..12; a leap month repeats the number of the month before it. */
  lunarMonth: number;
  lunarDay: number;
  isLeap: boolean;
  /** Month name in the current locale: 正月 ... 腊月, 闰四月. */
  monthName: string;
  /** Day name in the current locale: 初一 ... 三十. */
  dayName: string;
  /** Chinese name of the solar term that falls on this day (China Standard Time), else null. */
  solarTerm: string | null;
  /** Lunar festival in the current locale (never on a leap month), else null. */
  lunarFestival: string | null;
  /** Fixed or weekday-rule solar festival in the current locale, else null. */
  solarFestival: string | null;
  /** Zodiac animal of the lunar year, current locale. */
  animal: string;
  /** Stem-branch name of the lunar year in Chinese, e.g. 甲辰. */
  yearGanZhi: string;
}

/** Solar terms in calendar order: term 2m-2 and 2m-1 fall in solar month m. */
export const SOLAR_TERM_IDS = [
  'minorCold',
  'majorCold',
  'startOfSpring',
  'rainWater',
  'awakeningOfInsects',
  'springEquinox',
  'pureBrightness',
  'grainRain',
  'startOfSummer',
  'grainBuds',
  'grainInEar',
  'summerSolstice',
  'minorHeat',
  'majorHeat',
  'startOfAutumn',
  'endOfHeat',
  'whiteDew',
  'autumnEquinox',
  'coldDew',
  'frostsDescent',
  'startOfWinter',
  'minorSnow',
  'majorSnow',
  'winterSolstice',
] as const;

export type SolarTermId = (typeof SOLAR_TERM_IDS)[number];

// spec 9: fixed solar festivals, keyed month * 100 + day
const SOLAR_FESTIVALS = new Map<number, FestivalId>([
  [101, 'newYearsDay'],
  [214, 'valentinesDay'],
  [308, 'womensDay'],
  [401, 'foolsDay'],
  [501, 'labourDay'],
  [504, 'youthDay'],
  [601, 'childrensDay'],
  [701, 'partyFoundingDay'],
  [801, 'armyDay'],
  [910, 'teachersDay'],
  [1001, 'nationalDay'],
  [1224, 'christmasEve'],
  [1225, 'christmas'],
]);

// spec 9: the nth given weekday of a month (weekday 0 = Sunday)
const WEEKDAY_FESTIVALS: ReadonlyArray<{ month: number; nth: number; weekday: number; id: FestivalId }> = [
  { month: 5, nth: 2, weekday: 0, id: 'mothersDay' },
  { month: 6, nth: 3, weekday: 0, id: 'fathersDay' },
  { month: 11, nth: 4, weekday: 4, id: 'thanksgiving' },
];

// spec 9: lunar festivals, keyed lunar month * 100 + day; New Year's Eve is found by rule
const LUNAR_FESTIVALS = new Map<number, FestivalId>([
  [101, 'springFestival'],
  [115, 'lantern'],
  [505, 'dragonBoat'],
  [707, 'qixi'],
  [715, 'ghost'],
  [815, 'midAutumn'],
  [909, 'doubleNinth'],
  [1208, 'laba'],
  [1223, 'northernLittleNewYear'],
  [1224, 'southernLittleNewYear'],
]);

/** Every festival of spec 9 (names in the catalogue under `dates.festival.<id>`). */
export const FESTIVAL_IDS = [
  'newYearsDay',
  'valentinesDay',
  'womensDay',
  'foolsDay',
  'labourDay',
  'youthDay',
  'childrensDay',
  'partyFoundingDay',
  'armyDay',
  'teachersDay',
  'nationalDay',
  'christmasEve',
  'christmas',
  'mothersDay',
  'fathersDay',
  'thanksgiving',
  'springFestival',
  'lantern',
  'dragonBoat',
  'qixi',
  'ghost',
  'midAutumn',
  'doubleNinth',
  'laba',
  'northernLittleNewYear',
  'southernLittleNewYear',
  'newYearsEve',
] as const;

export type FestivalId = (typeof FESTIVAL_IDS)[number];

// Numbered names (months, days, stems, branches, animals): the lunar tests check every key exists.
const numbered = (prefix: string, n: number) => `dates.${prefix}.${n}` as MessageKey;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Every lunar name of one locale, read from the catalogue once (solarToLunar runs per day). */
export interface LunarNames {
  /** Index 1..12. */
  month: string[];
  leapMonth: string[];
  /** Index 1..30. */
  day: string[];
  /** Index (lunar year - 4) mod 12. */
  animal: string[];
  /** Index (lunar year - 4) mod 60. */
  ganZhi: string[];
  term: string[];
  festival: Map<FestivalId, string>;
}

const namesByLocale = new Map<Locale, LunarNames>();

/** Every lunar name of a locale (the current one by default), read from the catalogue once. */
export function lunarNames(locale: Locale = getLocale()): LunarNames {
  let names = namesByLocale.get(locale);
  if (!names) {
    const name = (key: MessageKey) => translate(locale, key);
    const month = ['', ...range(1, 12).map((m) => name(numbered('lunarMonth', m)))];
    const separator = locale === 'zh_CN' ? '' : '-';
    names = {
      month,
      leapMonth: month.map((m) => translate(locale, 'dates.lunarLeapMonth', { month: m })),
      day: ['', ...range(1, 30).map((d) => name(numbered('lunarDay', d)))],
      animal: range(0, 11).map((b) => name(numbered('animal', b))),
      ganZhi: range(0, 59).map(
        (i) => name(numbered('stem', i % 10)) + separator + name(numbered('branch', i % 12)),
      ),
      term: SOLAR_TERM_IDS.map((id) => name(`dates.term.${id}`)),
      festival: new Map(FESTIVAL_IDS.map((id) => [id, name(`dates.festival.${id}`)])),
    };
    namesByLocale.set(locale, names);
  }
  return names;
}

const cycle = (lunarYear: number, length: number) => (((lunarYear - 4) % length) + length) % length;

/** Which festival of the weekday rules (Mother's Day ...) falls on a solar date, if any. */
function weekdayFestival(month: number, day: number, days: number): FestivalId | null {
  const nth = Math.ceil(day / 7);
  for (const rule of WEEKDAY_FESTIVALS) {
    if (rule.month === month && rule.nth === nth && rule.weekday === weekdayOfDays(days)) return rule.id;
  }
  return null;
}

function solarFestivalOf(month: number, day: number, days: number): FestivalId | null {
  return SOLAR_FESTIVALS.get(month * 100 + day) ?? weekdayFestival(month, day, days);
}

function lunarFestivalOf(year: number, month: number, day: number, isLeap: boolean): FestivalId | null {
  // spec 9: lunar festivals never fall in a leap month
  if (isLeap) return null;
  // New Year's Eve is the last day of the 12th month, whether it has 29 or 30 days
  if (month === 12 && day === lunarMonthDays(year, 12, false)) return 'newYearsEve';
  return LUNAR_FESTIVALS.get(month * 100 + day) ?? null;
}

/** Index (0 = 小寒 ... 23 = 冬至) of the solar term falling on a solar date (China Standard Time), or -1. */
function solarTermIndexOf(year: number, month: number, days: number): number {
  if (solarTermDays(year, 2 * month - 2) === days) return 2 * month - 2;
  if (solarTermDays(year, 2 * month - 1) === days) return 2 * month - 1;
  return -1;
}

/** The solar term falling on a solar date (China Standard Time), or null. */
export function solarTermOf(year: number, month: number, day: number): SolarTermId | null {
  return SOLAR_TERM_IDS[solarTermIndexOf(year, month, daysFromCivil(year, month, day))] ?? null;
}

/** Month name (正月, 闰四月 ...) in the current locale. */
export function lunarMonthName(month: number, isLeap: boolean): string {
  const names = lunarNames();
  return (isLeap ? names.leapMonth : names.month)[month] ?? '';
}

/** Stem-branch name of a lunar year, in Chinese (甲辰) or the locale's spelling (Jia-Chen). */
export function yearGanZhiName(lunarYear: number, locale: Locale = 'zh_CN'): string {
  return lunarNames(locale).ganZhi[cycle(lunarYear, 60)] ?? '';
}

/** Zodiac animal of a lunar year in the current locale. */
export function yearAnimal(lunarYear: number): string {
  return lunarNames().animal[cycle(lunarYear, 12)] ?? '';
}

/** Name of a festival in the current locale. */
export function festivalName(id: FestivalId): string {
  return lunarNames().festival.get(id) ?? '';
}

/** Name of a solar term in the current locale (`solarToLunar` always gives the Chinese one). */
export function solarTermName(term: SolarTermId | number): string {
  return lunarNames().term[typeof term === 'number' ? term : SOLAR_TERM_IDS.indexOf(term)] ?? '';
}

/** What a solar day is in the lunar calendar, as ids (names are looked up by the callers). */
export interface LunarDayFacts {
  lunar: { year: number; month: number; day: number; isLeap: boolean };
  /** Solar term index (0 = 小寒 ... 23 = 冬至), or -1. */
  term: number;
  lunarFestival: FestivalId | null;
  solarFestival: FestivalId | null;
}

/** Lunar facts of a solar date inside 1900-01-31..2049-12-31, else null. */
export function lunarDayFacts(year: number, month: number, day: number): LunarDayFacts | null {
  return isCivilDate(year, month, day)
    ? lunarFactsOfDays(daysFromCivil(year, month, day), year, month, day)
    : null;
}

/** Lunar facts of a day number and its civil date (month grids walk day numbers). */
export function lunarFactsOfDays(
  days: number,
  year: number,
  month: number,
  day: number,
): LunarDayFacts | null {
  if (days < LUNAR_FIRST_DAY || days > LUNAR_LAST_DAY) return null;
  const lunar = lunarDateOfDays(days);
  return {
    lunar,
    term: solarTermIndexOf(year, month, days),
    lunarFestival: lunarFestivalOf(lunar.year, lunar.month, lunar.day, lunar.isLeap),
    solarFestival: solarFestivalOf(month, day, days),
  };
}

/** The public shape of a day's facts, names filled in. */
export function describeLunarDay(
  { lunar, term, lunarFestival, solarFestival }: LunarDayFacts,
  names: LunarNames = lunarNames(),
): LunarDate {
  const chinese = lunarNames('zh_CN');
  return {
    lunarYear: lunar.year,
    lunarMonth: lunar.month,
    lunarDay: lunar.day,
    isLeap: lunar.isLeap,
    monthName: (lunar.isLeap ? names.leapMonth : names.month)[lunar.month] ?? '',
    dayName: names.day[lunar.day] ?? '',
    solarTerm: chinese.term[term] ?? null,
    lunarFestival: lunarFestival ? (names.festival.get(lunarFestival) ?? null) : null,
    solarFestival: solarFestival ? (names.festival.get(solarFestival) ?? null) : null,
    animal: names.animal[cycle(lunar.year, 12)] ?? '',
    yearGanZhi: chinese.ganZhi[cycle(lunar.year, 60)] ?? '',
  };
}

/**
 * The lunar date, festivals and solar term of a solar date from 1900-01-31 to 2049-12-31; null for
 * any other or impossible date. Festival and month names follow the current locale; `solarTerm` and
 * `yearGanZhi` are always Chinese.
 */
export function solarToLunar(year: number, month: number, day: number): LunarDate | null {
  const facts = lunarDayFacts(year, month, day);
  return facts ? describeLunarDay(facts) : null;
}
