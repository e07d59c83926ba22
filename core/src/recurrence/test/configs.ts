// Config builders shared by the recurrence tests. 2024-01-01 is a Monday.
import type { RecurrenceAppointRule, RecurrenceConfig, RecurrenceFrequency } from '../recurrence.types';

export const START = '2024-01-01 09:00:00';

/** A complete regular rule starting Monday 2024-01-01 09:00 that never ends. */
export function regular(
  frequency: RecurrenceFrequency,
  rule: RecurrenceAppointRule,
  extra: RecurrenceConfig = {},
): RecurrenceConfig {
  return {
    startTime: START,
    frequency,
    frequencyRule: { type: 'regular', regularRule: rule },
    overRepeatType: 'never',
    ...extra,
  };
}

/** A byHour rule at the listed hours. */
export function appointHours(hours: number[], extra: RecurrenceConfig = {}): RecurrenceConfig {
  return {
    startTime: START,
    frequency: 'byHour',
    frequencyRule: { type: 'appoint', appointRule: { appointHourDatas: hours } },
    overRepeatType: 'never',
    ...extra,
  };
}

/** The e2e rule of issue 8: the last Friday of every month, 12 times. */
export const lastFridayTwelveTimes = regular(
  'byMonth',
  { times: 1, sortByDateOrWeek: 'week', appointWeeks: ['last'], appointDays: [5] },
  { overRepeatType: 'times', overRepeatTimes: 12 },
);
