// The feature's `t` and `translate`: its code takes them from here, so its messages load with it
// (see withMessages in core/src/i18n/translate.ts).
import { secretLevelMessages } from '../i18n/catalogue/secret-level';
import { withMessages } from '../i18n/translate';

/** The feature's messages handle, for `connectEnv` and `useMachineView` (`messages`). */
export const secretLevelTexts = withMessages(secretLevelMessages);

export const { t, translate } = secretLevelTexts;

/** The secret-level messages of spec 5, as catalogue keys. */
export const SECRET_LEVEL_ERRORS = {
  periodRequired: secretLevelTexts.key('secret-level.error.periodRequired'),
  periodTooLong: secretLevelTexts.key('secret-level.error.periodTooLong'),
  periodFormat: secretLevelTexts.key('secret-level.error.periodFormat'),
  periodPatternUnsafe: secretLevelTexts.key('secret-level.error.periodPatternUnsafe'),
  periodDigits: secretLevelTexts.key('secret-level.error.periodDigits'),
} as const;

/** One of the spec 5 secret-level messages. */
export type SecretLevelErrorKey = (typeof SECRET_LEVEL_ERRORS)[keyof typeof SECRET_LEVEL_ERRORS];
