// The watermark feature's internals, for its own tests and benchmarks: not part of the public surface
// (`index.ts`), and free to change.
export {
  WATERMARK_COLOR,
  WATERMARK_DEFAULT_OPACITY,
  WATERMARK_DEFAULT_REFRESH_RATE,
  WATERMARK_DEFAULT_ROTATE,
  WATERMARK_DEFAULT_SIZE,
  WATERMARK_FONT_FAMILY,
  WATERMARK_FONT_SIZE,
  WATERMARK_MIN_REFRESH_RATE,
  WATERMARK_MIN_SIZE,
  WATERMARK_RESIZE_DELAY_MS,
  WATERMARK_ROUTE_DELAY_MS,
  WATERMARK_Z_INDEX_BENEATH_LOCAL,
  isSwitchOn,
  watermarkOpacity,
  watermarkRefreshRate,
} from './settings.logic';
export { WATERMARK_PLACEHOLDERS, watermarkTextLines } from './text.logic';
export { filePreviewPath, isSafeImageUrl } from './image.logic';
export {
  EMPTY_WATERMARK_LIST_CONFIG,
  matchesGlobPrefix,
  matchesIpEntry,
  matchesPageEntry,
} from './lists.logic';
export { WATERMARK_MIN_COVERAGE, WATERMARK_MIN_PARENT_OPACITY, watermarkStackOrder } from './layer.logic';
export {
  WATERMARK_MIN_INK_RETENTION,
  filterOpacity,
  judgeWatermarkContrast,
  parseCssColor,
  parseCssFilter,
} from './contrast.logic';
export { watermarkDrawing } from './watermark.connect';
export { WATERMARK_LIST_CONFIG_URL } from './watermark.api';
export { type WatermarkContext, type WatermarkEmitted, type WatermarkEvent } from './watermark.machine';
