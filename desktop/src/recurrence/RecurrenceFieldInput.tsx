import type { RecurrenceFieldView } from '@suite-ui/core';
import { useT } from '@suite-ui/core/react';
import { Checkbox, DatePicker, Flex, InputNumber, Radio, Select, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

/** Formats of the values core's recurrence fields hold (local floating times). */
const FORMATS = { dateTime: 'YYYY-MM-DD HH:mm:ss', date: 'YYYY-MM-DD', time: 'HH:mm' } as const;
/** spec 9: dates display as YYYY-MM-DD HH:mm or YYYY-MM-DD. */
const DISPLAY = { dateTime: 'YYYY-MM-DD HH:mm', date: 'YYYY-MM-DD', time: 'HH:mm' } as const;

const toDayjs = (value: string | undefined, format: string): Dayjs | null => {
  const parsed = value ? dayjs(value, format) : null;
  return parsed?.isValid() ? parsed : null;
};

export interface RecurrenceFieldInputProps {
  /** The field as core's view model describes it. */
  field: RecurrenceFieldView;
  /** id of the input, tied to its label. */
  id: string;
  disabled?: boolean;
}

/** The antd input for one recurrence field, chosen by the field's kind. */
export function RecurrenceFieldInput({ field, id, disabled }: RecurrenceFieldInputProps) {
  const t = useT();
  const common = { id, disabled, onBlur: field.blur, 'aria-label': field.label };
  switch (field.kind) {
    case 'dateTime':
    case 'date':
      return (
        <DatePicker
          {...common}
          showTime={field.kind === 'dateTime' ? { format: 'HH:mm' } : false}
          format={DISPLAY[field.kind]}
          value={toDayjs(field.value, FORMATS.dateTime)}
          onChange={(value) => field.set(value ? value.format(FORMATS[field.kind]) : undefined)}
          style={{ width: '100%' }}
        />
      );
    case 'time':
      return (
        <TimePicker
          {...common}
          placeholder={field.placeholder}
          format={DISPLAY.time}
          value={toDayjs(field.value, FORMATS.time)}
          onChange={(value) => field.set(value ? value.format(FORMATS.time) : undefined)}
          style={{ width: '100%' }}
        />
      );
    case 'number':
      return (
        <Flex gap={8} align="center">
          <InputNumber
            {...common}
            min={field.min}
            precision={0}
            value={field.value ?? null}
            onChange={(value) => field.set(value ?? undefined)}
          />
          <span>{field.unit}</span>
        </Flex>
      );
    case 'choice':
      return field.variant === 'buttons' ? (
        <Radio.Group
          {...common}
          optionType="button"
          options={field.options}
          value={field.value}
          onChange={(event) => field.set(event.target.value)}
        />
      ) : (
        <Select
          {...common}
          placeholder={t('recurrence.placeholder.select')}
          options={field.options}
          value={field.value}
          onChange={(value) => field.set(value)}
          style={{ width: '100%' }}
        />
      );
    case 'choices':
      return field.variant === 'buttons' ? (
        <Checkbox.Group {...common} options={field.options} value={field.value} onChange={field.set} />
      ) : (
        <Select
          {...common}
          mode="multiple"
          allowClear
          placeholder={t('recurrence.placeholder.select')}
          options={field.options}
          value={field.value}
          onChange={(value) => field.set(value)}
          style={{ width: '100%' }}
        />
      );
  }
}
