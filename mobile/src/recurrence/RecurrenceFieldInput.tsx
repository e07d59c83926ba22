import type { RecurrenceChoiceField, RecurrenceFieldView, RecurrenceTextField } from '@suite-ui/core';
import { useT } from '@suite-ui/core/react';
import { DatePicker, Input, Picker, Selector } from 'antd-mobile';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';

const pad = (n: number) => String(n).padStart(2, '0');
const clockColumns = [
  Array.from({ length: 24 }, (_, h) => ({ label: pad(h), value: pad(h) })),
  Array.from({ length: 60 }, (_, m) => ({ label: pad(m), value: pad(m) })),
];

interface TriggerProps {
  text: string;
  placeholder: string;
  testId: string;
  onOpen(): void;
}

/** The tappable line that opens a picker, showing the value or a placeholder. */
function PickerTrigger({ text, placeholder, testId, onOpen }: TriggerProps) {
  return (
    <button
      type="button"
      className="suite-recurrence-trigger"
      data-testid={`${testId}-trigger`}
      onClick={onOpen}
      style={{
        all: 'unset',
        display: 'block',
        width: '100%',
        cursor: 'pointer',
        color: text ? undefined : 'var(--adm-color-weak)',
      }}
    >
      {text || placeholder}
    </button>
  );
}

/** Date, date-time and time fields: a line that opens antd-mobile's wheel picker. */
function TimeFieldInput({ field, disabled }: { field: RecurrenceTextField; disabled?: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    field.blur();
  };
  const parsed = field.value ? dayjs(field.value, field.format) : null;
  const trigger = (
    <PickerTrigger
      text={field.displayText}
      placeholder={field.placeholder ?? t('recurrence.placeholder.select')}
      testId={field.testId}
      onOpen={() => !disabled && setOpen(true)}
    />
  );
  if (field.kind === 'time') {
    const [hour, minute] = field.clock;
    return (
      <>
        {trigger}
        <Picker
          title={field.label}
          visible={open}
          onClose={close}
          columns={clockColumns}
          value={[hour, minute]}
          onConfirm={(value) => field.set(value.join(':'))}
        />
      </>
    );
  }
  return (
    <>
      {trigger}
      <DatePicker
        title={field.label}
        visible={open}
        onClose={close}
        precision={field.kind === 'dateTime' ? 'minute' : 'day'}
        value={parsed?.isValid() ? parsed.toDate() : null}
        min={dayjs(field.pickerRange.min).toDate()}
        max={dayjs(field.pickerRange.max).toDate()}
        onConfirm={(value) => field.set(dayjs(value).format(field.format))}
      />
    </>
  );
}

/** A single choice from a long list: a line that opens a one-column wheel picker. */
function ListChoiceInput({ field, disabled }: { field: RecurrenceChoiceField; disabled?: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <PickerTrigger
        text={field.valueText}
        placeholder={t('recurrence.placeholder.select')}
        testId={field.testId}
        onOpen={() => !disabled && setOpen(true)}
      />
      <Picker
        title={field.label}
        visible={open}
        onClose={() => {
          setOpen(false);
          field.blur();
        }}
        columns={[field.options]}
        value={field.value === undefined ? [] : [field.value]}
        onConfirm={(value) => field.set(value[0] ?? undefined)}
      />
    </>
  );
}

/** A whole number typed into a field, or undefined while it is empty or not a number. */
function parseWholeNumber(text: string): number | undefined {
  const value = Number.parseInt(text, 10);
  return Number.isFinite(value) ? value : undefined;
}

export interface RecurrenceFieldInputProps {
  /** The field as core's view model describes it. */
  field: RecurrenceFieldView;
  disabled?: boolean;
}

/** The antd-mobile input for one recurrence field, chosen by the field's kind. */
export function RecurrenceFieldInput({ field, disabled }: RecurrenceFieldInputProps): ReactNode {
  switch (field.kind) {
    case 'dateTime':
    case 'date':
    case 'time':
      return <TimeFieldInput field={field} disabled={disabled} />;
    case 'number':
      return (
        <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          {/* antd-mobile's Stepper puts aria-valuenow on a plain div and leaves its input unlabelled:
              a labelled number input serves screen readers better */}
          <Input
            aria-label={field.label}
            type="number"
            inputMode="numeric"
            min={field.min}
            disabled={disabled}
            value={field.value === undefined ? '' : String(field.value)}
            onChange={(text) => field.set(parseWholeNumber(text))}
            onBlur={field.blur}
            style={{
              '--text-align': 'center',
              width: 72,
              border: '1px solid var(--adm-color-border)',
              borderRadius: 4,
            }}
          />
          <span>{field.unit}</span>
        </div>
      );
    case 'choice':
      return field.variant === 'select' ? (
        <ListChoiceInput field={field} disabled={disabled} />
      ) : (
        <Selector
          options={field.options}
          value={field.value === undefined ? [] : [field.value]}
          disabled={disabled}
          onChange={(value) => field.set(value[0])}
          style={{ '--padding': '6px 12px' }}
        />
      );
    case 'choices':
      return (
        <Selector
          multiple
          options={field.options}
          value={field.value}
          disabled={disabled}
          columns={field.variant === 'select' ? (field.options.length > 12 ? 6 : 4) : undefined}
          onChange={(value) => field.set(value)}
          style={{ '--padding': field.variant === 'select' ? '6px 2px' : '6px 12px' }}
        />
      );
  }
}
