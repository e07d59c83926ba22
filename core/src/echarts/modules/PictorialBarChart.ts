export { PictorialBarChart as default } from 'echarts/charts';
