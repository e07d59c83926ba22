export { useDatePicker, type UseDatePickerProps } from './use-date-picker';
export { useDateRangePicker, type UseDateRangePickerProps } from './use-date-range-picker';
export { useLunarCalendar, type UseLunarCalendarProps } from './use-lunar-calendar';
export { useTimePicker, type UseTimePickerProps } from './use-time-picker';
