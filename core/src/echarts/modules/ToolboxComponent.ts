export { ToolboxComponent as default } from 'echarts/components';
