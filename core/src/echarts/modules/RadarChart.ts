export { RadarChart as default } from 'echarts/charts';
