import { defineMessages } from '../define';

export const detailCardMessages = defineMessages({
  zh_CN: {
    'detail-card.title': '详情卡片',
    'detail-card.setting': '卡片设置',
    'detail-card.settingTitle': '显示与编辑设置',
    'detail-card.groupList': '分组列表',
    'detail-card.loading': '卡片加载中',
    'detail-card.related': '相关记录',
    'detail-card.relatedFailed': '相关记录刷新失败，显示的是之前的记录。',
  },
});
