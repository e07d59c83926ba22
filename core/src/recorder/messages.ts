// The feature's `t` and `translate`: its code takes them from here, so its messages load with it.
import { recorderMessages } from '../i18n/catalogue/recorder';
import { withMessages } from '../i18n/translate';

/** The recorder's and voice to text's messages handle. */
export const recorderTexts = withMessages(recorderMessages);

export const { t, translate } = recorderTexts;
