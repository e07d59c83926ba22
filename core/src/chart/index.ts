export {
  CHART_DARK_THEME,
  CHART_LIGHT_THEME,
  CHART_RENDERERS,
  CHART_SERIES_TYPES,
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
export { chartMachine, type ChartContext, type ChartMachine } from './chart.machine';
export { connectChart, type ChartStatus, type ChartTexts, type ChartView } from './chart.connect';
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
