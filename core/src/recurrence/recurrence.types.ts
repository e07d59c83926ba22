// The recurrence (scheduling) config of spec 3, with the value shapes issue 8 decided.

/** How often a schedule repeats (spec 3). */
export type RecurrenceFrequency =
  'byMinute' | 'byHour' | 'byDay' | 'byWeek' | 'byMonth' | 'byQuarter' | 'byYear';

/** Every frequency, in the order an editor offers them. */
export const RECURRENCE_FREQUENCIES: readonly RecurrenceFrequency[] = [
  'byMinute',
  'byHour',
  'byDay',
  'byWeek',
  'byMonth',
  'byQuarter',
  'byYear',
];

/** `regular`: every `times` units; `appoint`: at the listed hours (byHour only). */
export type RecurrenceRuleType = 'regular' | 'appoint';

/** A week day, 1 (Monday) to 7 (Sunday). */
export type RecurrenceWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** Which occurrence of a week day in the month: 1..4 or the last one. */
export type RecurrenceWeekOrdinal = 1 | 2 | 3 | 4 | 'last';

/** A day of the month, 1..31, or its last day. */
export type RecurrenceMonthDay = number | 'last';

/** Whether a month/quarter/year rule picks days by date or by week day. */
export type RecurrenceDayMode = 'date' | 'week';

/** How month days count: from the head of the month, from its tail, or as listed days. */
export type RecurrenceDaySort = 'head' | 'tail' | 'appoint';

/** What happens to an occurrence on a rest day: skip it, move it to the next work day, keep it. */
export type RecurrenceRestDay = 'never' | 'nextWorkDay' | 'normal';

/** How the repetition ends. */
export type RecurrenceOverRepeat = 'never' | 'date' | 'times';

/** The rule fields of spec 3; which ones count depends on the frequency. */
export interface RecurrenceRegularRule {
  /** The interval: every `times` minutes, hours, days, weeks, months, quarters or years. */
  times?: number;
  /** byWeek: the week days (1 Monday .. 7 Sunday). */
  appointTimesDatas?: RecurrenceWeekday[];
  /** byQuarter: which month of each quarter, 1..3. */
  quarterMonth?: 1 | 2 | 3;
  /** byYear: the months, 1..12. */
  appointMonths?: number[];
  /** byMonth, byQuarter, byYear: pick days by date or by week day. */
  sortByDateOrWeek?: RecurrenceDayMode;
  /** By date: count `appointMonthDays` from the head or the tail of the month, or take them as listed. */
  sort?: RecurrenceDaySort;
  /** By week: which occurrences of the week days (1..4, 'last'). */
  appointWeeks?: RecurrenceWeekOrdinal[];
  /** By week: the week days (1 Monday .. 7 Sunday). */
  appointDays?: RecurrenceWeekday[];
  /** By date: the days (1..31, 'last'). */
  appointMonthDays?: RecurrenceMonthDay[];
  /** byQuarter: the quarters, 1..4 (empty means all four). */
  appointQuarters?: number[];
}

/** The appoint rule: the regular fields plus the hours of byHour. */
export interface RecurrenceAppointRule extends RecurrenceRegularRule {
  /** byHour in appoint mode: the hours, 0..23. */
  appointHourDatas?: number[];
}

export interface RecurrenceFrequencyRule {
  type: RecurrenceRuleType;
  regularRule?: RecurrenceRegularRule;
  appointRule?: RecurrenceAppointRule;
}

/**
 * A recurrence config (spec 3). Times are local floating values: `startTime` is
 * `YYYY-MM-DD HH:mm:ss` (or `YYYY-MM-DD HH:mm`), `overRepeatDate` `YYYY-MM-DD`, `triggerTime` `HH:mm`.
 */
export interface RecurrenceConfig {
  startTime?: string;
  frequency?: RecurrenceFrequency;
  frequencyRule?: RecurrenceFrequencyRule;
  /** Rest-day handling; `normal` when absent. */
  restDayConfig?: RecurrenceRestDay;
  overRepeatType?: RecurrenceOverRepeat;
  /** The last day occurrences may fall on (the rule runs until the end of that day). */
  overRepeatDate?: string;
  /** How many occurrences the rule has. */
  overRepeatTimes?: number;
  /** Time of day for byDay..byYear; ignored for byMinute and byHour. Defaults to the start's time. */
  triggerTime?: string;
}

/**
 * Tells which calendar days are work days; the preview uses it for rest-day handling.
 * `day` is `YYYY-MM-DD`.
 */
export interface WorkDayCalendar {
  isWorkDay(day: string): boolean;
}

/** Options of `previewOccurrences`. */
export interface PreviewOptions {
  /** How many occurrences to return. */
  count: number;
  /**
   * Only occurrences strictly after this moment: a `YYYY-MM-DD HH:mm[:ss]` local value, or a Date
   * read in the machine's local time. Absent: from the start, inclusive.
   */
  after?: Date | string;
  /** Rest days for `restDayConfig`; weekends (Saturday, Sunday) when absent. */
  workDays?: WorkDayCalendar;
}
