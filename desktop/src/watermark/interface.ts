// The desktop Watermark and LocalWatermark take the props both skins share (the platform is fixed).
export type {
  LocalWatermarkSkinProps as LocalWatermarkProps,
  WatermarkSkinProps as WatermarkProps,
} from '@suite-ui/core/react';
