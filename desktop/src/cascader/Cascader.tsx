import type { CascaderProps } from '@suite-ui/core/react';
import { useCascader } from '@suite-ui/core/react';
import { Cascader as AntCascader, Alert, Button, Space } from 'antd';

/** A cascader over antd's Cascader whose columns load on demand (spec 1). */
export function Cascader({ testId = 'cascader', ...options }: CascaderProps) {
  const cascader = useCascader({ ...options, platform: 'desktop' });
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid={testId}>
      <AntCascader
        style={{ width: '100%', minWidth: 260 }}
        aria-label={cascader.label}
        options={cascader.options}
        value={cascader.value}
        placeholder={cascader.placeholder}
        notFoundContent={cascader.emptyText}
        changeOnSelect={cascader.changeOnSelect}
        loadData={(path) => {
          const last = path[path.length - 1];
          if (last) cascader.load(String(last.value));
        }}
        onChange={(path) => cascader.select((path ?? []).map(String))}
      />
      {cascader.error && (
        <Alert
          type="error"
          showIcon
          title={cascader.error}
          data-testid={`${testId}-error`}
          action={
            <Button size="small" onClick={cascader.retry}>
              {cascader.retryText}
            </Button>
          }
        />
      )}
    </Space>
  );
}

export type { CascaderProps } from '@suite-ui/core/react';
