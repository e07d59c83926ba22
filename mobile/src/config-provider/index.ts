export {
  SuiteConfigProvider,
  accessibleThemeVariables,
  type SuiteConfigProviderProps,
} from './SuiteConfigProvider';
