import { defineMessages } from '../define';

export const treeMessages = defineMessages({
  zh_CN: {
    'tree.title': '树',
    'tree.label': '树形列表',
    'tree.search': '搜索节点',
    'tree.empty': '没有匹配的节点',
    'tree.expandAll': '全部展开',
    'tree.collapseAll': '全部收起',
    'tree.expand': '展开 {title}',
    'tree.collapse': '收起 {title}',
    'tree.count': '共 {count} 个节点',
    'tree.checked': '已勾选 {count} 项',
    'tree.placeholder': '请选择',
    'tree.drag': '拖动 {title}',
  },
});
