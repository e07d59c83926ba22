import type { SearchFieldView } from '@suite-ui/core';
import { useTypesBrowser } from '@suite-ui/core/react';
import { Checkbox, Input, Selector } from 'antd-mobile';
import { Browser } from '../browser';
import { RangePicker } from '../dates';

function TypesBrowserField({ field }: { field: SearchFieldView }) {
  const types = field.browser?.types ?? [];
  const state = useTypesBrowser(types, field.selectedItems, field.set);
  return (
    <>
      <Selector
        columns={3}
        options={types.map((option) => ({ value: option.type, label: option.label }))}
        value={[state.type]}
        onChange={(keys) => keys[0] && state.setType(keys[0])}
      />
      <Browser
        key={state.type}
        embedded
        type={state.type}
        module={field.browser?.module}
        multiple={field.browser?.multiple}
        value={state.value}
        onChange={state.onChange}
        aria-label={field.title}
        data-testid={`${field.testId}-browser`}
      />
    </>
  );
}

/** One condition on mobile: the same `switch (field.kind)` as desktop, over antd-mobile and the suite's widgets. */
export function SearchField({ field }: { field: SearchFieldView }) {
  switch (field.kind) {
    case 'INPUTNUMBER':
      return (
        <div className="suite-m-advanced-search__box">
          <Input
            type="number"
            aria-label={field.title}
            placeholder={field.placeholder}
            disabled={field.disabled}
            value={field.textValue}
            onChange={field.setNumberText}
          />
        </div>
      );
    case 'RADIO':
    case 'SELECT':
    case 'CHECKBOX':
      return (
        <Selector
          aria-label={field.title}
          columns={3}
          multiple={field.kind === 'CHECKBOX'}
          disabled={field.disabled}
          options={field.choices}
          value={field.chosenIds}
          onChange={field.setChosenIds}
        />
      );
    case 'SCOPE':
      return (
        <div className="suite-m-advanced-search__scope" data-testid={`${field.testId}-scope`}>
          {(['min', 'max'] as const).map((side) => (
            <div key={side} className="suite-m-advanced-search__box">
              <Input
                type="number"
                aria-label={`${field.title} ${field.labels[side]}`}
                placeholder={field.labels[side]}
                disabled={field.disabled}
                value={field.scopeText[side]}
                onChange={(value) => field.setScopeText(side, value)}
                data-testid={`${field.testId}-${side}`}
              />
            </div>
          ))}
        </div>
      );
    case 'DATEPICKER':
    case 'DATETIMEPICKER':
      return (
        <RangePicker
          type={field.dateType}
          value={field.date?.value ?? [null, null]}
          selectedKey={field.date?.selectedKey || null}
          weekStart={field.weekStart}
          disabled={field.disabled}
          onChange={field.setDate}
        />
      );
    case 'BROWSER':
      return (
        <>
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
              onChange={field.includeSub.set}
              className="suite-m-advanced-search__include-sub"
            >
              {field.includeSub.label}
            </Checkbox>
          )}
        </>
      );
    case 'TYPESBROWSER':
      return <TypesBrowserField field={field} />;
    case 'SECRETLEVEL':
      return (
        <>
          <Selector
            aria-label={field.labels.level}
            columns={3}
            options={field.choices}
            value={field.secretLevelText ? [field.secretLevelText] : []}
            onChange={(keys) => field.setSecret({ secretLevel: keys[0] ?? null })}
          />
          <div className="suite-m-advanced-search__box suite-m-advanced-search__validity">
            <Input
              aria-label={field.labels.validity}
              placeholder={field.labels.validity}
              value={field.secret?.secretLevelValidity ?? ''}
              onChange={(value) => field.setSecret({ secretLevelValidity: value })}
            />
          </div>
        </>
      );
    default:
      return (
        <div className="suite-m-advanced-search__box">
          <Input
            clearable
            aria-label={field.title}
            placeholder={field.placeholder}
            disabled={field.disabled}
            value={field.textValue}
            onChange={field.set}
          />
        </div>
      );
  }
}
