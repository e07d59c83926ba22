import { defineMessages } from '../define';

// Keys of this feature start with 'recurrence.'.
export const recurrenceMessages = defineMessages({
  zh_CN: {},
  en_US: {},
});
