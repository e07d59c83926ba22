export { ThumbnailComponent as default } from 'echarts/components';
