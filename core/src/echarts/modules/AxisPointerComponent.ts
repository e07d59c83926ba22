export { AxisPointerComponent as default } from 'echarts/components';
