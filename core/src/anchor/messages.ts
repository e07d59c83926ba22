// The feature's `t` and `translate`: its code takes them from here, so its messages load with it.
import { anchorMessages } from '../i18n/catalogue/anchor';
import { withMessages } from '../i18n/translate';

/** The anchor feature's messages handle (pass it as `messages` to `useMachineView`). */
export const anchorTexts = withMessages(anchorMessages);

export const { t, translate } = anchorTexts;
