export { TransformComponent as default } from 'echarts/components';
