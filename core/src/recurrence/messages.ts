// The feature's \`t\` and \`translate\`: its code takes them from here, so its messages load with it
// (see withMessages in core/src/i18n/translate.ts).
import { recurrenceMessages } from '../i18n/catalogue/recurrence';
import { withMessages } from '../i18n/translate';

/** The recurrence feature's messages handle (pass it as `messages` to `useActorView`). */
export const recurrenceTexts = withMessages(recurrenceMessages);
const texts = recurrenceTexts;

export const { t, translate } = texts;

/** The three scheduling messages of spec 5, as catalogue keys. */
export const RECURRENCE_ERRORS = {
  startTime: texts.key('recurrence.error.startTime'),
  frequency: texts.key('recurrence.error.frequency'),
  overRepeat: texts.key('recurrence.error.overRepeat'),
} as const;
