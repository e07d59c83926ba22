// @suite-ui/mobile: antd-mobile components that render what @suite-ui/core's hooks give them.
export * from './config-provider';
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
