export { ParallelChart as default } from 'echarts/charts';
