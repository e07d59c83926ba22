export { MarkLineComponent as default } from 'echarts/components';
