export { PieChart as default } from 'echarts/charts';
