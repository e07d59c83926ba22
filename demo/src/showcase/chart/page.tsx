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
  return { t, renderer, setRenderer, charts, empty };
}
