export { Chart, type ChartProps } from './Chart';
export { loadEcharts, registerChartMap } from './load-echarts';
