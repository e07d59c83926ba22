// The feature's `t` and `translate`: its code takes them from here, so its messages load with it.
import { imageViewerMessages } from '../i18n/catalogue/image-viewer';
import { withMessages } from '../i18n/translate';

/** The image viewer's messages handle. */
export const imageViewerTexts = withMessages(imageViewerMessages);

export const { t, translate } = imageViewerTexts;
