import { defineMessages } from '../define';

export const transferMessages = defineMessages({
  zh_CN: {
    'transfer.title': '穿梭框',
    'transfer.source': '待选',
    'transfer.target': '已选',
    'transfer.count': '{selected}/{total} 项',
    'transfer.search': '搜索',
    'transfer.selectPage': '全选本页',
    'transfer.empty': '暂无数据',
    'transfer.remove': '移除',
    'transfer.moveRight': '移到右侧',
    'transfer.moveLeft': '移到左侧',
  },
});
