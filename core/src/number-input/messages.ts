// The feature's `t` and `translate`: its code takes them from here, so its messages load with it.
import { numberInputMessages } from '../i18n/catalogue/number-input';
import { withMessages } from '../i18n/translate';

/** The number input's messages handle. */
export const numberInputTexts = withMessages(numberInputMessages);

export const { t, translate } = numberInputTexts;
