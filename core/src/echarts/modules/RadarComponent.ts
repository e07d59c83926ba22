export { RadarComponent as default } from 'echarts/components';
