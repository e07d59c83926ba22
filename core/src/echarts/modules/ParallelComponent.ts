export { ParallelComponent as default } from 'echarts/components';
