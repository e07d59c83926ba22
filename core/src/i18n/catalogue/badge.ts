import { defineMessages } from '../define';

export const badgeMessages = defineMessages({
  zh_CN: { 'badge.title': '徽标数' },
});
