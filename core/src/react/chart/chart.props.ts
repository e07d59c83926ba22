import type { ChartOption, ChartRenderer, NormalizeChartOptions } from '../../chart';

/** Props of both skins' `Chart`. */
export interface ChartProps {
  /** The echarts option: any of the 22 series types (spec 9). */
  option: ChartOption;
  /** `canvas` (default) or `svg`. */
  renderer?: ChartRenderer;
  /** The data is still loading. */
  loading?: boolean;
  /** The suite's light theme by default; `{ decal: true }` adds patterns over colours. */
  theme?: NormalizeChartOptions['theme'];
  /** Height of the drawing in px (default 320); the width follows the container. */
  height?: number;
  /** Shows the export-PNG button (default true). */
  exportable?: boolean;
  /** Stable test id of the chart's root (default `chart`). */
  'data-testid'?: string;
}
