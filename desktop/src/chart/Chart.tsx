import type { ChartProps } from '@suite-ui/core/react';
import { useChart } from '@suite-ui/core/react';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Result, Spin } from 'antd';
import { ChartLegend, ChartTooltip } from './ChartLegend';
import { loadEcharts } from '@suite-ui/core/echarts';

const overlay = {
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
} as const;

/** A chart (spec 9: 22 series types, canvas or svg) on echarts, loading only the modules its option needs. */
export function Chart({
  option,
  renderer,
  loading,
  theme,
  height = 320,
  exportable = true,
  ...rest
}: ChartProps) {
  const { mount, ...chart } = useChart({
    option,
    renderer,
    loading,
    theme,
    platform: 'desktop',
    loadRuntime: loadEcharts,
  });
  const testId = rest['data-testid'] ?? 'chart';
  const legend = chart.legend && chart.status === 'ready' ? chart.legend : null;
  return (
    <div data-testid={testId} data-status={chart.status} data-renderer={chart.renderer}>
      {(exportable || legend?.placement === 'top') && (
        // the row keeps its height while the drawing loads, so the chart does not jump
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, minHeight: 24, marginBottom: 4 }}>
          {legend?.placement === 'top' && <ChartLegend chart={chart} testId={testId} />}
          {exportable && chart.canExport && (
            <Button
              size="small"
              icon={<DownloadOutlined />}
              onClick={() => void chart.exportPng()}
              data-testid={`${testId}-export`}
            >
              {chart.texts.exportPng}
            </Button>
          )}
        </div>
      )}
      <div
        style={{ position: 'relative', width: '100%', height }}
        {...(chart.tooltip && chart.status === 'ready' ? chart.pointer : {})}
      >
        <div
          ref={mount}
          role="img"
          aria-label={chart.texts.label}
          style={{ width: '100%', height: '100%' }}
          data-testid={`${testId}-drawing`}
        />
        <ChartTooltip chart={chart} testId={testId} />
        {chart.status === 'loading' && (
          <div style={overlay}>
            <Spin description={chart.texts.loading} />
          </div>
        )}
        {chart.status === 'empty' && (
          <div style={overlay}>
            <Empty description={chart.texts.empty} data-testid={`${testId}-empty`} />
          </div>
        )}
        {chart.status === 'error' && (
          <div style={overlay}>
            <Result
              status="warning"
              title={chart.texts.error}
              extra={
                <Button onClick={chart.retry} data-testid={`${testId}-retry`}>
                  {chart.texts.retry}
                </Button>
              }
            />
          </div>
        )}
        {chart.status === 'invalid' && (
          <div style={overlay}>
            <Alert type="error" showIcon title={chart.texts.invalid} data-testid={`${testId}-invalid`} />
          </div>
        )}
      </div>
      {legend?.placement === 'bottom' && (
        <div style={{ display: 'flex', marginTop: 4 }}>
          <ChartLegend chart={chart} testId={testId} />
        </div>
      )}
    </div>
  );
}

export type { ChartProps } from '@suite-ui/core/react';
