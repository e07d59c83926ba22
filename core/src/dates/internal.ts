// The dates feature's internals: helpers its own tests, benches and the other dates modules use.
// Not part of the public surface (index.ts); reached as @suite-ui/core/internal.
export {
  formatDateValue,
  isDateDisabled,
  isEmptyDateValue,
  limitsError,
  parseDateSpan,
  dateValueToDate,
} from './date-value.logic';
export { formatTimeOfDay, timeColumnValues, timeStepOf } from './time.logic';
export { datePresetLabel, isDatePresetKey } from './presets.logic';
export {
  normalizePickedRange,
  normalizePickedValue,
  pickerFormats,
  presetRange,
  rangeNotice,
  unselectableNotice,
} from './date-picker.logic';
export { PICKER_YEARS, halfYearOptions } from './date-picker.connect';
export { weekdayLabel, weekdayOrder, isWeekendDay } from './lunar/lunar-grid.logic';
export { readStoredTime } from './time-picker.machine';
export { festivalName, lunarMonthName, solarTermName, yearAnimal, yearGanZhiName } from './lunar/lunar.logic';
export {
  DATE_FORMAT,
  DATETIME_DISPLAY_FORMAT,
  DATETIME_FORMAT,
  DEFAULT_END_TIME,
  DEFAULT_START_TIME,
  MOBILE_TIME_FORMAT,
  TIME_FORMAT,
  PICKER_WEEK_START,
} from './dates.constants';
export { checkTimeSteps, isValidTimeStep } from './time.logic';
export { SOLAR_TERM_IDS } from './lunar/lunar.logic';
export { LUNAR_GRID_CELLS, LUNAR_WEEK_START } from './lunar/lunar-grid.logic';
export { LUNAR_FIRST_YEAR, LUNAR_LAST_YEAR } from './lunar/lunar-tables';
export { type DatePickerContext, type DatePickerEmitted, type DatePickerEvent } from './date-picker.machine';
export {
  type DateRangePickerContext,
  type DateRangePickerEmitted,
  type DateRangePickerEvent,
} from './date-range-picker.machine';
export { type TimePickerContext, type TimePickerEmitted, type TimePickerEvent } from './time-picker.machine';
export {
  type LunarCalendarContext,
  type LunarCalendarEmitted,
  type LunarCalendarEvent,
} from './lunar/lunar-calendar.machine';
