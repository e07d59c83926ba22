import { defineMessages } from '../define';

export const popupMessages = defineMessages({
  zh_CN: {
    'popup.title': '弹出层',
    'popup.close': '关闭',
  },
});
