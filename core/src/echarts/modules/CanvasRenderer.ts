export { CanvasRenderer as default } from 'echarts/renderers';
