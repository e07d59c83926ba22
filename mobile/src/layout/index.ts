// Root layout, mobile skin (antd-mobile).
export { RootLayout, type MobileNavBarOptions, type RootLayoutProps } from './RootLayout';
export { LayoutNavBar, type LayoutNavBarProps } from './NavBar';
export {
  ChunkFailed,
  LayoutLoading,
  NotFound,
  Unsupported,
  lazyWidget,
  mobileChunkViews,
  mobileOutletViews,
} from './views';
