export { LocalWatermark } from './LocalWatermark';
export { Watermark } from './Watermark';
export type { LocalWatermarkProps, WatermarkProps } from './interface';
