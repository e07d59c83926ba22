export { TimelineComponent as default } from 'echarts/components';
