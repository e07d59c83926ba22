import { defineMessages } from '../define';

export const iconSelectMessages = defineMessages({
  zh_CN: {
    'icon-select.title': '图标选择',
    'icon-select.label': '模块图标',
    'icon-select.search': '搜索图标（名称或编号）',
    'icon-select.empty': '没有匹配的图标',
    'icon-select.placeholder': '未选择图标',
    'icon-select.colour.yellow': '黄色',
    'icon-select.colour.blue': '蓝色',
    'icon-select.colour.red': '红色',
    'icon-select.colour.indigo': '靛蓝',
    'icon-select.colour.green': '绿色',
  },
});
