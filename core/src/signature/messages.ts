// The feature's `t` and `translate`: its code takes them from here, so its messages load with it.
import { signatureMessages } from '../i18n/catalogue/signature';
import { withMessages } from '../i18n/translate';

/** The signature pad's messages handle. */
export const signatureTexts = withMessages(signatureMessages);

export const { t, translate } = signatureTexts;
