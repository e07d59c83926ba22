export { VisualMapComponent as default } from 'echarts/components';
