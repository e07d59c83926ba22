// The chart showcase shared by both skins' pages: one chart of each of the 22 series types, a
// renderer switch, and the empty state.
import { CHART_SERIES_TYPES, type ChartOption, type ChartRenderer } from '@suite-ui/core';
import { useT } from '@suite-ui/core/react';
import { useMemo, useState } from 'react';
import { DEMO_GEOJSON, SAMPLE_OPTIONS } from './options';

export { DEMO_GEOJSON };

/** The showcase's state: the renderer and the options, titled in the current locale. */
export function useChartShowcase() {
  const t = useT();
  const [renderer, setRenderer] = useState<ChartRenderer>('canvas');
  const charts = useMemo(
    () =>
      CHART_SERIES_TYPES.map((type) => ({
        type,
        option: {
          ...SAMPLE_OPTIONS[type],
          title: { text: type, left: 'center', textStyle: { fontSize: 13 } },
        } as ChartOption,
      })),
    [],
  );
  const empty = useMemo<ChartOption>(
    () => ({ xAxis: { type: 'category' }, yAxis: { type: 'value' }, series: [{ type: 'line', data: [] }] }),
    [],
  );
  // a line-plus-bar chart as reports draw it: the legend and the axis tooltip are the skins' HTML
  const combo = useMemo<ChartOption>(
    () => ({
      legend: {},
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      xAxis: { type: 'category', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] },
      yAxis: { type: 'value' },
      series: [
        { type: 'bar', name: t('chart.demo.orders'), data: [320, 302, 341, 374, 390, 450, 420] },
        { type: 'line', name: t('chart.demo.visits'), data: [820, 932, 901, 934, 1290, 1330, 1320] },
      ],
    }),
    [t],
  );
  return { t, renderer, setRenderer, charts, empty, combo };
}
