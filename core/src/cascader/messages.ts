// The feature's `t` and `translate`: its code takes them from here, so its messages load with it.
import { cascaderMessages } from '../i18n/catalogue/cascader';
import { withMessages } from '../i18n/translate';

/** The cascader's messages handle. */
export const cascaderTexts = withMessages(cascaderMessages);

export const { t, translate } = cascaderTexts;
