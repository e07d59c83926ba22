import type { BrowserSelectedItem, SearchFieldView } from '@suite-ui/core';
import { Checkbox, Input, InputNumber, Radio, Select, Space } from 'antd';
import { Browser, TypesBrowser } from '../browser';
import { RangePicker } from '../dates';

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const list = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const number = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** One condition: a `switch (field.kind)` over the existing widgets (browser, date range with presets ...). */
export function SearchField({ field }: { field: SearchFieldView }) {
  const common = { disabled: field.disabled, 'aria-label': field.title };
  switch (field.kind) {
    case 'INPUTNUMBER':
      return (
        <InputNumber
          {...common}
          style={{ width: '100%' }}
          placeholder={field.placeholder}
          value={number(field.value)}
          onChange={(value) => field.set(typeof value === 'number' ? value : null)}
        />
      );
    case 'RADIO':
      return (
        <Radio.Group
          {...common}
          value={text(field.value)}
          onChange={(event) => field.set(String(event.target.value))}
          options={field.options.map((option) => ({ value: option.value, label: option.label }))}
        />
      );
    case 'CHECKBOX':
      return (
        <Checkbox.Group
          {...common}
          value={list<string>(field.value)}
          onChange={(values) => field.set(values.map(String))}
          options={field.options.map((option) => ({ value: option.value, label: option.label }))}
        />
      );
    case 'SELECT':
      return (
        <Select
          {...common}
          allowClear
          style={{ width: '100%' }}
          placeholder={field.placeholder}
          value={text(field.value) || undefined}
          onChange={(value?: string) => field.set(value ?? null)}
          options={field.options.map((option) => ({ value: option.value, label: option.label }))}
        />
      );
    case 'SCOPE':
      return (
        <Space.Compact style={{ width: '100%' }} data-testid={`${field.testId}-scope`}>
          <InputNumber
            disabled={field.disabled}
            aria-label={`${field.title} ${field.labels.min}`}
            placeholder={field.labels.min}
            style={{ width: '50%' }}
            value={number(field.scope?.min)}
            onChange={(value) => field.setScope('min', typeof value === 'number' ? value : null)}
            data-testid={`${field.testId}-min`}
          />
          <InputNumber
            disabled={field.disabled}
            aria-label={`${field.title} ${field.labels.max}`}
            placeholder={field.labels.max}
            style={{ width: '50%' }}
            value={number(field.scope?.max)}
            onChange={(value) => field.setScope('max', typeof value === 'number' ? value : null)}
            data-testid={`${field.testId}-max`}
          />
        </Space.Compact>
      );
    case 'DATEPICKER':
    case 'DATETIMEPICKER':
      return (
        <RangePicker
          {...common}
          type={field.kind === 'DATETIMEPICKER' ? 'datetime' : 'date'}
          value={field.date?.value ?? [null, null]}
          selectedKey={field.date?.selectedKey || null}
          weekStart={field.weekStart}
          onChange={field.setDate}
        />
      );
    case 'BROWSER':
      return (
        <Space orientation="vertical" size={2} style={{ width: '100%' }}>
          <Browser
            embedded
            type={field.browser?.type ?? 'resource'}
            module={field.browser?.module}
            multiple={field.browser?.multiple}
            value={list<BrowserSelectedItem>(field.value)}
            onChange={field.set}
            aria-label={field.title}
            data-testid={`${field.testId}-browser`}
          />
          {field.includeSub && (
            <Checkbox
              checked={field.includeSub.checked}
              disabled={field.includeSub.disabled}
              onChange={(event) => field.includeSub?.set(event.target.checked)}
            >
              {field.includeSub.label}
            </Checkbox>
          )}
        </Space>
      );
    case 'TYPESBROWSER':
      return (
        <TypesBrowser
          embedded
          types={field.browser?.types ?? []}
          module={field.browser?.module}
          multiple={field.browser?.multiple}
          value={list<BrowserSelectedItem>(field.value)}
          onChange={field.set}
          aria-label={field.title}
          data-testid={`${field.testId}-browser`}
        />
      );
    case 'SECRETLEVEL':
      return (
        <Space.Compact style={{ width: '100%' }}>
          <Select
            allowClear
            disabled={field.disabled}
            aria-label={field.labels.level}
            placeholder={field.labels.level}
            style={{ width: '50%' }}
            value={text(field.secret?.secretLevel) || undefined}
            onChange={(value?: string) => field.setSecret({ secretLevel: value ?? null })}
            options={field.options.map((option) => ({ value: option.value, label: option.label }))}
          />
          <Input
            disabled={field.disabled}
            aria-label={field.labels.validity}
            placeholder={field.labels.validity}
            style={{ width: '50%' }}
            value={field.secret?.secretLevelValidity ?? ''}
            onChange={(event) => field.setSecret({ secretLevelValidity: event.target.value })}
          />
        </Space.Compact>
      );
    default:
      return (
        <Input
          {...common}
          allowClear
          placeholder={field.placeholder}
          value={text(field.value)}
          onChange={(event) => field.set(event.target.value)}
        />
      );
  }
}
