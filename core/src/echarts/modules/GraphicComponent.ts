export { GraphicComponent as default } from 'echarts/components';
