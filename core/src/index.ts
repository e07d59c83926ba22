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
