import { defineMessages } from '../define';

// Keys of this feature start with 'upload.'.
export const uploadMessages = defineMessages({
  zh_CN: {},
  en_US: {},
});
