export type {
  WatermarkAudience,
  WatermarkGlobalConfig,
  WatermarkKind,
  WatermarkListConfig,
  WatermarkListMode,
  WatermarkScope,
  WatermarkSettings,
  WatermarkSize,
  WatermarkUser,
} from './watermark.types';
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
  WATERMARK_Z_INDEX,
  WATERMARK_Z_INDEX_BENEATH_LOCAL,
  isSwitchOn,
  normalizeWatermarkSize,
  parseWatermarkSettings,
  watermarkOpacity,
  watermarkRefreshIntervalMs,
  watermarkRefreshRate,
} from './settings.logic';
export { WATERMARK_PLACEHOLDERS, fillWatermarkText, watermarkTextLines } from './text.logic';
export {
  filePreviewPath,
  isSafeImageUrl,
  watermarkImageUrl,
  type WatermarkImageOptions,
} from './image.logic';
export {
  EMPTY_WATERMARK_LIST_CONFIG,
  isWatermarkShown,
  matchesGlobPrefix,
  matchesIpEntry,
  matchesPageEntry,
  parseWatermarkListConfig,
} from './lists.logic';
export {
  WATERMARK_LAYER_ALLOWLIST,
  WATERMARK_MIN_COVERAGE,
  WATERMARK_MIN_PARENT_OPACITY,
  judgeWatermarkLayer,
  watermarkLayerStyle,
  watermarkStackOrder,
  type WatermarkLayerComputedStyle,
  type WatermarkLayerExpectation,
  type WatermarkLayerFacts,
  type WatermarkLayerLook,
  type WatermarkLayerVerdict,
  type WatermarkTamperFinding,
  type WatermarkTamperReason,
} from './layer.logic';
export {
  watermarkMachine,
  type WatermarkContext,
  type WatermarkEmitted,
  type WatermarkEvent,
  type WatermarkMachineInput,
} from './watermark.machine';
export {
  connectWatermark,
  watermarkDrawing,
  watermarkView,
  type WatermarkApi,
  type WatermarkDrawing,
  type WatermarkHiddenReason,
  type WatermarkView,
} from './watermark.connect';
export { WATERMARK_LIST_CONFIG_URL, loadWatermarkListConfig } from './watermark.api';
export { watermarkTexts } from './messages';
