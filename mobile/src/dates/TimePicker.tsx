import { useT, useTimePicker, type UseTimePickerProps } from '@suite-ui/core/react';
import { Picker } from 'antd-mobile';
import { ClockCircleOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { showNotice } from './notice';
import { PickerField } from './PickerField';
import { WHEEL_CLASS, wheelStyle } from './wheel-style';

export interface TimePickerProps extends Omit<UseTimePickerProps, 'platform' | 'onNotice'> {
  disabled?: boolean;
  title?: string;
}

/** Wheel time picker, `HH:mm:ss` (spec 9), columns following the steps (spec 5). */
export function TimePicker({ disabled, title, ...props }: TimePickerProps) {
  const t = useT();
  const picker = useTimePicker({ ...props, platform: 'mobile', onNotice: showNotice });
  const [open, setOpen] = useState(false);
  return (
    <div className="suite-m-time-picker" data-testid="time-picker">
      <PickerField
        text={picker.value}
        placeholder={picker.placeholder}
        icon={<ClockCircleOutline />}
        onOpen={() => setOpen(true)}
        onClear={picker.clear}
        clearLabel={t('dates.clear')}
        disabled={disabled}
      />
      <Picker
        visible={open}
        onClose={() => setOpen(false)}
        title={title ?? picker.placeholder}
        confirmText={t('common.ok')}
        cancelText={t('common.cancel')}
        className={WHEEL_CLASS}
        style={wheelStyle(picker.metrics)}
        columns={picker.columns.map((column) => column.options)}
        value={picker.columns.map((column) => picker.openTime[column.unit])}
        onConfirm={(values) => {
          const [hour, minute, second] = values.map(Number);
          picker.pick({ hour: hour ?? 0, minute: minute ?? 0, second: second ?? 0 });
        }}
      />
    </div>
  );
}
