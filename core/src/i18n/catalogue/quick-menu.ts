import { defineMessages } from '../define';

export const quickMenuMessages = defineMessages({
  zh_CN: {
    'quick-menu.title': '快捷菜单',
    'quick-menu.open': '打开快捷菜单',
    'quick-menu.close': '关闭快捷菜单',
  },
});
