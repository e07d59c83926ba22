// Importing this module registers the feature's messages: the feature's code takes `t` and
// `translate` from here so its texts load with it (see core/src/i18n/registry.ts).
import { recurrenceMessages } from '../i18n/catalogue/recurrence';
import { registerMessages } from '../i18n/registry';

registerMessages(recurrenceMessages);

export { t, translate } from '../i18n/translate';

/** The three scheduling messages of spec 5, as catalogue keys. */
export const RECURRENCE_ERRORS = {
  startTime: 'recurrence.error.startTime',
  frequency: 'recurrence.error.frequency',
  overRepeat: 'recurrence.error.overRepeat',
} as const;
