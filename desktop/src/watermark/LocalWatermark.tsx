import { WatermarkContainer } from '@suite-ui/core/react';
import type { LocalWatermarkProps } from './interface';

/**
 * A watermark over one container (spec 4): its content is drawn over like the page, and while it
 * shows, the page watermark steps down to stacking order 949. Removed with the container.
 */
export function LocalWatermark({ className, ...props }: LocalWatermarkProps) {
  return (
    <WatermarkContainer
      {...props}
      className={['suite-local-watermark', className].filter(Boolean).join(' ')}
      platform="desktop"
    />
  );
}
