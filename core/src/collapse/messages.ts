// The feature's `t` and `translate`: its code takes them from here, so its messages load with it.
import { collapseMessages } from '../i18n/catalogue/collapse';
import { withMessages } from '../i18n/translate';

/** The collapse's messages handle. */
export const collapseTexts = withMessages(collapseMessages);

export const { t, translate } = collapseTexts;
