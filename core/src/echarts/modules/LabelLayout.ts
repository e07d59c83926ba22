export { LabelLayout as default } from 'echarts/features';
