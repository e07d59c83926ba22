export { DatePicker, type DatePickerProps } from './DatePicker';
export { RangePicker, type RangePickerProps } from './RangePicker';
export { TimePicker, type TimePickerProps } from './TimePicker';
export { LunarCalendar, type LunarCalendarProps } from './LunarCalendar';
