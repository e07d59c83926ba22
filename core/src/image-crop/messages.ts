// The feature's `t` and `translate`: its code takes them from here, so its messages load with it.
import { imageCropMessages } from '../i18n/catalogue/image-crop';
import { withMessages } from '../i18n/translate';

/** The image cropper's messages handle. */
export const imageCropTexts = withMessages(imageCropMessages);

export const { t, translate } = imageCropTexts;
