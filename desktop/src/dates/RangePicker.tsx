import type { DateValueType } from '@suite-ui/core';
import { useDateRangePicker, type UseDateRangePickerProps } from '@suite-ui/core/react';
import { DatePicker as AntdDatePicker, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNoticeMessage } from './notice';
import { usePickerLocale } from './picker-locale';
import { PresetList } from './PresetList';
import { timeToDayjs, toDayjs } from './to-dayjs';

/** Kinds of range antd has panels for. */
export type RangePickerType = Exclude<DateValueType, 'halfYear'>;

export interface RangePickerProps extends Omit<UseDateRangePickerProps, 'platform' | 'onNotice' | 'type'> {
  /** Kind of the two values (default `date`); read once. */
  type?: RangePickerType;
  disabled?: boolean;
  /** Accessible name of the field. */
  'aria-label'?: string;
}

/**
 * Date range picker with the presets of spec 4 beside the panel; a date-time range opens its times
 * at 08:00:00 and 18:00:00 (spec 9). The chosen preset's name is shown next to the field.
 */
export function RangePicker({ disabled, 'aria-label': ariaLabel, ...props }: RangePickerProps) {
  const [showNotice, noticeHolder] = useNoticeMessage();
  const range = useDateRangePicker({ ...props, platform: 'desktop', onNotice: showNotice });
  const locale = usePickerLocale(range.weekStart);
  const [open, setOpen] = useState(false);
  const time = range.formats.time;
  return (
    <Space orientation="vertical" size={4} className="suite-range-picker" data-testid="range-picker">
      {noticeHolder}
      <Space wrap>
        <AntdDatePicker.RangePicker
          picker={range.panel}
          open={open}
          onOpenChange={setOpen}
          showTime={
            time
              ? {
                  format: time,
                  defaultOpenValue: [
                    timeToDayjs(range.defaultTimesOfDay[0]),
                    timeToDayjs(range.defaultTimesOfDay[1]),
                  ],
                }
              : false
          }
          format={range.formats.display}
          value={[toDayjs(range.dates[0]), toDayjs(range.dates[1])]}
          allowEmpty={[true, true]}
          onChange={(dates) =>
            dates ? range.pick([dates[0]?.toDate() ?? null, dates[1]?.toDate() ?? null]) : range.clear()
          }
          disabledDate={(date) => range.isDisabled(date.toDate())}
          placeholder={range.placeholder}
          aria-label={ariaLabel ?? range.presetsTitle}
          locale={locale}
          disabled={disabled}
          status={range.limitsError ? 'error' : undefined}
          panelRender={(panel) => (
            <div className="suite-range-panel" style={{ display: 'flex' }}>
              <PresetList
                title={range.presetsTitle}
                presets={range.presets}
                onSelect={(key) => {
                  range.selectPreset(key);
                  setOpen(false);
                }}
              />
              {panel}
            </div>
          )}
        />
        {range.selectedName && (
          <Tag color="blue" data-testid="range-preset-name">
            {range.selectedName}
          </Tag>
        )}
      </Space>
      {range.limitsError && (
        <Typography.Text type="danger" data-testid="date-limits-error">
          {range.limitsError}
        </Typography.Text>
      )}
    </Space>
  );
}
