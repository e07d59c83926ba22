import { defineMessages } from '../define';

export const anchorMessages = defineMessages({
  zh_CN: {
    'anchor.title': '锚点导航',
    'anchor.nav': '页面目录',
    'anchor.search': '搜索目录',
    'anchor.empty': '没有匹配的目录项',
    'anchor.collapse': '收起目录',
    'anchor.expand': '展开目录',
    'anchor.openMenu': '打开目录',
    'anchor.closeMenu': '关闭目录',
    'anchor.drag': '拖动以调整顺序，或按 Alt+↑/↓ 移动',
    'anchor.moved': '“{title}”已移到第 {position} 位',
  },
  en_US: {
    'anchor.title': 'Anchor navigation',
    'anchor.nav': 'On this page',
    'anchor.search': 'Search the contents',
    'anchor.empty': 'No matching entry',
    'anchor.collapse': 'Collapse the contents',
    'anchor.expand': 'Expand the contents',
    'anchor.openMenu': 'Open the contents',
    'anchor.closeMenu': 'Close the contents',
    'anchor.drag': 'Drag to reorder, or press Alt+Up/Down to move',
    'anchor.moved': '"{title}" moved to position {position}',
  },
});
