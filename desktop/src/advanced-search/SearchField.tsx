import type { SearchFieldView } from '@suite-ui/core';
import { Checkbox, Input, InputNumber, Radio, Select, Space } from 'antd';
import { Browser, TypesBrowser } from '../browser';
import { RangePicker } from '../dates';

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
          value={field.numberValue}
          onChange={(value) => field.set(typeof value === 'number' ? value : null)}
        />
      );
    case 'RADIO':
      return (
        <Radio.Group
          {...common}
          value={field.textValue}
          onChange={(event) => field.set(String(event.target.value))}
          options={field.choices}
        />
      );
    case 'CHECKBOX':
      return (
        <Checkbox.Group
          {...common}
          value={field.chosenIds}
          onChange={(values) => field.setChosenIds(values.map(String))}
          options={field.choices}
        />
      );
    case 'SELECT':
      return (
        <Select
          {...common}
          allowClear
          style={{ width: '100%' }}
          placeholder={field.placeholder}
          value={field.chosenIds[0]}
          onChange={(value?: string) => field.setChosenIds(value === undefined ? [] : [value])}
          options={field.choices}
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
            value={field.scopeNumber.min}
            onChange={(value) => field.setScope('min', typeof value === 'number' ? value : null)}
            data-testid={`${field.testId}-min`}
          />
          <InputNumber
            disabled={field.disabled}
            aria-label={`${field.title} ${field.labels.max}`}
            placeholder={field.labels.max}
            style={{ width: '50%' }}
            value={field.scopeNumber.max}
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
          type={field.dateType}
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
            type={field.browserType}
            module={field.browser?.module}
            multiple={field.browser?.multiple}
            value={field.selectedItems}
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
          value={field.selectedItems}
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
            value={field.secretLevelText || undefined}
            onChange={(value?: string) => field.setSecret({ secretLevel: value ?? null })}
            options={field.choices}
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
          value={field.textValue}
          onChange={(event) => field.set(event.target.value)}
        />
      );
  }
}
