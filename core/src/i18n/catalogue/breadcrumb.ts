import { defineMessages } from '../define';

export const breadcrumbMessages = defineMessages({
  zh_CN: {
    'breadcrumb.title': '面包屑',
    'breadcrumb.label': '当前位置',
    'breadcrumb.more': '更多层级',
  },
});
