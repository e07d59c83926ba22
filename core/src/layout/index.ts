// Root layout (spec 2.1, 2.2, 4 "Layout actions allowed", 5 widget registration, 7 lazy chunks, 8).
export type {
  ClaimSource,
  ClaimTarget,
  ClaimTargetType,
  CorsComponentProps,
  EcodeComponentProps,
  IframeConfig,
  MicroAppProps,
  ModuleMainRouterProps,
  QiankunProps,
  ResolveRouteOptions,
  RouteClaim,
  RouteMatch,
} from './layout.types';
export { refusedClaimsAt, resolveModule, resolveRoute, stripLayoutPrefix } from './route.logic';
export { iframeAttributes, safeUrl, type IframeAttributes } from '../shared/url-safety';
export { fetchRootLayoutPlugins, parseRouteClaims } from './plugins.api';
export { createLayoutServices, rootLayoutActors, type LayoutServices } from './layout.service';
export { isMultiTabEnabled, layoutTabsEnabled, type MultiTabSettings } from './multi-tab.logic';
export { tabMenu, type LayoutTab, type TabMenu, type TabsState } from './tabs.logic';
export { connectTabs, tabsMachine, type TabView, type TabsView } from './tabs.machine';
export {
  browserDialogRoute,
  UnsafePathIdError,
  buildDetailLink,
  decideHrCard,
  detailCloseAction,
  detailLinkHref,
  isExternalLink,
  hrCardPath,
  hrCardType,
  hrCardWidth,
  HR_CARD_MARGIN,
  isMobileSettingsPath,
  parentPath,
  type DetailClose,
  type DetailLinkOption,
  type DetailLinkSpec,
  type DetailLinkTarget,
  type HrCardDecision,
  type HrCardType,
  type HrTargetType,
} from './routes.logic';
export { CSS_CHUNK_LOAD_FAILED, ChunkLoadError, type ChunkErrorType, type ChunkKind } from './chunk.logic';
export {
  chunkMachine,
  chunkMachineFor,
  loadChunk,
  type ChunkEvent,
  type ChunkLoadInput,
  type ChunkLoader,
  type ChunkMachineInput,
  type LoadChunkOptions,
} from './chunk.machine';
export { connectChunk, type ChunkView } from './chunk.connect';
export { layoutTexts } from './messages';
export {
  createWidgetRegistry,
  registerWidget,
  widgetRegistry,
  type WidgetModule,
  type WidgetRegistration,
  type WidgetRegistrationErrorCode,
  type WidgetRegistry,
} from './widget-registry';
export {
  createLayoutActionDispatcher,
  type ActionOutcome,
  type ActionRefusal,
  type FunctionRegistry,
  type FunctionScope,
  type LayoutAction,
  type LayoutActionDispatcher,
  type LayoutActionHost,
  type LayoutActionName,
} from './actions.logic';
export { createRefreshBus, type RefreshBus, type RefreshTarget } from './refresh.logic';
export {
  initialLayoutBoxes,
  layoutBoxView,
  resizeBox,
  toggleBox,
  type BoxArrow,
  type LayoutBox,
  type LayoutBoxType,
  type LayoutBoxView,
  type LayoutBoxes,
} from './boxes.logic';
export { rootLayoutMachine, type RootLayoutInput } from './root-layout.machine';
export {
  connectRootLayout,
  describeLocation,
  moduleTitle,
  type RootLayoutPagesView,
  type RootLayoutView,
  type RouteContent,
} from './root-layout.connect';
