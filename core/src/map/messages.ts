// The feature's `t` and `translate`: its code takes them from here, so its messages load with it.
import { mapMessages } from '../i18n/catalogue/map';
import { withMessages } from '../i18n/translate';

/** The map's messages handle. */
export const mapTexts = withMessages(mapMessages);

export const { t, translate } = mapTexts;
