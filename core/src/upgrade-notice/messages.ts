// The feature's `t` and `translate`: its code takes them from here, so its messages load with it
// (see withMessages in core/src/i18n/translate.ts).
import { upgradeNoticeMessages } from '../i18n/catalogue/upgrade-notice';
import { withMessages } from '../i18n/translate';

/** The upgrade notice's messages handle (pass it as `messages` to `useMachineView`). */
export const upgradeNoticeTexts = withMessages(upgradeNoticeMessages);

export const { t, translate } = upgradeNoticeTexts;
