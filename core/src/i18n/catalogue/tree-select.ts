import { defineMessages } from '../define';

export const treeSelectMessages = defineMessages({
  zh_CN: {
    'tree-select.title': '树选择',
    'tree-select.label': '树选择',
    'tree-select.placeholder': '请选择',
    'tree-select.search': '搜索节点',
    'tree-select.loading': '加载中…',
    'tree-select.empty': '暂无数据',
    'tree-select.noMatch': '没有匹配的节点',
    'tree-select.clear': '清除',
    'tree-select.remove': '移除 {title}',
    'tree-select.more': '+{count}',
    'tree-select.expandAll': '全部展开',
    'tree-select.collapseAll': '全部收起',
    'tree-select.expand': '展开 {title}',
    'tree-select.collapse': '收起 {title}',
    'tree-select.done': '完成',
    'tree-select.picked': '已选 {count} 项',
  },
});
