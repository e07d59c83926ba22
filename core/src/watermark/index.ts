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
  WATERMARK_Z_INDEX,
  normalizeWatermarkSize,
  parseWatermarkSettings,
  watermarkRefreshIntervalMs,
} from './settings.logic';
export { fillWatermarkText } from './text.logic';
export { watermarkImageUrl, type WatermarkImageOptions } from './image.logic';
export { isWatermarkShown, parseWatermarkListConfig } from './lists.logic';
export {
  WATERMARK_LAYER_ALLOWLIST,
  judgeWatermarkLayer,
  watermarkLayerStyle,
  type WatermarkLayerComputedStyle,
  type WatermarkLayerExpectation,
  type WatermarkLayerFacts,
  type WatermarkLayerLook,
  type WatermarkLayerVerdict,
  type WatermarkTamperFinding,
  type WatermarkTamperReason,
} from './layer.logic';
export type { WatermarkAncestorPaint, WatermarkInk, WatermarkPaintFacts } from './contrast.logic';
export { watermarkMachine, type WatermarkMachineInput } from './watermark.machine';
export {
  connectWatermark,
  watermarkView,
  type WatermarkLayerView,
  type WatermarkDrawing,
  type WatermarkHiddenReason,
  type WatermarkView,
} from './watermark.connect';
export { watermarkTexts } from './messages';
export { loadWatermarkListConfig } from './watermark.api';
