export { SVGRenderer as default } from 'echarts/renderers';
