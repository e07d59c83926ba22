export { clearPageContent } from './clear';
export {
  layerAttributesIntact,
  readLayerFacts,
  snapshotLayerAttributes,
  type LayerAttributeSnapshot,
} from './facts';
export { createTamperGuard, type GuardedLayer, type TamperGuard, type TamperGuardOptions } from './guard';
export {
  WATERMARK_CHECK_INTERVAL_MS,
  WATERMARK_CONFIRM_DELAY_MS,
  mountWatermark,
  type MountWatermarkOptions,
  type WatermarkHandle,
} from './mount';
export { isPageCleared, localWatermarkCount, subscribeLocalWatermarks } from './registry';
export { browserRouteWatcher, routePathOf, type RouteWatcher } from './route';
export {
  WatermarkImageError,
  canvasTilePainter,
  type WatermarkTilePainter,
  type WatermarkTileSpec,
} from './tile';
