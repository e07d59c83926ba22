export { MarkPointComponent as default } from 'echarts/components';
