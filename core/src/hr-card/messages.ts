// The feature's `t` and `translate`: its code takes them from here, so its messages load with it.
import { hrCardMessages } from '../i18n/catalogue/hr-card';
import { withMessages } from '../i18n/translate';

/** The HR card's messages handle (pass it as `messages` to `useMachineView`). */
export const hrCardTexts = withMessages(hrCardMessages);

export const { t, translate } = hrCardTexts;
