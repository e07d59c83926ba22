// The feature's `t` and `translate`: its code takes them from here, so its messages load with it.
import { transferMessages } from '../i18n/catalogue/transfer';
import { withMessages } from '../i18n/translate';

/** The transfer's messages handle. */
export const transferTexts = withMessages(transferMessages);

export const { t, translate } = transferTexts;
