import { defineMessages } from '../define';

export const chartMessages = defineMessages({
  zh_CN: {
    'chart.title': '图表',
    'chart.loading': '图表加载中…',
    'chart.empty': '暂无数据',
    'chart.error': '图表组件加载失败',
    'chart.invalid': '图表配置有误，无法显示',
    'chart.retry': '重试',
    'chart.exportPng': '导出图片',
    'chart.label': '图表',
    'chart.legend': '图例',
  },
});
