export { BoxplotChart as default } from 'echarts/charts';
