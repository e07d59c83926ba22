// The layout feature's internals, for its own tests and benchmarks: not part of the public surface
// (`index.ts`), and free to change.
export {
  claimMatchesPath,
  claimPathScore,
  claimRefusal,
  claimTarget,
  findClaim,
  isCustomPath,
  isRenderableClaim,
  layoutPrefixOf,
  moduleBasePath,
} from './route.logic';
export {
  IFRAME_SANDBOX,
  decodeHtmlEntities,
  encodePathSegment,
  fillPathTemplate,
  isRelativeUrl,
  isRoutePath,
  isSafeUrl,
} from '../shared/url-safety';
export { ROOT_LAYOUT_PLUGINS_URL, parseRouteClaim } from './plugins.api';
export { isMultiTabForbidden, pageListMatches, pageListsAllowTabs } from './multi-tab.logic';
export {
  EMPTY_TABS,
  activateTab,
  activeTab,
  closeOtherTabs,
  closeTab,
  closeTabsToRight,
  openTab,
  refreshTab,
  tabKeyFor,
} from './tabs.logic';
export { reduceTabs } from './tabs.machine';
export {
  BROWSER_DIALOG_SUFFIX,
  DETAIL_MIN_HISTORY,
  HR_CARD_EXTERNAL_WIDTH,
  HR_CARD_MARGIN,
  HR_CARD_NARROW_WIDTH,
  HR_CARD_WIDTH,
  MOBILE_SETTINGS_PREFIXES,
  MOBILE_SPECIAL_PREFIXES,
  assertPathId,
  detailRoute,
  isMobileSpecialPath,
  pathHasPrefix,
} from './routes.logic';
export {
  CHUNK_MISSING_RETRIES,
  CHUNK_TIMEOUT_MS,
  chunkAddressOf,
  isChunkLoadError,
  isRetriableChunkError,
  toChunkLoadError,
} from './chunk.logic';
export { withChunkLoading } from './chunk.machine';
export { chunkErrorMessage } from './chunk.connect';
export { WidgetRegistrationError } from './widget-registry';
export { lookupFunction } from './actions.logic';
export { refreshTargetId } from './refresh.logic';
export {
  LAYOUT_WEIGHT,
  SIDE_MAX_WIDTH,
  SIDE_MIN_WIDTH,
  SIDE_WEIGHT,
  SIDE_WIDTH,
  boxArrow,
  boxWidthKey,
  clampBoxWidth,
} from './boxes.logic';
export { routeContent, routeTitle } from './root-layout.connect';
export { type MultiTabContext } from './multi-tab.logic';
export { type TabsEmitted, type TabsEvent } from './tabs.machine';
export { type ChunkContext, type ChunkEmitted } from './chunk.machine';
export { type RootLayoutContext, type RootLayoutEvent } from './root-layout.machine';
