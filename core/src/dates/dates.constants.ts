// spec 9 ("browsers and selection", "small widgets", "popups and misc"): formats and defaults of the
// date and time pickers.

/** Value and display format of a date. */
export const DATE_FORMAT = 'YYYY-MM-DD';
/** Value format of a date-time. */
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** Display format of a date-time (spec 9: dates display YYYY-MM-DD HH:mm). */
export const DATETIME_DISPLAY_FORMAT = 'YYYY-MM-DD HH:mm';
/** Time format of the desktop date-time picker. */
export const TIME_FORMAT = 'HH:mm';
/** Time format of the mobile date picker. */
export const MOBILE_TIME_FORMAT = 'HH:mm:ss';

/** spec 9: a date-time range starts at 08:00:00 and ends at 18:00:00 unless the user picks a time. */
export const DEFAULT_START_TIME = '08:00:00';
export const DEFAULT_END_TIME = '18:00:00';

/** spec 9: weeks start on Monday (the mobile date picker's week start is 1). */
export const PICKER_WEEK_START = 1;

/** spec 9: picker wheel sizes in px, desktop and mobile. */
export const PICKER_METRICS = {
  desktop: { columnHeight: 210, itemHeight: 30 },
  mobile: { columnHeight: 252, itemHeight: 36 },
} as const;
