import type { Locale } from '../i18n';
import type { Platform } from '../shared/platform';

/** spec 9: the chart series types (the list the types below are read from). */
export const CHART_SERIES_TYPES = [
  'line',
  'bar',
  'pie',
  'scatter',
  'effectScatter',
  'radar',
  'tree',
  'treemap',
  'sunburst',
  'boxplot',
  'candlestick',
  'heatmap',
  'map',
  'parallel',
  'lines',
  'graph',
  'sankey',
  'funnel',
  'gauge',
  'pictorialBar',
  'themeRiver',
  'custom',
] as const;

/** spec 9: the chart renderers. */
export const CHART_RENDERERS = ['canvas', 'svg'] as const;

/** One of the 22 series types of spec 9. */
export type ChartSeriesType = (typeof CHART_SERIES_TYPES)[number];

/** How echarts draws: `canvas` or `svg` (spec 9). */
export type ChartRenderer = (typeof CHART_RENDERERS)[number];

/**
 * An echarts option as the host writes it. Core never imports echarts, so the option is a plain
 * record; its `series` (an object or an array of objects) each carry a `type`.
 */
export type ChartOption = Record<string, unknown>;

/** The names of the echarts modules an option needs, which a skin maps to `echarts/*` exports. */
export interface ChartModules {
  /** Chart modules of `echarts/charts`, e.g. `LineChart`. */
  series: string[];
  /** Component modules of `echarts/components`, e.g. `GridComponent`. */
  components: string[];
  /** The renderer module of `echarts/renderers`. */
  renderer: 'CanvasRenderer' | 'SVGRenderer';
}

/** The suite's look for charts. */
export interface ChartTheme {
  /** Series colours, in order. */
  colors: readonly string[];
  fontFamily: string;
  /** Text of titles, legends and axis labels. */
  textColor: string;
  /** Axis lines and split lines. */
  axisColor: string;
  /** `transparent` lets the page show through. */
  backgroundColor: string;
  /** Draw decal patterns over colours (for readers who cannot tell the colours apart). */
  decal: boolean;
}

/** Options of `normalizeChartOption`. */
export interface NormalizeChartOptions {
  /** Numbers and dates are formatted for this locale. */
  locale: Locale;
  /** `light` (default), `dark`, or parts of a `ChartTheme` over the light one. */
  theme?: 'light' | 'dark' | Partial<ChartTheme>;
  /** On mobile, tooltips open on a tap and stay inside the chart. */
  platform?: Platform;
  /** Series names the HTML legend hides: left out of the drawing. */
  hidden?: readonly string[];
}

/** What a skin's echarts instance offers; core types it without importing echarts. */
export interface ChartInstance {
  setOption(option: ChartOption, opts?: { notMerge?: boolean }): void;
  resize(): void;
  /** Removes every series (echarts redraws at once, which stops a drawing still spread over frames). */
  clear(): void;
  dispose(): void;
  /** A data URL of the drawing (PNG for canvas, SVG for the svg renderer). */
  getDataURL(opts: { type?: 'png' | 'svg'; pixelRatio?: number; backgroundColor?: string }): string;
  /** Data coordinates of a pixel of the drawing in a grid (the HTML axis tooltip's category). */
  convertFromPixel?(finder: { gridIndex: number }, pixel: [number, number]): number[] | undefined;
  /** The pixel of data coordinates in a grid (where the HTML tooltip's guide line goes). */
  convertToPixel?(finder: { gridIndex: number }, value: [number, number]): number[] | undefined;
  /** Whether a pixel of the drawing lies inside a grid. */
  containPixel?(finder: { gridIndex: number }, pixel: [number, number]): boolean;
}

/** echarts with the modules an option needs installed, as a skin loads it. */
export interface ChartRuntime {
  /** Mounts a chart on `element` (an HTMLElement). */
  init(element: unknown, options: { renderer: ChartRenderer; locale: 'ZH' | 'EN' }): ChartInstance;
}

/** Loads and installs the named echarts modules (the skins' `echarts/*` imports). */
export type ChartRuntimeLoader = (modules: ChartModules) => Promise<ChartRuntime>;

/** The chart widget's input: what the host gives it. */
export interface ChartInput {
  option: ChartOption;
  renderer?: ChartRenderer;
  /** The host is still fetching the data. */
  loading?: boolean;
  /** The suite's light theme by default. */
  theme?: NormalizeChartOptions['theme'];
}

export type ChartEvent =
  | {
      type: 'CHART.SET';
      option?: ChartOption;
      renderer?: ChartRenderer;
      loading?: boolean;
      theme?: NormalizeChartOptions['theme'];
    }
  | { type: 'CHART.RETRY' }
  /** A button of the HTML legend: shows or hides the series of that name. */
  | { type: 'CHART.TOGGLE_SERIES'; name: string }
  /** echarts threw while drawing (an option it cannot take). */
  | { type: 'CHART.DRAW_FAILED'; message: string };
