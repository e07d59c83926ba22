export { FunnelChart as default } from 'echarts/charts';
