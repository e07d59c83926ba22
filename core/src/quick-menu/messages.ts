// The feature's `t` and `translate`: its code takes them from here, so its messages load with it.
import { quickMenuMessages } from '../i18n/catalogue/quick-menu';
import { withMessages } from '../i18n/translate';

/** The quick menu's messages handle. */
export const quickMenuTexts = withMessages(quickMenuMessages);

export const { t, translate } = quickMenuTexts;
