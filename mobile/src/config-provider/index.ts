export {
  SuiteConfigProvider,
  accessibleDarkThemeVariables,
  accessibleThemeVariables,
  type SuiteConfigProviderProps,
} from './SuiteConfigProvider';
