export { DataZoomComponent as default } from 'echarts/components';
