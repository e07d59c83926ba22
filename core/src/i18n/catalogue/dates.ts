import { defineMessages } from '../define';

// Keys of this feature start with 'dates.'.
export const datesMessages = defineMessages({
  zh_CN: {},
  en_US: {},
});
