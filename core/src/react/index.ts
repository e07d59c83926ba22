// @suite-ui/core/react: React hooks over core's rules and machines, shared by both skins.
export { useLocale, useLocaleWithDayjs, useT } from './use-locale';
export { useRate, type RateApi, type UseRateProps } from './use-rate';
export * from './machine';
export * from './layout';
export * from './watermark';
export * from './upgrade-notice';
export * from './upload';
export * from './dates';
export * from './recurrence';
export * from './anchor';
export * from './popup';
export * from './feedback';
export * from './action-sheet';
export * from './breadcrumb';
export * from './swipe-action';
export * from './collapse';
export * from './quick-menu';
export * from './grid';
