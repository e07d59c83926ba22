export { CustomChart as default } from 'echarts/charts';
