import type { CityPickerProps } from '@suite-ui/core/react';
import { useCityPicker, useT } from '@suite-ui/core/react';
import { Button, CascadePicker, ErrorBlock, List, SearchBar } from 'antd-mobile';
import { useState } from 'react';

/**
 * China's province, city and district over antd-mobile's CascadePicker (spec 1, 9), with a search
 * (name or pinyin) whose hits pick a division in one tap.
 */
export function CityPicker({ testId = 'city-picker', ...options }: CityPickerProps) {
  const picker = useCityPicker({ ...options, platform: 'mobile' });
  const t = useT();
  // whether the wheel sheet is open is view state of this skin, not a rule
  const [open, setOpen] = useState(false);
  if (picker.status === 'failed') {
    return (
      <ErrorBlock
        status="disconnected"
        title={picker.errorText}
        description={null}
        data-testid={`${testId}-error`}
      >
        <Button size="small" onClick={picker.retry}>
          {picker.retryText}
        </Button>
      </ErrorBlock>
    );
  }
  return (
    <div data-testid={testId} data-code={picker.code ?? ''}>
      <SearchBar
        placeholder={picker.searchPlaceholder}
        value={picker.keyword}
        onChange={picker.search}
        aria-label={picker.searchPlaceholder}
      />
      {picker.keyword.trim() !== '' && (
        <List data-testid={`${testId}-results`}>
          {picker.results.length === 0 && <List.Item>{picker.emptyText}</List.Item>}
          {picker.results.map((hit) => (
            <List.Item key={hit.value.join('/')} onClick={() => picker.select(hit.value)}>
              {hit.label}
            </List.Item>
          ))}
        </List>
      )}
      <List>
        <List.Item
          data-testid={`${testId}-trigger`}
          extra={picker.status === 'loading' ? picker.loadingText : picker.text || picker.placeholder}
          onClick={() => setOpen(true)}
          disabled={picker.status === 'loading'}
        >
          {picker.label}
        </List.Item>
      </List>
      <CascadePicker
        title={picker.label}
        options={picker.options}
        value={picker.value}
        visible={open}
        confirmText={t('city-picker.done')}
        cancelText={t('city-picker.cancel')}
        onClose={() => setOpen(false)}
        onConfirm={(value) => picker.select(value.filter((code): code is string => typeof code === 'string'))}
      />
    </div>
  );
}

export type { CityPickerProps } from '@suite-ui/core/react';
