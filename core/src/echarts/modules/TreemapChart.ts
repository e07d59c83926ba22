export { TreemapChart as default } from 'echarts/charts';
