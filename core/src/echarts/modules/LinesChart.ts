export { LinesChart as default } from 'echarts/charts';
