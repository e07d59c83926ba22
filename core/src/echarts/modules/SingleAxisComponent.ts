export { SingleAxisComponent as default } from 'echarts/components';
