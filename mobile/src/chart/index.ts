export { Chart, type ChartProps } from './Chart';
export { loadEcharts, registerChartMap } from '@suite-ui/core/echarts';
