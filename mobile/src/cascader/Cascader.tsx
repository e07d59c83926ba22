import type { CascaderProps } from '@suite-ui/core/react';
import { useCascader } from '@suite-ui/core/react';
import { Button, CascaderView, ErrorBlock, SpinLoading } from 'antd-mobile';

/** A cascader over antd-mobile's CascaderView whose columns load on demand (spec 1). */
export function Cascader({ testId = 'cascader', ...options }: CascaderProps) {
  const cascader = useCascader({ ...options, platform: 'mobile' });
  return (
    <div data-testid={testId}>
      <CascaderView
        options={cascader.options}
        value={cascader.value}
        placeholder={cascader.placeholder}
        onChange={(value) => cascader.select(value.filter((key): key is string => typeof key === 'string'))}
      />
      {cascader.loading && (
        <div
          style={{ display: 'flex', justifyContent: 'center', padding: 12 }}
          role="status"
          aria-label={cascader.label}
        >
          <SpinLoading />
        </div>
      )}
      {cascader.error && (
        <ErrorBlock
          status="disconnected"
          title={cascader.error}
          description={null}
          data-testid={`${testId}-error`}
        >
          <Button size="small" onClick={cascader.retry}>
            {cascader.retryText}
          </Button>
        </ErrorBlock>
      )}
    </div>
  );
}

export type { CascaderProps } from '@suite-ui/core/react';
