// Secret (classification) levels on records and files (spec 3, 4, 5, 6, 7, 9).
export type {
  SecretLevelFilter,
  SecretLevelFilterMode,
  SecretLevelOption,
  SecretLevelRules,
  SecretLevelValue,
} from './secret-level.types';
export {
  INITIAL_SECRET_LEVEL,
  SECRET_PERIOD_MAX_LENGTH,
  defaultSecretOption,
  filterSecretOptions,
  hasSecretLevel,
  parseSecretOption,
  validateSecretLevel,
} from './secret-level.logic';
export { dropBelowSecretLevel, isBelowSecretLevel } from '../shared/secret-level-filter';
export {
  secretLevelMachine,
  type SecretLevelContext,
  type SecretLevelEmitted,
  type SecretLevelEvent,
  type SecretLevelFetchInput,
  type SecretLevelFieldInput,
  type SecretLevelMachine,
  type SecretLevelSettingsInput,
} from './secret-level.machine';
export {
  effectiveSecretRules,
  parseAttachmentSetting,
  parseResourceLevel,
  secretLevelSettings,
  type AttachmentSecretSetting,
  type SecretLevelHostRules,
  type SecretLevelSettings,
} from './secret-level.settings';
export { connectSecretLevel, type SecretLevelOptionView, type SecretLevelView } from './secret-level.connect';
export {
  CLASSIFIED_PROTECTION_BASE,
  SECOND_EMPLOYEE_HEADER,
  SECRET_LEVEL_OPTIONS_URL,
  createSecretLevelServices,
  loadSecretLevelSettings,
  parseSecretLevelInfo,
  parseSecretOptions,
  secretLevelActors,
  type SecretLevelServicesOptions,
  type SecretLevelInfo,
  type SecretLevelServices,
} from './secret-level.service';
export { SECRET_LEVEL_ERRORS, secretLevelTexts, type SecretLevelErrorKey } from './messages';
