// The feature's `t` and `translate`: its code takes them from here, so its messages load with it
// (see withMessages in core/src/i18n/translate.ts).
import { titleMessages } from '../i18n/catalogue/title';
import { withMessages } from '../i18n/translate';

/** The feature's messages handle, for `connectEnv` and `useMachineView` (`messages`). */
export const titleTexts = withMessages(titleMessages);

export const { t, translate } = titleTexts;
