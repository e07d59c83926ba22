import { PageWatermark } from '@suite-ui/core/react';
import type { WatermarkProps } from './interface';

/**
 * The page-wide watermark (spec 3, 4), mounted once by the root layout: drawn over the whole page
 * when `wmUse` is on, re-evaluated against the server's lists after route changes, and guarded:
 * removing or hiding it clears the page content unless `disableTamperClear` is set.
 */
export function Watermark(props: WatermarkProps) {
  return <PageWatermark {...props} platform="desktop" />;
}
