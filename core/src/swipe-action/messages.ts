// The feature's `t` and `translate`: its code takes them from here, so its messages load with it.
import { swipeActionMessages } from '../i18n/catalogue/swipe-action';
import { withMessages } from '../i18n/translate';

/** The swipe action's messages handle. */
export const swipeActionTexts = withMessages(swipeActionMessages);

export const { t, translate } = swipeActionTexts;
