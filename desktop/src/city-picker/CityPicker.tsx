import type { CityPickerProps } from '@suite-ui/core/react';
import { useCityPicker } from '@suite-ui/core/react';
import { Alert, Button, Cascader } from 'antd';

/** China's province, city and district over antd's Cascader (spec 1, 9), searchable by name or pinyin. */
export function CityPicker({ testId = 'city-picker', ...options }: CityPickerProps) {
  const picker = useCityPicker({ ...options, platform: 'desktop' });
  if (picker.status === 'failed') {
    return (
      <Alert
        type="error"
        showIcon
        data-testid={`${testId}-error`}
        title={picker.errorText}
        action={
          <Button size="small" onClick={picker.retry}>
            {picker.retryText}
          </Button>
        }
      />
    );
  }
  return (
    <span data-testid={testId} data-code={picker.code ?? ''}>
      <Cascader
        style={{ width: '100%', minWidth: 260 }}
        aria-label={picker.label}
        options={picker.options}
        value={picker.value}
        loading={picker.status === 'loading'}
        disabled={picker.status === 'loading'}
        placeholder={picker.status === 'loading' ? picker.loadingText : picker.placeholder}
        notFoundContent={picker.emptyText}
        showSearch={{
          filter: (keyword, path) =>
            picker.matches(
              keyword,
              path.map((option) => String(option.value)),
            ),
          limit: 50,
        }}
        onChange={(path) => picker.select((path ?? []).map(String))}
      />
    </span>
  );
}

export type { CityPickerProps } from '@suite-ui/core/react';
