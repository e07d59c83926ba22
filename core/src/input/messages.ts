// The feature's `t` and `translate`: its code takes them from here, so its messages load with it
// (see withMessages in core/src/i18n/translate.ts).
import { inputMessages } from '../i18n/catalogue/input';
import { withMessages } from '../i18n/translate';

/** The feature's messages handle, for `connectEnv` and `useMachineView` (`messages`). */
export const inputTexts = withMessages(inputMessages);

export const { t, translate } = inputTexts;
