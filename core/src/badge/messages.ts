// The feature's `t` and `translate`: its code takes them from here, so its messages load with it.
import { badgeMessages } from '../i18n/catalogue/badge';
import { withMessages } from '../i18n/translate';

/** The badge's messages handle. */
export const badgeTexts = withMessages(badgeMessages);

export const { t, translate } = badgeTexts;
