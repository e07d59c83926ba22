export { MapChart as default } from 'echarts/charts';
