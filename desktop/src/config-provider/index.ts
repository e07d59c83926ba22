export {
  SuiteConfigProvider,
  accessibleDarkTheme,
  accessibleTheme,
  type SuiteConfigProviderProps,
} from './SuiteConfigProvider';
