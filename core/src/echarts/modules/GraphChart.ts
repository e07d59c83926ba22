export { GraphChart as default } from 'echarts/charts';
