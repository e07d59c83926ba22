export { GridComponent as default } from 'echarts/components';
