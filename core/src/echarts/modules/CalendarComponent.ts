export { CalendarComponent as default } from 'echarts/components';
