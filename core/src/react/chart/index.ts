export { useChart, type ChartHandle, type UseChartOptions } from './use-chart';
export { createEchartsLoader, type EchartsCoreApi, type EchartsModuleTable } from './echarts-loader';
export type { ChartProps } from './chart.props';
