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
