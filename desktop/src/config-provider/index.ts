export { SuiteConfigProvider, type SuiteConfigProviderProps } from './SuiteConfigProvider';
