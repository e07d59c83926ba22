// Root layout, desktop skin (antd).
export { RootLayout, type RootLayoutProps } from './RootLayout';
export type { MultiTabSettings } from '@suite-ui/core/react';
export { LayoutTabs, type LayoutTabsProps } from './LayoutTabs';
export { BoxToggle } from './BoxToggle';
export {
  ChunkFailed,
  LayoutLoading,
  NotFound,
  Unsupported,
  desktopChunkViews,
  desktopOutletViews,
  lazyWidget,
} from './views';
