// Root layout: React hooks and the headless route outlet shared by both skins.
export { useChunk, type UseChunkOptions } from './use-chunk';
export { createLazyComponent, type ChunkViews } from './lazy-component';
export {
  LayoutRefreshProvider,
  useLayoutRefresh,
  useRefreshVersion,
  type LayoutRefreshView,
} from './refresh';
export { useMicroMount, type MicroMountStatus } from './use-micro-mount';
export { useLayoutTabs, type LayoutTabsView, type UseLayoutTabsOptions } from './use-layout-tabs';
export type { MultiTabSettings } from '../../layout';
export { useLayoutBoxes, type LayoutBoxesView } from './use-layout-boxes';
export { useLayoutPageTitle } from './page-titles';
export {
  useRootLayout,
  useRootLayoutShell,
  type UseRootLayoutOptions,
  type UseRootLayoutShellOptions,
} from './use-root-layout';
export {
  LayoutShellProvider,
  useLayoutHost,
  useLayoutShell,
  type LayoutHostView,
  type LayoutShell,
  type LayoutShellOptions,
} from './layout-host';
export {
  RouteOutlet,
  type EcodeRequest,
  type LayoutModules,
  type ModuleLoader,
  type ModulePageProps,
  type OutletRenderers,
  type OutletViews,
  type RouteOutletProps,
} from './route-outlet';
