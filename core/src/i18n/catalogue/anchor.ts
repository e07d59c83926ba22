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
});
