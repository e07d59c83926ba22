export { DatasetComponent as default } from 'echarts/components';
