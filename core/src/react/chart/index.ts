export { useChart, type ChartHandle, type UseChartOptions } from './use-chart';
export type { ChartProps } from './chart.props';
