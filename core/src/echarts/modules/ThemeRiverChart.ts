export { ThemeRiverChart as default } from 'echarts/charts';
