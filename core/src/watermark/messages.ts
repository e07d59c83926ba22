// The feature's \`t\` and \`translate\`: its code takes them from here, so its messages load with it
// (see withMessages in core/src/i18n/translate.ts).
import { watermarkMessages } from '../i18n/catalogue/watermark';
import { withMessages } from '../i18n/translate';

/** The feature's messages handle, for `connectEnv` and `useMachineView` (`messages`). */
export const watermarkTexts = withMessages(watermarkMessages);
const texts = watermarkTexts;

export const { t, translate } = texts;
