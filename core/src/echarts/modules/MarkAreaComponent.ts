export { MarkAreaComponent as default } from 'echarts/components';
