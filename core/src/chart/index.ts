export {
  CHART_DARK_THEME,
  CHART_LIGHT_THEME,
  CHART_SAMPLING_THRESHOLD,
  chartHtmlLegend,
  chartHtmlTooltip,
  chartLocaleTag,
  chartModulesFor,
  chartNumberFormatter,
  chartSeries,
  chartTheme,
  echartsLocaleFor,
  isChartOptionEmpty,
  isChartRenderer,
  isChartSeriesType,
  normalizeChartOption,
} from './chart.logic';
export { CHART_RENDERERS, CHART_SERIES_TYPES } from './chart.types';
export { chartMachine, type ChartContext, type ChartMachine } from './chart.machine';
export { chartActors, type ChartServices } from './chart.service';
export {
  connectChart,
  type ChartLegendView,
  type ChartStatus,
  type ChartTexts,
  type ChartTooltipView,
  type ChartView,
} from './chart.connect';
export {
  chartAxisTooltip,
  chartCategoryAxis,
  chartGridSpan,
  chartHiddenSeries,
  chartLegendItems,
  chartTooltipSide,
  usesHtmlLegend,
  usesHtmlTooltip,
  type ChartLegendItem,
  type ChartLegendShape,
  type ChartTooltipContent,
  type ChartTooltipRow,
} from './chart.overlay.logic';
export type {
  ChartEvent,
  ChartInput,
  ChartInstance,
  ChartModules,
  ChartOption,
  ChartRenderer,
  ChartRuntime,
  ChartRuntimeLoader,
  ChartSeriesType,
  ChartTheme,
  NormalizeChartOptions,
} from './chart.types';
export { chartTexts } from './messages';
