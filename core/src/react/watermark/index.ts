export { useLocalWatermark, usePageWatermark, type UseWatermarkOptions } from './use-watermark';
export { PageWatermark } from './page-watermark';
export { WatermarkContainer, type WatermarkContainerProps } from './watermark-container';
export type { LocalWatermarkSkinProps, WatermarkSkinProps } from './skin-props';
