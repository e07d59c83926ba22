import { useDateRangePicker, useT, type UseDateRangePickerProps } from '@suite-ui/core/react';
import { CalendarPicker, DatePicker as WheelDatePicker, Selector } from 'antd-mobile';
import { CalendarOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { showNotice } from './notice';
import { PickerField } from './PickerField';
import { WHEEL_CLASS, wheelStyle } from './wheel-style';

export interface RangePickerProps extends Omit<UseDateRangePickerProps, 'platform' | 'onNotice' | 'type'> {
  /** `date` picks both days on a calendar (weeks from Monday); `datetime` uses two wheels. */
  type?: 'date' | 'datetime';
  disabled?: boolean;
}

/** Date range with the presets of spec 4 as chips above the fields. */
export function RangePicker({ disabled, ...props }: RangePickerProps) {
  const t = useT();
  const range = useDateRangePicker({ ...props, platform: 'mobile', onNotice: showNotice });
  const [open, setOpen] = useState<'calendar' | 'start' | 'end' | null>(null);
  const close = () => setOpen(null);
  const [start, end] = range.value;
  const wheel = (edge: 0 | 1) => (
    <WheelDatePicker
      visible={open === (edge === 0 ? 'start' : 'end')}
      onClose={close}
      title={range.placeholder[edge]}
      confirmText={t('common.ok')}
      cancelText={t('common.cancel')}
      className={WHEEL_CLASS}
      style={wheelStyle(range.metrics)}
      precision="second"
      min={range.bounds.min}
      max={range.bounds.max}
      value={range.dates[edge] ?? range.openDates[edge]}
      onConfirm={(date) => range.pick(edge === 0 ? [date, range.dates[1]] : [range.dates[0], date])}
    />
  );
  return (
    <div className="suite-m-range-picker" data-testid="range-picker">
      <Selector
        aria-label={range.presetsTitle}
        columns={3}
        options={range.presets.map((preset) => ({ label: preset.label, value: preset.key }))}
        value={range.selectedKey ? [range.selectedKey] : []}
        onChange={(keys) => keys[0] && range.selectPreset(keys[0])}
        disabled={disabled}
        data-testid="range-presets"
      />
      {range.type === 'date' ? (
        <>
          <PickerField
            text={range.text}
            placeholder={range.placeholderText}
            icon={<CalendarOutline />}
            onOpen={() => setOpen('calendar')}
            onClear={range.clear}
            clearLabel={t('dates.clear')}
            disabled={disabled}
          />
          <CalendarPicker
            visible={open === 'calendar'}
            onClose={close}
            selectionMode="range"
            weekStartsOn={range.weekStart === 1 ? 'Monday' : 'Sunday'}
            min={range.calendarBounds.min}
            max={range.calendarBounds.max}
            value={range.dates[0] && range.dates[1] ? [range.dates[0], range.dates[1]] : null}
            confirmText={t('common.ok')}
            onConfirm={(dates) => (dates ? range.pick(dates) : range.clear())}
          />
        </>
      ) : (
        <>
          <PickerField
            text={start}
            placeholder={range.placeholder[0]}
            icon={<CalendarOutline />}
            onOpen={() => setOpen('start')}
            clearLabel={t('dates.clear')}
            disabled={disabled}
            data-testid="range-start"
          />
          <PickerField
            text={end}
            placeholder={range.placeholder[1]}
            icon={<CalendarOutline />}
            onOpen={() => setOpen('end')}
            onClear={range.clear}
            clearLabel={t('dates.clear')}
            disabled={disabled}
            data-testid="range-end"
          />
          {wheel(0)}
          {wheel(1)}
        </>
      )}
      {range.limitsError && (
        <div className="suite-m-error" role="alert" data-testid="date-limits-error">
          {range.limitsError}
        </div>
      )}
    </div>
  );
}
