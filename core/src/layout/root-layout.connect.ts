// What a skin renders for the current location.
import type { MessageKey } from '../i18n';
import { t } from './messages';
import type { ClaimSource, ClaimTarget, RouteClaim, RouteMatch } from './layout.types';
import type { RootLayoutContext } from './root-layout.machine';
import { claimTarget, layoutPrefixOf, moduleBasePath, resolveRoute, stripLayoutPrefix } from './route.logic';
import { tabKeyFor } from './tabs.logic';

/** The content a skin renders. */
export type RouteContent =
  | { kind: 'loading' }
  | {
      kind: 'module';
      module: string;
      /** Where the module's router is mounted (`/splayout/<module>` under /splayout, spec 2.1). */
      basePath: string;
      splayout: boolean;
    }
  | { kind: 'claim'; source: ClaimSource; claim: RouteClaim; target: ClaimTarget }
  | { kind: 'custom'; path: string }
  | { kind: 'notFound'; errorType: '404' };

/** The root layout as skins read it. */
export interface RootLayoutView {
  loading: boolean;
  pathname: string;
  match: RouteMatch;
  content: RouteContent;
  /** Tab identity of the page (one tab per claim, module or custom page). */
  tabKey: string;
  /** Title of the page (tab label, document title). */
  title: string;
  /** True below a module's first page (mobile shows a back button there). */
  hasParent: boolean;
}

/** The root layout view plus the view of any other path (each open tab shows its own path). */
export interface RootLayoutPagesView extends RootLayoutView {
  describe(pathname: string): RootLayoutView;
}

// Modules with a display name in the catalogue (spec 3 "Module icon catalogue" names).
const MODULE_TITLES: Readonly<Record<string, MessageKey>> = {
  workflow: 'layout.module.workflow',
  cusapp: 'layout.module.cusapp',
  hrm: 'layout.module.hrm',
  calendar: 'layout.module.calendar',
  document: 'layout.module.document',
  email: 'layout.module.email',
  showcase: 'layout.module.showcase',
};

/** The display name of a module (catalogue, else the module name). */
export function moduleTitle(module: string): string {
  const key = Object.prototype.hasOwnProperty.call(MODULE_TITLES, module) ? MODULE_TITLES[module] : undefined;
  return key ? t(key) : module;
}

/** The title of a matched route. */
export function routeTitle(match: RouteMatch): string {
  switch (match.kind) {
    case 'claim':
      return match.claim.name?.trim() || match.claim.path;
    case 'module':
      return moduleTitle(match.module);
    case 'custom':
      return t('layout.custom.title');
    case 'notFound':
      return t('layout.notFound.title');
  }
}

/** The content for a match at a path. */
export function routeContent(match: RouteMatch, pathname: string): RouteContent {
  switch (match.kind) {
    case 'claim': {
      // resolveRoute only returns renderable claims
      const target = claimTarget(match.claim) as ClaimTarget;
      return { kind: 'claim', source: match.source, claim: match.claim, target };
    }
    case 'module':
      return {
        kind: 'module',
        module: match.module,
        basePath: moduleBasePath(pathname),
        splayout: layoutPrefixOf(pathname) === '/splayout',
      };
    default:
      return match;
  }
}

/** The view of the root layout at a location. */
export function describeLocation(
  context: Omit<RootLayoutContext, 'pluginsFailed'>,
  loading = false,
): RootLayoutView {
  const match = resolveRoute(context.pathname, {
    menuClaims: context.menuClaims,
    pluginClaims: context.pluginClaims,
    modules: context.modules,
  });
  return {
    loading,
    pathname: context.pathname,
    match,
    content: loading ? { kind: 'loading' } : routeContent(match, context.pathname),
    tabKey: tabKeyFor(match, context.pathname),
    title: routeTitle(match),
    hasParent:
      stripLayoutPrefix(context.pathname)
        .split('/')
        .filter((segment) => segment !== '').length > 1,
  };
}

/** Turns the root layout machine's snapshot into what skins read. */
export function connectRootLayout(snapshot: {
  context: RootLayoutContext;
  matches(state: 'loadingPlugins' | 'ready'): boolean;
}): RootLayoutPagesView {
  const loading = snapshot.matches('loadingPlugins');
  return {
    ...describeLocation(snapshot.context, loading),
    describe: (pathname) => describeLocation({ ...snapshot.context, pathname }, loading),
  };
}
