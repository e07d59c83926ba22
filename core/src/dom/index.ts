// @suite-ui/core/dom: framework-free code that needs the browser (DOM, storage), shared by both skins.
export { browserStorage } from './storage';
export * from './layout';
export * from './watermark';
export * from './upgrade-notice';
export * from './upload';
export * from './focus';
export * from './anchor';
export * from './drag';
export * from './image-crop';
export * from './recorder';
export * from './table';
