// The feature's `t` and `translate`: its code takes them from here, so its messages load with it.
import { richTextMessages } from '../i18n/catalogue/rich-text';
import { withMessages } from '../i18n/translate';

/** The rich-text editor's messages handle. */
export const richTextTexts = withMessages(richTextMessages);

export const { t, translate } = richTextTexts;
