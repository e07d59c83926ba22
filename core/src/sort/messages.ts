// The feature's `t` and `translate`: its code takes them from here, so its messages load with it
// (see withMessages in core/src/i18n/translate.ts).
import { sortMessages } from '../i18n/catalogue/sort';
import { withMessages } from '../i18n/translate';

/** The sort feature's messages handle, for `connectEnv` and `useMachineView` (`messages`). */
export const sortTexts = withMessages(sortMessages);

export const { t, translate } = sortTexts;
