import type { UseWatermarkOptions } from '@suite-ui/core/react';
import type { CSSProperties, ReactNode } from 'react';

/**
 * Props of the mobile `Watermark`: the suite's global config and the current user, plus what the
 * server's lists need (`audience`) and the disabling flag. The skin is fixed to mobile.
 */
export type WatermarkProps = Omit<UseWatermarkOptions, 'platform'>;

/** Props of the mobile `LocalWatermark`: a watermark over its own content only. */
export interface LocalWatermarkProps extends WatermarkProps {
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
}
