// The feature's `t` and `translate`: its code takes them from here, so its messages load with it.
import { gridMessages } from '../i18n/catalogue/grid';
import { withMessages } from '../i18n/translate';

/** The grid's messages handle. */
export const gridTexts = withMessages(gridMessages);

export const { t, translate } = gridTexts;
