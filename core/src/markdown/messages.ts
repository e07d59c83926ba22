// The feature's `t` and `translate`: its code takes them from here, so its messages load with it.
import { markdownMessages } from '../i18n/catalogue/markdown';
import { withMessages } from '../i18n/translate';

/** The markdown editor's messages handle. */
export const markdownTexts = withMessages(markdownMessages);

export const { t, translate } = markdownTexts;
