export {
  LOCALES,
  defineMessages,
  defineTranslation,
  type Locale,
  type LocalePack,
  type MessageSet,
  type MessageSetKey,
} from './define';
export { allMessageSets, catalogue, type MessageKey, type WidgetMessageKey } from './catalogue';
export { isLocaleAvailable, localePack, registerLocale, registerMessages } from './registry';
export { applyDayjsLocale, dayjsLocaleName } from './dayjs-locale';
export { getLocale, setLocale, subscribeLocale, toLocale } from './locale-store';
export {
  interpolate,
  isMessageKey,
  t,
  translate,
  withMessages,
  type FeatureMessages,
  type MessageParams,
} from './translate';
