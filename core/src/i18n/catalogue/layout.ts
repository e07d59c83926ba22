import { defineMessages } from '../define';

// Keys of this feature start with 'layout.'.
export const layoutMessages = defineMessages({
  zh_CN: {},
  en_US: {},
});
