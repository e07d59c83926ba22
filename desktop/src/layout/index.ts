// Root layout, desktop skin (antd).
export { RootLayout, type MultiTabSettings, type RootLayoutProps } from './RootLayout';
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
