// The feature's `t` and `translate`: its code takes them from here, so its messages load with it.
import { boxSelectionMessages } from '../i18n/catalogue/box-selection';
import { withMessages } from '../i18n/translate';

/** The box selection's messages handle. */
export const boxSelectionTexts = withMessages(boxSelectionMessages);

export const { t, translate } = boxSelectionTexts;
