export { GeoComponent as default } from 'echarts/components';
