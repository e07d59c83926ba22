// The feature's `t` and `translate`: its code takes them from here, so its messages load with it.
import { filterButtonsMessages } from '../i18n/catalogue/filter-buttons';
import { withMessages } from '../i18n/translate';

/** The filter buttons's messages handle. */
export const filterButtonsTexts = withMessages(filterButtonsMessages);

export const { t, translate } = filterButtonsTexts;
