import type { BrowserConditionFieldView, BrowserConditionsView } from '@suite-ui/core';
import { Button, InputNumber, Select, Space } from 'antd';
import { memo } from 'react';

/** The picker's condition form (spec 7 `condition`): each field narrows the list at once. */
export const ConditionForm = memo(function ConditionForm({
  conditions,
}: {
  /** The core's condition view; the form is not drawn when it is null. */
  conditions: BrowserConditionsView | null;
}) {
  if (!conditions) return null;
  return (
    <div
      role="group"
      aria-label={conditions.title}
      data-testid="browser-conditions"
      className="suite-browser__conditions"
    >
      <Space wrap size={[12, 4]}>
        {conditions.fields.map((field) => (
          <ConditionField key={field.key} field={field} />
        ))}
        <Button size="small" type="link" disabled={!conditions.active} onClick={conditions.reset}>
          {conditions.resetLabel}
        </Button>
      </Space>
    </div>
  );
});

function ConditionField({ field }: { field: BrowserConditionFieldView }) {
  if (field.kind === 'scope') {
    const end = (which: 'min' | 'max', label: string) => (
      <InputNumber
        size="small"
        min={field.min}
        max={field.max}
        placeholder={label}
        aria-label={`${field.label} ${label}`}
        value={field.value[which] ?? null}
        onChange={(next) => field.setEnd(which, typeof next === 'number' ? next : undefined)}
        className="suite-browser__condition-end"
      />
    );
    return (
      <Space size={4} data-testid={`browser-condition-${field.key}`}>
        <span>{field.label}</span>
        {end('min', field.minLabel)}
        <span aria-hidden>–</span>
        {end('max', field.maxLabel)}
      </Space>
    );
  }
  return (
    <Space size={4} data-testid={`browser-condition-${field.key}`}>
      <span>{field.label}</span>
      <Select
        size="small"
        aria-label={field.label}
        value={field.value}
        onChange={field.choose}
        options={[{ value: '', label: field.anyLabel }, ...field.options]}
        className="suite-browser__condition-select"
      />
    </Space>
  );
}
