import type { ChartProps } from '@suite-ui/core/react';
import { ChartLegend, ChartTooltip, useChart } from '@suite-ui/core/react';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Result, Spin } from 'antd';
import { loadEcharts } from '@suite-ui/core/echarts';
import type { CSSProperties } from 'react';
import './chart.css';

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
        <div className="suite-chart__toolbar">
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
        className="suite-chart__stage"
        style={{ '--suite-chart-height': `${height}px` } as CSSProperties}
        {...(chart.tooltip && chart.status === 'ready' ? chart.pointer : {})}
      >
        <div
          ref={mount}
          role="img"
          aria-label={chart.texts.label}
          className="suite-chart__drawing"
          data-testid={`${testId}-drawing`}
        />
        <ChartTooltip chart={chart} testId={testId} />
        {chart.status === 'loading' && (
          <div className="suite-chart__overlay">
            <Spin description={chart.texts.loading} />
          </div>
        )}
        {chart.status === 'empty' && (
          <div className="suite-chart__overlay">
            <Empty description={chart.texts.empty} data-testid={`${testId}-empty`} />
          </div>
        )}
        {chart.status === 'error' && (
          <div className="suite-chart__overlay">
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
          <div className="suite-chart__overlay">
            <Alert type="error" showIcon title={chart.texts.invalid} data-testid={`${testId}-invalid`} />
          </div>
        )}
      </div>
      {legend?.placement === 'bottom' && (
        <div className="suite-chart__bottom">
          <ChartLegend chart={chart} testId={testId} />
        </div>
      )}
    </div>
  );
}

export type { ChartProps } from '@suite-ui/core/react';
