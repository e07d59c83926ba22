// The few members of lunar-javascript (a dev dependency: the astronomical reference of the tests,
// the table generator and the bench; never shipped) that suite-ui reads.
declare module 'lunar-javascript' {
  export class Solar {
    static fromYmd(year: number, month: number, day: number): Solar;
    getYear(): number;
    getMonth(): number;
    getDay(): number;
    getHour(): number;
    getMinute(): number;
    getSecond(): number;
    getLunar(): Lunar;
    getFestivals(): string[];
  }
  export class Lunar {
    static fromYmd(year: number, month: number, day: number): Lunar;
    getYear(): number;
    /** Negative for a leap month. */
    getMonth(): number;
    getDay(): number;
    getJieQi(): string;
    getJieQiTable(): Record<string, Solar>;
    getFestivals(): string[];
    getYearInGanZhi(): string;
    getYearShengXiao(): string;
    getMonthInChinese(): string;
    getDayInChinese(): string;
  }
  export class LunarMonth {
    getYear(): number;
    /** Negative for a leap month. */
    getMonth(): number;
    getDayCount(): number;
  }
  export class LunarYear {
    static fromYear(year: number): LunarYear;
    getMonths(): LunarMonth[];
  }
}
