// The feature's `t` and `translate`: its code takes them from here, so its messages load with it.
import { feedbackMessages } from '../i18n/catalogue/feedback';
import { withMessages } from '../i18n/translate';

/** The feedback feature's messages handle. */
export const feedbackTexts = withMessages(feedbackMessages);

export const { t, translate } = feedbackTexts;
