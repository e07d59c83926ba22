import type { DatePickerView } from '@suite-ui/core';
import { DatePicker as AntdDatePicker, Segmented, Space, type DatePickerProps } from 'antd';
import { toDayjs } from './to-dayjs';

export interface HalfYearPickerProps {
  picker: DatePickerView;
  locale: DatePickerProps['locale'];
  disabled?: boolean;
  'aria-label'?: string;
}

/** A year picker and a first/second half switch: antd has no half-year panel. */
export function HalfYearPicker({ picker, locale, disabled, 'aria-label': ariaLabel }: HalfYearPickerProps) {
  return (
    <Space data-testid="half-year-picker">
      <AntdDatePicker
        picker="year"
        format={picker.formats.display}
        value={toDayjs(picker.date)}
        onChange={(date) => (date ? picker.pickHalfYear(date.year(), picker.half ?? 1) : picker.clear())}
        disabledDate={(date) => picker.isDisabled(date.toDate())}
        placeholder={picker.placeholder}
        aria-label={ariaLabel ?? picker.placeholder}
        locale={locale}
        disabled={disabled}
      />
      <Segmented<number>
        value={picker.half ?? 0}
        options={picker.periodColumns?.periods ?? []}
        onChange={(half) => picker.pickHalfYear(picker.openPeriod.year, half === 2 ? 2 : 1)}
        disabled={disabled}
        aria-label={picker.placeholder}
        data-testid="half-year-choice"
      />
    </Space>
  );
}
