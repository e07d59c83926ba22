// @suite-ui/core/react: React hooks over core's rules and machines, shared by both skins.
export { useLocale, useLocaleWithDayjs, useT } from './use-locale';
// the skins' theme tokens (AA contrast): a value they may take from here, not from the main entry
export { accessiblePalette } from '../shared/palette';
export * from './rate';
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
export * from './city-picker';
export * from './comment';
export * from './chart';
export * from './map';
export * from './cascader';
export * from './browser';
