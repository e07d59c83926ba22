// The feature's `t` and `translate`: its code takes them from here, so its messages load with it
// (see withMessages in core/src/i18n/translate.ts).
import { browserMessages } from '../i18n/catalogue/browser';
import { withMessages } from '../i18n/translate';

/** The browser's messages handle (pass it as `messages` to `useMachineView`). */
export const browserTexts = withMessages(browserMessages);

export const { t, translate } = browserTexts;
