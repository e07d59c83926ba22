import type { RecurrenceFieldView } from '@suite-ui/core';
import { useT } from '@suite-ui/core/react';
import { Checkbox, DatePicker, Flex, InputNumber, Radio, Select, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

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
          format={field.displayFormat}
          value={toDayjs(field.value, field.format)}
          onChange={(value) => field.set(value ? value.format(field.format) : undefined)}
          style={{ width: '100%' }}
        />
      );
    case 'time':
      return (
        <TimePicker
          {...common}
          placeholder={field.placeholder}
          format={field.displayFormat}
          value={toDayjs(field.value, field.format)}
          onChange={(value) => field.set(value ? value.format(field.format) : undefined)}
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
