// @suite-ui/core main entry: framework-free rules and machines. No React, antd or DOM-only code
// may be reachable from here (checked by src/purity.test.ts and lint).
export * from './i18n';
export * from './http';
export * from './shared';
export * from './rate';
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
export * from './chart';
export * from './map';
export * from './tree';
export * from './city-picker';
export * from './browser';
export * from './hr-card';
