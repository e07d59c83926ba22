// The feature's `t` and `translate`: its code takes them from here, so its messages load with it
// (see withMessages in core/src/i18n/translate.ts).
import { commentMessages } from '../i18n/catalogue/comment';
import { withMessages } from '../i18n/translate';

/** The comment widget's messages handle (pass it as `messages` to `useMachineView`). */
export const commentTexts = withMessages(commentMessages);

export const { t, translate } = commentTexts;
