import { defineMessages } from '../define';

// Keys of this feature start with 'watermark.'.
export const watermarkMessages = defineMessages({
  zh_CN: {},
  en_US: {},
});
