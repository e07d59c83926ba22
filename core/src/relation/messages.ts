// The feature's `t` and `translate`: its code takes them from here, so its messages load with it
// (see withMessages in core/src/i18n/translate.ts).
import { relationMessages } from '../i18n/catalogue/relation';
import { withMessages } from '../i18n/translate';

/** The relation feature's messages handle, for `connectEnv` and `useMachineView` (`messages`). */
export const relationTexts = withMessages(relationMessages);

export const { t, translate } = relationTexts;

/** spec 8: the info message of a refused self link, as a catalogue key. */
export const RELATION_SELF_LINK = relationTexts.key('relation.selfLink');
