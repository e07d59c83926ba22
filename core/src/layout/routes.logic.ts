// spec 2.2 "Other routes": HR cards, detail routes and links, browser dialogs, mobile settings paths.
import { stripLayoutPrefix } from './route.logic';
import { joinPath } from '../shared/detail-link';
import { encodePathSegment } from '../shared/url-safety';

// HR cards and detail links are read by several features (browser, relation, hr-card): their rules
// live in the kernel; this module keeps offering them under the layout's names
export {
  UnsafePathIdError,
  assertPathId,
  buildDetailLink,
  detailLinkHref,
  detailRoute,
  isExternalLink,
  type DetailLinkOption,
  type DetailLinkSpec,
  type DetailLinkTarget,
} from '../shared/detail-link';
export {
  HR_CARD_EXTERNAL_WIDTH,
  HR_CARD_MARGIN,
  HR_CARD_NARROW_WIDTH,
  HR_CARD_WIDTH,
  decideHrCard,
  hrCardPath,
  hrCardType,
  hrCardWidth,
  type HrCardDecision,
  type HrCardType,
  type HrTargetType,
} from '../shared/hr-card-rules';

/** The path one level up (`/a/b/c` → `/a/b`, `/a` → `/`). */
export function parentPath(pathname: string): string {
  const segments = pathname
    .split(/[?#]/)[0]!
    .split('/')
    .filter((s) => s !== '');
  return `/${segments.slice(0, -1).join('/')}`;
}

/** History entries needed before closing a detail can go back (a page opened directly has 1). */
export const DETAIL_MIN_HISTORY = 2;

/** How a detail pop-up closes. */
export type DetailClose = { kind: 'back' } | { kind: 'push'; path: string };

/**
 * spec 2.2: a detail pop-up closes by going back one history step, or, when history is short
 * (the detail was opened directly), by going to the parent path.
 */
export function detailCloseAction(pathname: string, historyLength: number): DetailClose {
  return historyLength >= DETAIL_MIN_HISTORY
    ? { kind: 'back' }
    : { kind: 'push', path: parentPath(pathname) };
}

/** The suffix a browser (picker) dialog adds to the current route (spec 2.2). */
export const BROWSER_DIALOG_SUFFIX = 'browserDialog';

/** spec 2.2: the route a browser dialog pushes: the current path plus the dialog suffix and the id. */
export function browserDialogRoute(
  currentPath: string,
  id: string | number,
  suffix: string = BROWSER_DIALOG_SUFFIX,
): string {
  const path = currentPath.split(/[?#]/)[0] ?? '';
  return joinPath(path, encodePathSegment(suffix.replace(/^\/+|\/+$/g, '')), encodePathSegment(id));
}

/** spec 2.2: settings-page prefixes treated specially on mobile. */
export const MOBILE_SETTINGS_PREFIXES: readonly string[] = [
  '/cusSetting',
  '/workflow_setting',
  '/docSetting',
  '/portal/setting',
  '/odoc/odocsetting',
  '/ebdapp/view/setting/',
  '/attend/attend_setting',
  '/blog/blogsetting',
  '/plan/settingPage',
  '/goal/set',
  'performance/settingPage',
  '/sms/system_setting',
  '/inc/setConfig',
  '/customerSetting',
  '/setting/',
];

/** spec 2.2: the second mobile prefix list (its purpose is not shown). */
export const MOBILE_SPECIAL_PREFIXES: readonly string[] = ['/doccompare', '/signcenter', '/goal', '/odoc'];

/**
 * True when the path (layout prefix removed) starts with one of the prefixes. A prefix written
 * without a leading `/` (`performance/settingPage`) may start at any segment.
 */
export function pathHasPrefix(pathname: string, prefixes: readonly string[]): boolean {
  if (typeof pathname !== 'string') return false;
  const path = stripLayoutPrefix(pathname);
  return prefixes.some((prefix) =>
    prefix.startsWith('/') ? path.startsWith(prefix) : path.includes(`/${prefix}`),
  );
}

/** True for mobile settings pages (spec 2.2, first list). */
export function isMobileSettingsPath(pathname: string): boolean {
  return pathHasPrefix(pathname, MOBILE_SETTINGS_PREFIXES);
}

/** True for paths of the second mobile prefix list (spec 2.2). */
export function isMobileSpecialPath(pathname: string): boolean {
  return pathHasPrefix(pathname, MOBILE_SPECIAL_PREFIXES);
}
