// The feature's `t` and `translate`: its code takes them from here, so its messages load with it
// (see withMessages in core/src/i18n/translate.ts).
import { uploadMessages } from '../i18n/catalogue/upload';
import { withMessages } from '../i18n/translate';

/** The upload feature's messages handle (pass it as `messages` to `useMachineView`). */
export const uploadTexts = withMessages(uploadMessages);

export const { t, translate } = uploadTexts;
