export { BrushComponent as default } from 'echarts/components';
