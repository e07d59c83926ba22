export { PolarComponent as default } from 'echarts/components';
