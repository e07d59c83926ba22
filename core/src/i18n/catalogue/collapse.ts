import { defineMessages } from '../define';

export const collapseMessages = defineMessages({
  zh_CN: {
    'collapse.title': '折叠面板',
  },
});
