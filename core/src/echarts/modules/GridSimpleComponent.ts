export { GridSimpleComponent as default } from 'echarts/components';
