// Dates, date pickers and the lunar calendar (issue 7; spec 3, 4, 5, 9).
export { PICKER_METRICS } from './dates.constants';
export {
  checkSelectable,
  isValidDateValue,
  validateDateRange,
  type DateLike,
  type DateLimits,
  type DateRangeError,
  type DateSpan,
  type DateUnit,
  type DateValueType,
} from './date-value.logic';
export { parseTimeString, type TimeOfDay, type TimeSteps, type TimeUnit } from './time.logic';
export {
  DATE_PRESET_KEYS,
  getDatePreset,
  type DatePresetKey,
  type DatePresetOptions,
  type DateRangeTuple,
} from './presets.logic';
export {
  type DateNotice,
  type DateRangeValue,
  type PickerFormats,
  type RangeEdge,
} from './date-picker.logic';
export { datePickerMachine, type DatePickerInput } from './date-picker.machine';
export {
  dateRangePickerMachine,
  type DateRangeChange,
  type DateRangePickerInput,
} from './date-range-picker.machine';
export { timePickerMachine, type TimePickerInput } from './time-picker.machine';
export { connectTimePicker, type TimeColumn, type TimePickerView } from './time-picker.connect';
export {
  connectDatePicker,
  connectDateRangePicker,
  type DatePickerView,
  type DatePresetView,
  type DateRangePickerView,
  type PeriodColumns,
  type PickerFrame,
  type PickerPanel,
} from './date-picker.connect';
export { solarToLunar, type FestivalId, type LunarDate, type SolarTermId } from './lunar/lunar.logic';
export {
  lunarMonthGrid,
  shouldShowLunar,
  type LunarCalendarCell,
  type LunarDisplayKind,
  type LunarMonthGridOptions,
} from './lunar/lunar-grid.logic';

export { lunarCalendarMachine, type LunarCalendarInput } from './lunar/lunar-calendar.machine';
export {
  connectLunarCalendar,
  type LunarCalendarCellView,
  type LunarCalendarView,
} from './lunar/lunar-calendar.connect';
export { datesTexts } from './messages';
