import { defineMessages } from '../define';

export const feedbackMessages = defineMessages({
  zh_CN: {
    'feedback.title': '消息提示',
  },
});
