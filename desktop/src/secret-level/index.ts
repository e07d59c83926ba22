export { SecretLevelSelect, type SecretLevelSelectProps } from './SecretLevelSelect';
