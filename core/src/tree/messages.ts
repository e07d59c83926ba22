// The feature's `t` and `translate`: its code takes them from here, so its messages load with it.
import { treeMessages } from '../i18n/catalogue/tree';
import { withMessages } from '../i18n/translate';

/** The tree's messages handle. */
export const treeTexts = withMessages(treeMessages);

export const { t, translate } = treeTexts;
