import { useDatePicker, type UseDatePickerProps } from '@suite-ui/core/react';
import { DatePicker as AntdDatePicker, Space, Typography } from 'antd';
import { HalfYearPicker } from './HalfYearPicker';
import { useNoticeMessage } from './notice';
import { usePickerLocale } from './picker-locale';
import { timeToDayjs, toDayjs } from './to-dayjs';

export interface DatePickerProps extends Omit<UseDatePickerProps, 'platform' | 'onNotice'> {
  disabled?: boolean;
  /** Accessible name of the field (the placeholder otherwise). */
  'aria-label'?: string;
}

/**
 * Date, date-time, month, quarter, half-year or year picker (spec 5 and 9): out-of-range picks are
 * refused with an info message, unusable limits are shown under the field.
 */
export function DatePicker({ disabled, 'aria-label': ariaLabel, ...props }: DatePickerProps) {
  const [showNotice, noticeHolder] = useNoticeMessage();
  const picker = useDatePicker({ ...props, platform: 'desktop', onNotice: showNotice });
  const locale = usePickerLocale(picker.weekStart);
  const time = picker.formats.time;
  return (
    <Space
      orientation="vertical"
      size={4}
      className="suite-date-picker"
      data-testid="date-picker"
      data-type={picker.type}
    >
      {noticeHolder}
      {picker.type === 'halfYear' ? (
        <HalfYearPicker picker={picker} locale={locale} disabled={disabled} aria-label={ariaLabel} />
      ) : (
        <AntdDatePicker
          picker={picker.panel}
          showTime={time ? { format: time, defaultOpenValue: timeToDayjs(picker.defaultTimeOfDay) } : false}
          format={picker.formats.display}
          value={toDayjs(picker.date)}
          onChange={(date) => (date ? picker.pick(date.toDate()) : picker.clear())}
          disabledDate={(date) => picker.isDisabled(date.toDate())}
          placeholder={picker.placeholder}
          aria-label={ariaLabel ?? picker.placeholder}
          locale={locale}
          disabled={disabled}
          status={picker.limitsError ? 'error' : undefined}
        />
      )}
      {picker.limitsError && (
        <Typography.Text type="danger" data-testid="date-limits-error">
          {picker.limitsError}
        </Typography.Text>
      )}
    </Space>
  );
}
