export { SunburstChart as default } from 'echarts/charts';
