import { isRecord } from '../shared/guards';
import {
  chartAxisTooltip,
  chartHiddenSeries,
  chartLegendItems,
  type ChartLegendItem,
  type ChartTooltipContent,
  usesHtmlLegend,
  usesHtmlTooltip,
  withoutHiddenSeries,
} from './chart.overlay.logic';
import { CHART_RENDERERS, CHART_SERIES_TYPES } from './chart.types';
import type {
  ChartModules,
  ChartOption,
  ChartRenderer,
  ChartSeriesType,
  ChartTheme,
  NormalizeChartOptions,
} from './chart.types';

const RENDERER_MODULES = { canvas: 'CanvasRenderer', svg: 'SVGRenderer' } as const;

/** Where a series type draws when its option names no `coordinateSystem` (echarts' defaults). */
const DEFAULT_COORDINATES: Partial<Record<ChartSeriesType, string>> = {
  line: 'cartesian2d',
  bar: 'cartesian2d',
  scatter: 'cartesian2d',
  effectScatter: 'cartesian2d',
  pictorialBar: 'cartesian2d',
  boxplot: 'cartesian2d',
  candlestick: 'cartesian2d',
  heatmap: 'cartesian2d',
  custom: 'cartesian2d',
  lines: 'geo',
  radar: 'radar',
  parallel: 'parallel',
  themeRiver: 'singleAxis',
};

const COORDINATE_COMPONENTS: Record<string, string> = {
  cartesian2d: 'GridComponent',
  polar: 'PolarComponent',
  geo: 'GeoComponent',
  calendar: 'CalendarComponent',
  singleAxis: 'SingleAxisComponent',
  parallel: 'ParallelComponent',
  radar: 'RadarComponent',
  matrix: 'MatrixComponent',
};

/** Top-level option keys and the component each needs. */
const OPTION_COMPONENTS: Record<string, string> = {
  title: 'TitleComponent',
  legend: 'LegendComponent',
  tooltip: 'TooltipComponent',
  grid: 'GridComponent',
  xAxis: 'GridComponent',
  yAxis: 'GridComponent',
  polar: 'PolarComponent',
  angleAxis: 'PolarComponent',
  radiusAxis: 'PolarComponent',
  radar: 'RadarComponent',
  geo: 'GeoComponent',
  singleAxis: 'SingleAxisComponent',
  parallel: 'ParallelComponent',
  parallelAxis: 'ParallelComponent',
  calendar: 'CalendarComponent',
  matrix: 'MatrixComponent',
  graphic: 'GraphicComponent',
  toolbox: 'ToolboxComponent',
  axisPointer: 'AxisPointerComponent',
  brush: 'BrushComponent',
  timeline: 'TimelineComponent',
  dataZoom: 'DataZoomComponent',
  visualMap: 'VisualMapComponent',
  dataset: 'DatasetComponent',
  aria: 'AriaComponent',
  thumbnail: 'ThumbnailComponent',
};

const SERIES_COMPONENTS: Record<string, string> = {
  markPoint: 'MarkPointComponent',
  markLine: 'MarkLineComponent',
  markArea: 'MarkAreaComponent',
};

/** Whether `value` is one of the 22 series types. */
export function isChartSeriesType(value: unknown): value is ChartSeriesType {
  return typeof value === 'string' && (CHART_SERIES_TYPES as readonly string[]).includes(value);
}

/** Whether `value` is `canvas` or `svg`. */
export function isChartRenderer(value: unknown): value is ChartRenderer {
  return typeof value === 'string' && (CHART_RENDERERS as readonly string[]).includes(value);
}

/** The option's series as a list (echarts takes one object or an array). */
export function chartSeries(option: ChartOption): Record<string, unknown>[] {
  const series = option.series;
  if (series === undefined || series === null) return [];
  const list = Array.isArray(series) ? series : [series];
  return list.map((entry, index) => {
    if (!isRecord(entry)) throw new Error(`Chart series ${index} is not an object`);
    return entry;
  });
}

function seriesTypeOf(series: Record<string, unknown>, index: number): ChartSeriesType {
  const type = series.type;
  if (!isChartSeriesType(type)) {
    const shown = typeof type === 'string' ? `"${type}"` : 'missing';
    throw new Error(
      `Unknown chart series type ${shown} at series ${index}; expected one of ${CHART_SERIES_TYPES.join(', ')}`,
    );
  }
  return type;
}

/** `lineChart` → `LineChart`: echarts names a series type's module after it. */
function chartModuleName(type: ChartSeriesType): string {
  return `${type.charAt(0).toUpperCase()}${type.slice(1)}Chart`;
}

/** `echarts/features` modules, named among the components when a series asks for them. */
const SERIES_FEATURES: Record<string, string> = {
  labelLayout: 'LabelLayout',
  universalTransition: 'UniversalTransition',
};

function hasAxisPointer(option: ChartOption): boolean {
  if (option.axisPointer !== undefined) return true;
  const axes = [option.xAxis, option.yAxis].flatMap((axis) => (Array.isArray(axis) ? axis : [axis]));
  return axes.some((axis) => isRecord(axis) && axis.axisPointer !== undefined);
}

function hasDatasetTransform(dataset: unknown): boolean {
  const list = Array.isArray(dataset) ? dataset : [dataset];
  return list.some((entry) => isRecord(entry) && entry.transform !== undefined);
}

/**
 * The names of the echarts modules `option` needs with the given renderer: its series types'
 * charts, the components its keys and series use, and the renderer. A skin maps the names to
 * `echarts/charts`, `echarts/components` and `echarts/renderers` exports and loads only those
 * (`LabelLayout` and `UniversalTransition`, named among the components when a series uses them,
 * are `echarts/features`). A legend or axis tooltip the skins draw as HTML (`usesHtmlLegend`,
 * `usesHtmlTooltip`) needs no LegendComponent or TooltipComponent, and a grid without an axis
 * pointer only `GridSimpleComponent`. Throws for an unknown or missing series type, or an
 * unknown renderer.
 */
export function chartModulesFor(
  option: ChartOption,
  { renderer = 'canvas' }: { renderer?: ChartRenderer } = {},
): ChartModules {
  if (!isRecord(option)) throw new Error('Chart option must be an object');
  if (!isChartRenderer(renderer)) {
    throw new Error(`Unknown chart renderer "${String(renderer)}"; expected canvas or svg`);
  }
  const series = new Set<string>();
  const components = new Set<string>();
  chartSeries(option).forEach((entry, index) => {
    const type = seriesTypeOf(entry, index);
    series.add(chartModuleName(type));
    const system =
      typeof entry.coordinateSystem === 'string' ? entry.coordinateSystem : DEFAULT_COORDINATES[type];
    const component = system === undefined ? undefined : COORDINATE_COMPONENTS[system];
    if (component) components.add(component);
    for (const [key, name] of Object.entries(SERIES_COMPONENTS))
      if (entry[key] !== undefined) components.add(name);
    for (const [key, name] of Object.entries(SERIES_FEATURES))
      if (entry[key] !== undefined && entry[key] !== false) components.add(name);
  });
  for (const [key, name] of Object.entries(OPTION_COMPONENTS)) {
    if (option[key] !== undefined && option[key] !== null) components.add(name);
  }
  if (usesHtmlLegend(option)) components.delete('LegendComponent');
  if (usesHtmlTooltip(option)) components.delete('TooltipComponent');
  // the full grid adds the cartesian axis pointer, which only echarts' tooltip or an axisPointer uses
  if (components.has('GridComponent') && !components.has('TooltipComponent') && !hasAxisPointer(option)) {
    components.delete('GridComponent');
    components.add('GridSimpleComponent');
  }
  if (hasDatasetTransform(option.dataset)) components.add('TransformComponent');
  return {
    series: [...series].sort(),
    components: [...components].sort(),
    renderer: RENDERER_MODULES[renderer],
  };
}

function hasRows(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (isRecord(value)) return Object.keys(value).length > 0;
  return false;
}

function seriesHasData(series: Record<string, unknown>, option: ChartOption): boolean {
  // a map series draws its registered regions even with no values
  if (series.type === 'map') return true;
  if (['data', 'nodes', 'links', 'edges'].some((key) => hasRows(series[key]))) return true;
  const datasets = Array.isArray(option.dataset) ? option.dataset : [option.dataset];
  const index = typeof series.datasetIndex === 'number' ? series.datasetIndex : 0;
  const dataset = datasets[index];
  return isRecord(dataset) && hasRows(dataset.source);
}

/** Whether the option has nothing to draw: no series, or no series with data (the empty state). */
export function isChartOptionEmpty(option: ChartOption): boolean {
  const series = chartSeries(option);
  return series.length === 0 || !series.some((entry) => seriesHasData(entry, option));
}

/** The suite's light chart theme: AA-contrast colours that stay apart in grey, and the suite's font. */
export const CHART_LIGHT_THEME: ChartTheme = {
  colors: ['#0958d9', '#237804', '#d46b08', '#cf1322', '#531dab', '#08979c', '#c41d7f', '#614700'],
  fontFamily:
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', sans-serif",
  textColor: 'rgba(0, 0, 0, 0.88)',
  axisColor: 'rgba(0, 0, 0, 0.45)',
  backgroundColor: 'transparent',
  decal: false,
};

/** The dark variant: lighter colours that keep AA contrast on a dark page. */
export const CHART_DARK_THEME: ChartTheme = {
  ...CHART_LIGHT_THEME,
  colors: ['#69b1ff', '#95de64', '#ffc069', '#ff7875', '#b37feb', '#5cdbd3', '#ff85c0', '#fadb14'],
  textColor: 'rgba(255, 255, 255, 0.85)',
  axisColor: 'rgba(255, 255, 255, 0.45)',
};

/** The full theme for `normalizeChartOption`'s `theme`. */
export function chartTheme(theme: NormalizeChartOptions['theme'] = 'light'): ChartTheme {
  if (theme === 'dark') return CHART_DARK_THEME;
  if (theme === 'light') return CHART_LIGHT_THEME;
  return { ...CHART_LIGHT_THEME, ...theme };
}

/** The BCP 47 tag of a suite locale, for `Intl`. */
export function chartLocaleTag(locale: NormalizeChartOptions['locale']): string {
  return locale === 'en_US' ? 'en-US' : 'zh-CN';
}

/** echarts' own built-in locale (month names, toolbox texts) for a suite locale. */
export function echartsLocaleFor(locale: NormalizeChartOptions['locale']): 'ZH' | 'EN' {
  return locale === 'en_US' ? 'EN' : 'ZH';
}

/** A number formatter for tooltips and value axes in `locale`; other values pass through as text. */
export function chartNumberFormatter(locale: NormalizeChartOptions['locale']): (value: unknown) => string {
  const format = new Intl.NumberFormat(chartLocaleTag(locale), { maximumFractionDigits: 2 });
  return (value) => {
    if (typeof value === 'number' && Number.isFinite(value)) return format.format(value);
    if (Array.isArray(value))
      return value.map((v) => (typeof v === 'number' ? format.format(v) : String(v))).join(', ');
    return value === undefined || value === null ? '-' : String(value);
  };
}

function withValueFormatter(axis: unknown, format: (value: unknown) => string): unknown {
  const apply = (entry: unknown) => {
    if (!isRecord(entry) || entry.type !== 'value') return entry;
    const label = isRecord(entry.axisLabel) ? entry.axisLabel : {};
    if (label.formatter !== undefined) return entry;
    return { ...entry, axisLabel: { ...label, formatter: format } };
  };
  return Array.isArray(axis) ? axis.map(apply) : apply(axis);
}

function recordOr(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

/**
 * The host's option with the suite's defaults under it: colours and fonts of the theme, numbers
 * formatted for the locale in tooltips and value axes, accessibility on (aria labels, decal
 * patterns when the theme asks), and on mobile a tooltip that opens on a tap and stays inside the
 * chart; a line series of more than `CHART_SAMPLING_THRESHOLD` points is sampled (LTTB) unless
 * the host chose its sampling. A legend or axis tooltip the skins draw as HTML (`usesHtmlLegend`, `usesHtmlTooltip`) is
 * left out of what echarts gets, and the series the HTML legend hides (`hidden`) too, the others
 * keeping their colours. What the host set wins; the input is not changed.
 */
export function normalizeChartOption(option: ChartOption, options: NormalizeChartOptions): ChartOption {
  if (!isRecord(option)) throw new Error('Chart option must be an object');
  const theme = chartTheme(options.theme);
  const format = chartNumberFormatter(options.locale);
  const mobile = options.platform === 'mobile';
  const aria = recordOr(option.aria);
  const tooltip = recordOr(option.tooltip);
  const color = option.color ?? [...theme.colors];
  const result: ChartOption = {
    ...option,
    color,
    backgroundColor: option.backgroundColor ?? theme.backgroundColor,
    textStyle: { fontFamily: theme.fontFamily, color: theme.textColor, ...recordOr(option.textStyle) },
    aria: {
      ...aria,
      enabled: aria.enabled ?? true,
      label: { enabled: true, ...recordOr(aria.label) },
      decal: { show: theme.decal, ...recordOr(aria.decal) },
    },
  };
  if (usesHtmlTooltip(option)) {
    delete result.tooltip;
  } else if (option.tooltip !== undefined) {
    result.tooltip = {
      valueFormatter: format,
      ...(mobile ? { triggerOn: 'mousemove|click', confine: true } : {}),
      ...tooltip,
    };
  }
  if (usesHtmlLegend(option)) {
    delete result.legend;
    result.series = withoutHiddenSeries(option, paletteOf(color), options.hidden ?? []);
    // echarts' default grid leaves room for its own legend above and below; the HTML one is outside
    if (option.grid === undefined) result.grid = { top: option.title === undefined ? 24 : 56, bottom: 40 };
  }
  const series = result.series;
  if (Array.isArray(series) ? series.some(needsSampling) : needsSampling(series)) {
    result.series = (Array.isArray(series) ? series : [series]).map((entry) =>
      needsSampling(entry) ? { ...(entry as object), sampling: 'lttb' } : entry,
    );
  }
  if (option.xAxis !== undefined) result.xAxis = withValueFormatter(option.xAxis, format);
  if (option.yAxis !== undefined) result.yAxis = withValueFormatter(option.yAxis, format);
  return result;
}

/** Past this many points a line series is drawn from a sample (LTTB keeps its shape). */
export const CHART_SAMPLING_THRESHOLD = 10_000;

function needsSampling(series: unknown): boolean {
  return (
    isRecord(series) &&
    series.type === 'line' &&
    series.sampling === undefined &&
    Array.isArray(series.data) &&
    series.data.length > CHART_SAMPLING_THRESHOLD
  );
}

function paletteOf(color: unknown): string[] {
  const list = Array.isArray(color) ? color : [color];
  return list.filter((entry): entry is string => typeof entry === 'string');
}

/** The HTML legend of `option` (null when echarts draws its legend, or there is none). */
export function chartHtmlLegend(
  option: ChartOption,
  options: Pick<NormalizeChartOptions, 'theme'> & { toggled?: Readonly<Record<string, boolean>> },
): { items: ChartLegendItem[]; placement: 'top' | 'bottom'; toggleable: boolean } | null {
  if (!usesHtmlLegend(option)) return null;
  const legend = recordOr(option.legend);
  if (legend.show === false) return null;
  const palette = paletteOf(option.color ?? chartTheme(options.theme).colors);
  return {
    items: chartLegendItems(option, palette, chartHiddenSeries(option, options.toggled)),
    placement: legend.bottom !== undefined && legend.top === undefined ? 'bottom' : 'top',
    toggleable: legend.selectedMode !== false,
  };
}

/**
 * The HTML axis tooltip's content at category `index` of the drawn (normalized) option, values
 * formatted by the host's `valueFormatter` or for the locale; null when echarts draws the tooltip.
 */
export function chartHtmlTooltip(
  hostOption: ChartOption,
  drawn: ChartOption,
  index: number,
  locale: NormalizeChartOptions['locale'],
): ChartTooltipContent | null {
  if (!usesHtmlTooltip(hostOption)) return null;
  const tooltip = recordOr(hostOption.tooltip);
  if (tooltip.show === false) return null;
  const format =
    typeof tooltip.valueFormatter === 'function'
      ? (value: unknown) => String((tooltip.valueFormatter as (v: unknown) => unknown)(value))
      : chartNumberFormatter(locale);
  return chartAxisTooltip(drawn, index, paletteOf(drawn.color), format);
}
