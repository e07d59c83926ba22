export { SankeyChart as default } from 'echarts/charts';
