// @suite-ui/core/internal: the features' internals, for their own tests, contract tests and
// benchmarks. Not part of the public API: free to change, and never imported by the skins.
export * from './upload/internal';
export * from './dates/internal';
export * from './layout/internal';
export * from './watermark/internal';
export * from './upgrade-notice/internal';
export * from './recurrence/internal';
export * from './rate/internal';
export * from './form/internal';
export * from './carousel/internal';
