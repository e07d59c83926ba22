import type { DateValueType } from '@suite-ui/core';
import { useDatePicker, useT, type UseDatePickerProps } from '@suite-ui/core/react';
import { DatePicker as WheelDatePicker, Picker } from 'antd-mobile';
import { CalendarOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { showNotice } from './notice';
import { PickerField } from './PickerField';
import { WHEEL_CLASS, wheelStyle } from './wheel-style';

export interface DatePickerProps extends Omit<UseDatePickerProps, 'platform' | 'onNotice'> {
  disabled?: boolean;
  /** Title of the popup (the placeholder otherwise). */
  title?: string;
}

type WheelPrecision = 'day' | 'second' | 'month' | 'year';
const PRECISION: Record<Exclude<DateValueType, 'quarter' | 'halfYear'>, WheelPrecision> = {
  date: 'day',
  datetime: 'second',
  month: 'month',
  year: 'year',
};

/**
 * Wheel date picker (spec 9: columns 252 px, items 36 px; date-times as `YYYY-MM-DD HH:mm:ss`);
 * quarters and half-years pick a year and a period. Refusals show as toasts.
 */
export function DatePicker({ disabled, title, ...props }: DatePickerProps) {
  const t = useT();
  const picker = useDatePicker({ ...props, platform: 'mobile', onNotice: showNotice });
  const [open, setOpen] = useState(false);
  const shared = {
    visible: open,
    onClose: () => setOpen(false),
    title: title ?? picker.placeholder,
    confirmText: t('common.ok'),
    cancelText: t('common.cancel'),
    className: WHEEL_CLASS,
    style: wheelStyle(picker.metrics),
  };
  const columns = picker.periodColumns;
  return (
    <div className="suite-m-date-picker" data-testid="date-picker" data-type={picker.type}>
      <PickerField
        text={picker.value}
        placeholder={picker.placeholder}
        icon={<CalendarOutline />}
        onOpen={() => setOpen(true)}
        onClear={picker.clear}
        clearLabel={t('dates.clear')}
        disabled={disabled}
      />
      {columns ? (
        <Picker
          {...shared}
          columns={[columns.years, columns.periods]}
          value={[picker.openPeriod.year, picker.openPeriod.index]}
          onConfirm={([year, index]) => picker.pickPeriod(Number(year), Number(index))}
        />
      ) : (
        <WheelDatePicker
          {...shared}
          precision={PRECISION[picker.type as keyof typeof PRECISION]}
          min={picker.bounds.min}
          max={picker.bounds.max}
          value={picker.date ?? picker.openDate}
          onConfirm={(date) => picker.pick(date)}
        />
      )}
      {picker.limitsError && (
        <div className="suite-m-error" role="alert" data-testid="date-limits-error">
          {picker.limitsError}
        </div>
      )}
    </div>
  );
}
