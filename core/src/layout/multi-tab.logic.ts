// spec 2.1 "Multi-tab layout" and spec 6: when the content is wrapped in tabs.
import { isRecord } from '../shared';
import { resolveModule, stripLayoutPrefix } from './route.logic';

/** What `isMultiTabEnabled` decides from. */
export interface MultiTabContext {
  /** The page path. */
  pathname: string;
  /** The page's module; taken from `pathname` when absent. */
  module?: string | null;
  /** Page whitelist: module names, or path prefixes starting with `/`. */
  whitelist?: readonly string[];
  /** Page blacklist, same entries as the whitelist; a listed page never gets tabs from the lists. */
  blacklist?: readonly string[];
  /** When not empty, the whitelist applies to these users only. */
  whitelistUserIds?: readonly (string | number)[];
  /** The current user. */
  userId?: string | number | null;
  /** The menu open-way setting; `multi` turns tabs on. */
  menuOpenWay?: string | null;
  /** True inside an e-workspace, where tabs never apply. */
  eWorkspace?: boolean;
}

const NEVER_UNDER = ['/sp/', '/my/'];
const NEVER_IN_MODULES = new Set(['email']);

function matchesPrefix(path: string, prefix: string): boolean {
  const clean = prefix.replace(/\/+$/, '');
  return clean !== '' && (path === clean || path.startsWith(`${clean}/`));
}

/** True when a list entry names the page: its module name, or a prefix of its path (as written or without the layout prefix). */
export function pageListMatches(
  list: readonly string[] | undefined,
  pathname: string,
  module: string | null,
): boolean {
  return (list ?? []).some((raw) => {
    if (typeof raw !== 'string') return false;
    const entry = raw.trim();
    if (entry === '') return false;
    if (!entry.startsWith('/')) return entry === module;
    return matchesPrefix(pathname, entry) || matchesPrefix(stripLayoutPrefix(pathname), entry);
  });
}

function userAllowed(ids: MultiTabContext['whitelistUserIds'], userId: MultiTabContext['userId']): boolean {
  if (!ids || ids.length === 0) return true;
  return userId !== null && userId !== undefined && ids.some((id) => String(id) === String(userId));
}

/** True where tabs never apply: an e-workspace, under /sp/ or /my/, or the email module. */
export function isMultiTabForbidden(context: MultiTabContext): boolean {
  const path = typeof context.pathname === 'string' ? context.pathname : '';
  const module = context.module ?? resolveModule(path);
  return (
    context.eWorkspace === true ||
    NEVER_UNDER.some((prefix) => path.startsWith(prefix)) ||
    (module !== null && NEVER_IN_MODULES.has(module))
  );
}

/** True when the page lists allow tabs: whitelisted (for an allowed user), or a blacklist is set and the page is not on it. */
export function pageListsAllowTabs(context: MultiTabContext): boolean {
  const path = typeof context.pathname === 'string' ? context.pathname : '';
  const module = context.module ?? resolveModule(path);
  if (pageListMatches(context.blacklist, path, module)) return false;
  if (pageListMatches(context.whitelist, path, module))
    return userAllowed(context.whitelistUserIds, context.userId);
  const hasWhitelist = (context.whitelist ?? []).length > 0;
  return !hasWhitelist && (context.blacklist ?? []).length > 0;
}

/**
 * Whether the content is wrapped in tabs (spec 2.1): when the page lists allow it or the menu
 * open-way is `multi`, and never in an e-workspace, under /sp/ or /my/, or in the email module.
 */
export function isMultiTabEnabled(context: MultiTabContext): boolean {
  if (!isRecord(context) || isMultiTabForbidden(context)) return false;
  return context.menuOpenWay === 'multi' || pageListsAllowTabs(context);
}

/** Multi-tab settings a host gives (spec 2.1); the path and module come from the location. */
export type MultiTabSettings = Omit<MultiTabContext, 'pathname' | 'module'>;

/**
 * Whether the layout's current page is wrapped in tabs: never while the layout loads (the claims
 * are not known yet) or without settings, else `isMultiTabEnabled` on the current path.
 */
export function layoutTabsEnabled(
  multiTab: MultiTabSettings | undefined,
  layout: { loading: boolean; pathname: string },
): boolean {
  return (
    !layout.loading && multiTab !== undefined && isMultiTabEnabled({ ...multiTab, pathname: layout.pathname })
  );
}
