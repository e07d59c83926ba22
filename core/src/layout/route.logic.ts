// spec 2.1: which module, claim or custom page a path shows.
import { asString, isRecord } from '../shared';
import type { ClaimTarget, ResolveRouteOptions, RouteClaim, RouteMatch } from './layout.types';
import { safeUrl } from '../shared/url-safety';

// spec 2.1: /mobile/uk/workbench is removed as a whole; otherwise /splayout, /sp or /mobile.
const WHOLE_PREFIXES = ['/mobile/uk/workbench'] as const;
const PREFIXES = ['/splayout', '/sp', '/mobile'] as const;
const NO_MODULE = new Set(['ui', 'utils']);
const ALIASES: Readonly<Record<string, string>> = { workflows: 'workflow', free: 'cusapp', info: 'manager' };
const CUSTOM_PREFIX = '/custom/';

/** The path without query or hash, always starting with `/`. */
function pathOnly(pathname: string): string {
  const cut = pathname.search(/[?#]/);
  const path = cut === -1 ? pathname : pathname.slice(0, cut);
  return path.startsWith('/') ? path : `/${path}`;
}

function startsWithSegment(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The layout prefix a path starts with (`/mobile/uk/workbench`, `/splayout`, `/sp`, `/mobile`), or ''. */
export function layoutPrefixOf(pathname: string): string {
  const path = pathOnly(pathname);
  return [...WHOLE_PREFIXES, ...PREFIXES].find((prefix) => startsWithSegment(path, prefix)) ?? '';
}

/** The path with its layout prefix removed (spec 2.1), always starting with `/`. */
export function stripLayoutPrefix(pathname: string): string {
  const path = pathOnly(pathname);
  const rest = path.slice(layoutPrefixOf(path).length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

function firstSegment(path: string): string {
  return path.split('/').find((segment) => segment !== '') ?? '';
}

/**
 * The module a path shows (spec 2.1): layout prefix removed, first segment taken, `ui` and
 * `utils` give none, aliases `workflows`→`workflow`, `free`→`cusapp`, `info`→`manager`.
 */
export function resolveModule(pathname: string): string | null {
  if (typeof pathname !== 'string') return null;
  const segment = firstSegment(stripLayoutPrefix(pathname));
  if (segment === '' || NO_MODULE.has(segment)) return null;
  return Object.prototype.hasOwnProperty.call(ALIASES, segment) ? (ALIASES[segment] as string) : segment;
}

/**
 * Where a module's router is mounted: the path up to and including the module segment as
 * written (`/splayout/workflows/list` → `/splayout/workflows`, spec 2.1 "under /splayout the
 * module's main router is mounted at that sub-path").
 */
export function moduleBasePath(pathname: string): string {
  const path = pathOnly(pathname);
  const prefix = layoutPrefixOf(path);
  const segment = firstSegment(path.slice(prefix.length));
  return segment === '' ? prefix || '/' : `${prefix}/${segment}`;
}

/**
 * True for paths rendered by customer-supplied custom logic (ecode, spec 2.1): `/custom/...` after
 * the layout prefix, so `/mobile/custom/dashboard` is one as `/custom/dashboard` is.
 */
export function isCustomPath(pathname: string): boolean {
  return stripLayoutPrefix(pathname).startsWith(CUSTOM_PREFIX);
}

function normalizeClaimPath(path: string): string {
  const trimmed = path.trim().replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/**
 * How many segments of `path` a claim path matches, or -1. A claim matches its own path and
 * the paths below it; `:name` matches any one segment and a final `*` matches the rest.
 */
export function claimPathScore(claimPath: string, pathname: string): number {
  if (typeof claimPath !== 'string' || claimPath.trim() === '') return -1;
  const pattern = segmentsOf(normalizeClaimPath(claimPath));
  if (pattern.length === 0) return -1; // '/' would claim every page
  const path = segmentsOf(pathOnly(pathname));
  for (let i = 0; i < pattern.length; i += 1) {
    const want = pattern[i] as string;
    if (want === '*' && i === pattern.length - 1) return i;
    const have = path[i];
    if (have === undefined || (want !== have && !want.startsWith(':'))) return -1;
  }
  return pattern.length;
}

/** True when the claim path matches the path as written or with its layout prefix removed. */
export function claimMatchesPath(claim: Pick<RouteClaim, 'path'>, pathname: string): boolean {
  return claimScore(claim, pathname) >= 0;
}

function claimScore(claim: Pick<RouteClaim, 'path'>, pathname: string): number {
  return Math.max(
    claimPathScore(claim.path, pathname),
    claimPathScore(claim.path, stripLayoutPrefix(pathname)),
  );
}

const text = (value: unknown): string => asString(value).trim();

type TargetReader = (claim: RouteClaim) => ClaimTarget | null;

const TARGET_READERS: Readonly<Record<ClaimTarget['type'], TargetReader>> = {
  cors: ({ corsComponentProps: p }) =>
    text(p?.app) && text(p?.compName)
      ? { type: 'cors', app: text(p?.app), compName: text(p?.compName) }
      : null,
  ecode: ({ ecodeComponentProps: p }) =>
    text(p?.appId) && (text(p?.filePath) || text(p?.compName))
      ? { type: 'ecode', appId: text(p?.appId), filePath: text(p?.filePath), compName: text(p?.compName) }
      : null,
  iframe: ({ iframeConfig }) => {
    const src = safeUrl(iframeConfig?.src);
    return src ? { type: 'iframe', src } : null;
  },
  component: ({ componentType, componentProps }) =>
    text(componentType)
      ? {
          type: 'component',
          componentType: text(componentType),
          props: isRecord(componentProps) ? componentProps : {},
        }
      : null,
  microApp: ({ microAppProps: p }) => {
    const url = safeUrl(p?.url);
    return text(p?.name) && url
      ? { type: 'microApp', name: text(p?.name), url, baseroute: text(p?.baseroute) }
      : null;
  },
  microFrontend: ({ qiankunProps: p }) => {
    const entry = safeUrl(p?.entry);
    return text(p?.name) && entry
      ? { type: 'microFrontend', name: text(p?.name), entry, baseroute: text(p?.baseroute) }
      : null;
  },
  moduleMainRouter: ({ moduleMainRouterProps: p, path }) =>
    text(p?.app)
      ? { type: 'moduleMainRouter', app: text(p?.app), parentPath: text(p?.parentPath) || text(path) }
      : null,
};

// The order targets are looked for when a claim names no renderType.
const INFERENCE_ORDER: readonly ClaimTarget['type'][] = [
  'cors',
  'ecode',
  'iframe',
  'component',
  'microApp',
  'microFrontend',
  'moduleMainRouter',
];

const RENDER_TYPES: Readonly<Record<string, ClaimTarget['type']>> = {
  cors: 'cors',
  corscomponent: 'cors',
  ecode: 'ecode',
  ecodecomponent: 'ecode',
  iframe: 'iframe',
  component: 'component',
  microapp: 'microApp',
  qiankun: 'microFrontend',
  microfrontend: 'microFrontend',
  modulemainrouter: 'moduleMainRouter',
};

/**
 * The renderable target a claim names (spec 2.1), or `null`: switched off (`enablePlugin:
 * false`), an unknown `renderType`, missing required fields or an unsafe address. Without a
 * `renderType` the first complete target is taken.
 */
export function claimTarget(claim: RouteClaim): ClaimTarget | null {
  if (!isRecord(claim) || claim.enablePlugin === false) return null;
  const renderType = text(claim.renderType)
    .replace(/[-_\s]/g, '')
    .toLowerCase();
  if (renderType) {
    const type = Object.prototype.hasOwnProperty.call(RENDER_TYPES, renderType)
      ? RENDER_TYPES[renderType]
      : undefined;
    return type ? TARGET_READERS[type](claim) : null;
  }
  for (const type of INFERENCE_ORDER) {
    const target = TARGET_READERS[type](claim);
    if (target) return target;
  }
  return null;
}

/**
 * Why a claim that is switched on is not rendered, for the developer console; `null` when it
 * renders or is switched off (`enablePlugin: false`).
 */
export function claimRefusal(claim: RouteClaim): string | null {
  if (!isRecord(claim) || claim.enablePlugin === false || claimTarget(claim) !== null) return null;
  const renderType = text(claim.renderType);
  const key = renderType.replace(/[-_\s]/g, '').toLowerCase();
  if (renderType && !Object.prototype.hasOwnProperty.call(RENDER_TYPES, key)) {
    return `unknown renderType ${JSON.stringify(renderType)}`;
  }
  const addresses = [claim.iframeConfig?.src, claim.microAppProps?.url, claim.qiankunProps?.entry];
  const unsafe = addresses.find(
    (address) => typeof address === 'string' && address !== '' && !safeUrl(address),
  );
  if (unsafe !== undefined) return `unsafe address ${JSON.stringify(unsafe)}`;
  return renderType ? `incomplete ${renderType} target` : 'no complete render target';
}

/** The claims matching `pathname` that are refused, with why: the module shows in their place. */
export function refusedClaimsAt(
  claims: readonly RouteClaim[],
  pathname: string,
): { id: string; path: string; reason: string }[] {
  return claims.flatMap((claim) => {
    if (!isRecord(claim) || !claimMatchesPath(claim, pathname)) return [];
    const reason = claimRefusal(claim);
    return reason ? [{ id: String(claim.id), path: claim.path, reason }] : [];
  });
}

/** True when the claim names a renderable target. */
export function isRenderableClaim(claim: RouteClaim): boolean {
  return claimTarget(claim) !== null;
}

/** The most specific renderable claim matching the path (longest path; the first on a tie). */
export function findClaim(claims: readonly RouteClaim[] | undefined, pathname: string): RouteClaim | null {
  let best: RouteClaim | null = null;
  let bestScore = -1;
  for (const claim of claims ?? []) {
    if (!isRecord(claim)) continue;
    const score = claimScore(claim, pathname);
    if (score > bestScore && isRenderableClaim(claim)) {
      best = claim;
      bestScore = score;
    }
  }
  return best;
}

/**
 * What the layout shows for a path (spec 2.1): a matching renderable menu claim, else a plugin
 * claim, else custom logic for `/custom/...`, else the module of the path, else `notFound`
 * (no module, or one not in `modules` when that list is given).
 */
export function resolveRoute(pathname: string, options: ResolveRouteOptions = {}): RouteMatch {
  const path = typeof pathname === 'string' ? pathname : '';
  const menuClaim = findClaim(options.menuClaims, path);
  if (menuClaim) return { kind: 'claim', source: 'menu', claim: menuClaim };
  const pluginClaim = findClaim(options.pluginClaims, path);
  if (pluginClaim) return { kind: 'claim', source: 'plugin', claim: pluginClaim };
  if (isCustomPath(path)) return { kind: 'custom', path };
  const module = resolveModule(path);
  if (module === null || (options.modules && !options.modules.includes(module))) {
    return { kind: 'notFound', errorType: '404' };
  }
  return { kind: 'module', module };
}
