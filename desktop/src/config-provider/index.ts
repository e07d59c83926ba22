export { SuiteConfigProvider, accessibleTheme, type SuiteConfigProviderProps } from './SuiteConfigProvider';
