import type { ChartProps } from '@suite-ui/core/react';
import { ChartLegend, ChartTooltip, useChart } from '@suite-ui/core/react';
import { Button, ErrorBlock, SpinLoading } from 'antd-mobile';
import { loadEcharts } from '@suite-ui/core/echarts';
import type { CSSProperties } from 'react';
import './chart.css';

/** A chart (spec 9) on echarts for phones: tap a point for its tooltip; only the option's modules load. */
export function Chart({
  option,
  renderer,
  loading,
  theme,
  height = 260,
  exportable = true,
  ...rest
}: ChartProps) {
  const { mount, ...chart } = useChart({
    option,
    renderer,
    loading,
    theme,
    platform: 'mobile',
    loadRuntime: loadEcharts,
  });
  const testId = rest['data-testid'] ?? 'chart';
  const legend = chart.legend && chart.status === 'ready' ? chart.legend : null;
  return (
    <div data-testid={testId} data-status={chart.status} data-renderer={chart.renderer}>
      {legend?.placement === 'top' && <ChartLegend chart={chart} testId={testId} />}
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
          <div className="suite-chart__overlay" role="status">
            <SpinLoading />
            <span className="suite-chart__loading">{chart.texts.loading}</span>
          </div>
        )}
        {chart.status === 'empty' && (
          <div className="suite-chart__overlay">
            <ErrorBlock
              status="empty"
              title={chart.texts.empty}
              description=""
              data-testid={`${testId}-empty`}
            />
          </div>
        )}
        {(chart.status === 'error' || chart.status === 'invalid') && (
          <div className="suite-chart__overlay">
            <ErrorBlock
              status="default"
              title={chart.status === 'error' ? chart.texts.error : chart.texts.invalid}
              description=""
              data-testid={`${testId}-${chart.status}`}
            />
            {chart.status === 'error' && (
              <Button size="small" onClick={chart.retry} data-testid={`${testId}-retry`}>
                {chart.texts.retry}
              </Button>
            )}
          </div>
        )}
      </div>
      {legend?.placement === 'bottom' && <ChartLegend chart={chart} testId={testId} />}
      {exportable && (
        <div className="suite-chart__export">
          {chart.canExport && (
            <Button
              size="mini"
              fill="outline"
              onClick={() => void chart.exportPng()}
              data-testid={`${testId}-export`}
            >
              {chart.texts.exportPng}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

export type { ChartProps } from '@suite-ui/core/react';
