import { defineMessages } from '../define';

export const gridMessages = defineMessages({
  zh_CN: {
    'grid.title': '栅格',
  },
});
