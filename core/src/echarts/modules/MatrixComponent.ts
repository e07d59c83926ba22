export { MatrixComponent as default } from 'echarts/components';
