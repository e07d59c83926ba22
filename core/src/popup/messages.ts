// The feature's `t` and `translate`: its code takes them from here, so its messages load with it.
import { popupMessages } from '../i18n/catalogue/popup';
import { withMessages } from '../i18n/translate';

/** The popup feature's messages handle (pass it as `messages` to `useMachineView`). */
export const popupTexts = withMessages(popupMessages);

export const { t, translate } = popupTexts;
