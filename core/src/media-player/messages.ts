// The feature's `t` and `translate`: its code takes them from here, so its messages load with it.
import { mediaPlayerMessages } from '../i18n/catalogue/media-player';
import { withMessages } from '../i18n/translate';

/** The media players' messages handle. */
export const mediaPlayerTexts = withMessages(mediaPlayerMessages);

export const { t, translate } = mediaPlayerTexts;
