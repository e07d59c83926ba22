import { defineMessages } from '../define';

export const swipeActionMessages = defineMessages({
  zh_CN: {
    'swipe-action.title': '滑动操作',
    'swipe-action.actions': '“{title}”的操作',
  },
});
