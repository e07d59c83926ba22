export { useSuiteMessage } from './use-suite-message';
