export { TooltipComponent as default } from 'echarts/components';
