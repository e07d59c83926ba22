export { UniversalTransition as default } from 'echarts/features';
