import { defineMessages } from '../define';

// Keys of this feature start with 'upgrade-notice.'.
export const upgradeNoticeMessages = defineMessages({
  zh_CN: {},
  en_US: {},
});
