export { useSecretLevel, type SecretLevelSkinProps } from './use-secret-level';
