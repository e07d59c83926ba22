import type { CSSProperties, ReactNode } from 'react';
import type { UseWatermarkOptions } from './use-watermark';

/**
 * Props of a skin's `Watermark`: the suite's global config and the current user, plus what the
 * server's lists need (`audience`) and the disabling flag. Each skin fixes the platform.
 */
export type WatermarkSkinProps = Omit<UseWatermarkOptions, 'platform'>;

/** Props of a skin's `LocalWatermark`: a watermark over its own content only. */
export interface LocalWatermarkSkinProps extends WatermarkSkinProps {
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
}
