import { useTimePicker, type UseTimePickerProps } from '@suite-ui/core/react';
import { TimePicker as AntdTimePicker, type TimePickerProps as AntdTimePickerProps } from 'antd';
import dayjs from 'dayjs';
import { useNoticeMessage } from './notice';

export interface TimePickerProps extends Omit<UseTimePickerProps, 'platform' | 'onNotice'> {
  disabled?: boolean;
  'aria-label'?: string;
}

/** Time picker (`HH:mm:ss` by default) whose columns follow the hour, minute and second steps (spec 5). */
export function TimePicker({ disabled, 'aria-label': ariaLabel, ...props }: TimePickerProps) {
  const [showNotice, noticeHolder] = useNoticeMessage();
  const picker = useTimePicker({ ...props, platform: 'desktop', onNotice: showNotice });
  const { time } = picker;
  return (
    <span className="suite-time-picker" data-testid="time-picker">
      {noticeHolder}
      <AntdTimePicker
        format={picker.format}
        // core only hands out steps that divide their unit, the values antd's step types list
        hourStep={picker.steps.hour as AntdTimePickerProps['hourStep']}
        minuteStep={picker.steps.minute as AntdTimePickerProps['minuteStep']}
        secondStep={picker.steps.second as AntdTimePickerProps['secondStep']}
        value={time ? dayjs().hour(time.hour).minute(time.minute).second(time.second) : null}
        onChange={(value) =>
          value
            ? picker.pick({ hour: value.hour(), minute: value.minute(), second: value.second() })
            : picker.clear()
        }
        placeholder={picker.placeholder}
        aria-label={ariaLabel ?? picker.placeholder}
        disabled={disabled}
      />
    </span>
  );
}
