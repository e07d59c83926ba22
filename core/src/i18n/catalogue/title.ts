import { defineMessages } from '../define';

export const titleMessages = defineMessages({
  zh_CN: {
    'title.title': '标题',
    'title.count': '{count} 项',
    'title.action': '{action}：{title}',
    'title.expand': '展开{title}',
    'title.collapse': '收起{title}',
  },
});
