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
  en_US: {
    'transfer.title': 'Transfer',
    'transfer.source': 'Available',
    'transfer.target': 'Chosen',
    'transfer.count': '{selected}/{total} items',
    'transfer.search': 'Search',
    'transfer.selectPage': 'Select this page',
    'transfer.empty': 'No data',
    'transfer.remove': 'Remove',
    'transfer.moveRight': 'Move right',
    'transfer.moveLeft': 'Move left',
  },
});
