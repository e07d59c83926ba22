export { AriaComponent as default } from 'echarts/components';
