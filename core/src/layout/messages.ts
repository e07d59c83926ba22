// The feature's `t` and `translate`: its code takes them from here, so its messages load with it
// (see withMessages in core/src/i18n/translate.ts).
import { layoutMessages } from '../i18n/catalogue/layout';
import { withMessages } from '../i18n/translate';

/** The layout's messages handle (pass it as `messages` to `useActorView`). */
export const layoutTexts = withMessages(layoutMessages);

export const { t, translate } = layoutTexts;
