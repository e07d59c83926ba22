export { TreeChart as default } from 'echarts/charts';
