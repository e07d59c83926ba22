export { EffectScatterChart as default } from 'echarts/charts';
