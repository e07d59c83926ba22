// The feature's `t` and `translate`: its code takes them from here, so its messages load with it.
import { actionSheetMessages } from '../i18n/catalogue/action-sheet';
import { withMessages } from '../i18n/translate';

/** The action sheet's messages handle. */
export const actionSheetTexts = withMessages(actionSheetMessages);

export const { t, translate } = actionSheetTexts;
