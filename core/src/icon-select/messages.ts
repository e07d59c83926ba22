// The feature's `t` and `translate`: its code takes them from here, so its messages load with it.
import { iconSelectMessages } from '../i18n/catalogue/icon-select';
import { withMessages } from '../i18n/translate';

/** The icon selector's messages handle. */
export const iconSelectTexts = withMessages(iconSelectMessages);

export const { t, translate } = iconSelectTexts;
