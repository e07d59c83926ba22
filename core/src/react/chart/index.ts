export {
  useChart,
  type ChartHandle,
  type ChartHover,
  type ChartPointerHandlers,
  type UseChartOptions,
} from './use-chart';
export { createEchartsLoader, type EchartsCoreApi, type EchartsModuleTable } from '../../echarts/loader';
export type { ChartProps } from './chart.props';
export { ChartLegend, ChartTooltip } from './chart-overlay';
