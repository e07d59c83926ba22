// The feature's `t` and `translate`: its code takes them from here, so its messages load with it
// (see withMessages in core/src/i18n/translate.ts).
import { carouselMessages } from '../i18n/catalogue/carousel';
import { withMessages } from '../i18n/translate';

/** The feature's messages handle, for `connectEnv` and `useMachineView` (`messages`). */
export const carouselTexts = withMessages(carouselMessages);

export const { t, translate } = carouselTexts;
