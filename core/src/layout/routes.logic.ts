// spec 2.2 "Other routes": HR cards, detail routes and links, browser dialogs, mobile settings paths.
import { stripLayoutPrefix } from './route.logic';
import { encodePathSegment, fillPathTemplate, safeUrl } from '../shared/url-safety';

/** Person and organisation kinds an HR card can be asked for (spec 3 "Person/organisation target"). */
export type HrTargetType =
  | 'resource'
  | 'user'
  | 'external'
  | 'wechat'
  | 'department'
  | 'subcompany'
  | 'organization'
  | 'position'
  | 'group'
  | 'role'
  | 'unitGroup';

/** The card a popup shows (spec 4 "HR card type"). */
export type HrCardType =
  | 'inside'
  | 'external'
  | 'wechat'
  | 'department'
  | 'subcompany'
  | 'position'
  | 'group'
  | 'role'
  | 'unitGroup';

const CARD_TYPES: Readonly<Record<HrTargetType, HrCardType>> = {
  resource: 'inside',
  user: 'inside',
  external: 'external',
  wechat: 'wechat',
  // spec 4: organization maps to the department card (through the special-page route)
  organization: 'department',
  department: 'department',
  subcompany: 'subcompany',
  position: 'position',
  group: 'group',
  role: 'role',
  unitGroup: 'unitGroup',
};

/** spec 2.2: the full-page routes of HR cards; groups, roles and unit groups have none. */
const CARD_PAGES: Partial<Record<HrTargetType, string>> = {
  resource: '/sp/hrm/profileInfo/{id}',
  user: '/sp/hrm/profileInfo/{id}',
  external: '/sp/hrm/profileInfo/{id}',
  wechat: '/sp/hrm/profileInfo/{id}',
  department: '/sp/hrm/orgCard/{id}',
  subcompany: '/sp/hrm/orgCard/{id}',
  organization: '/sp/hrm/orgCard/{id}',
  position: '/sp/hrm/positionCard/{id}',
};

/** spec 9: HR card popup width 510, 310 for position-like types, 410 for external/wechat; margin 10. */
export const HR_CARD_WIDTH = 510;
export const HR_CARD_NARROW_WIDTH = 310;
export const HR_CARD_EXTERNAL_WIDTH = 410;
export const HR_CARD_MARGIN = 10;

// spec 9 says "310 for position-like types"; issue 15 pins it down: the position card only (roles,
// groups and unit groups list members and take the full 510)
const NARROW_CARDS = new Set<HrCardType>(['position']);

function isHrTargetType(type: unknown): type is HrTargetType {
  return typeof type === 'string' && Object.prototype.hasOwnProperty.call(CARD_TYPES, type);
}

/** The popup card type for a target kind (spec 4), or `null` for an unknown kind. */
export function hrCardType(type: string): HrCardType | null {
  return isHrTargetType(type) ? CARD_TYPES[type] : null;
}

/** Raised for an id that would leave its path template (`..`, `.`, or one holding `/` or `\\`). */
export class UnsafePathIdError extends Error {
  override name = 'UnsafePathIdError';
}

/**
 * Refuses an id that is a dot segment or holds a path separator: encoded or not, browsers read
 * `%2E%2E` as `..`, so `buildDetailLink(..., '..')` led to `/sp/workflow/` and
 * `hrCardPath('user', '..')` to `/sp/hrm/`.
 */
export function assertPathId(id: string | number): void {
  const text = String(id);
  let decoded = text;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    // not an escape sequence: the text itself is judged
  }
  for (const form of [text, decoded]) {
    if (form.trim() === '.' || form.trim() === '..' || /[/\\]/.test(form)) {
      throw new UnsafePathIdError(
        `id ${JSON.stringify(text)} is refused: it is a dot segment or holds a path separator`,
      );
    }
  }
}

/**
 * The full-page route of an HR card (spec 2.2), or `null` when the kind has none or the id is empty.
 * Throws `UnsafePathIdError` for an id that is a dot segment (`..`, `.`, `%2E%2E`) or holds a path
 * separator (issue 13), like `buildDetailLink`.
 */
export function hrCardPath(type: string, id: string | number): string | null {
  const template = isHrTargetType(type) ? CARD_PAGES[type] : undefined;
  if (!template || String(id ?? '').trim() === '') return null;
  assertPathId(id);
  return fillPathTemplate(template, { id });
}

/** Width of the HR card popup for a card type (spec 9). */
export function hrCardWidth(cardType: HrCardType): number {
  if (cardType === 'external' || cardType === 'wechat') return HR_CARD_EXTERNAL_WIDTH;
  return NARROW_CARDS.has(cardType) ? HR_CARD_NARROW_WIDTH : HR_CARD_WIDTH;
}

/** What clicking a person or organisation does. */
export type HrCardDecision =
  | { kind: 'none' }
  | {
      kind: 'popup';
      cardType: HrCardType;
      width: number;
      /** Same key for the same target, so the popup instance is reused (spec 4). */
      key: string;
      /** The card's full page, when the kind has one. */
      pagePath: string | null;
    };

/**
 * spec 2.2: a popup card opens for a person or organisation unless the global flag disables
 * HR cards (or the target is unknown).
 */
export function decideHrCard(
  target: { type: string; id: string | number },
  options: { hrCardDisabled?: boolean } = {},
): HrCardDecision {
  const cardType = hrCardType(target?.type);
  const id = String(target?.id ?? '').trim();
  if (options.hrCardDisabled === true || cardType === null || id === '') return { kind: 'none' };
  try {
    assertPathId(id);
  } catch {
    // an id that would leave its route gets no card (and no page) at all
    return { kind: 'none' };
  }
  return {
    kind: 'popup',
    cardType,
    width: hrCardWidth(cardType),
    key: `${cardType}:${id}`,
    pagePath: hrCardPath(target.type, id),
  };
}

function joinPath(...parts: string[]): string {
  const joined = parts
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter((part) => part !== '')
    .join('/');
  return `/${joined}`;
}

/** spec 2.2: the generic detail route, root path plus module path plus the (encoded) id. */
export function detailRoute(rootPath: string, modulePath: string, id: string | number): string {
  return joinPath(rootPath, modulePath, encodePathSegment(id));
}

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

/** How a detail link is built (spec 2.2). */
export type DetailLinkSpec =
  | { type: 'module'; rootPath: string; modulePath: string }
  | { type: 'external'; linkBase: string }
  | { type: 'mobile'; template: string }
  // spec 2.2 names these two link types but not their paths: the host passes the template
  | { type: 'ebuilderform'; template: string }
  | { type: 'biaoge'; template: string };

function fromTemplate(template: string, id: string | number): string | null {
  return template.includes('{id}') ? safeUrl(fillPathTemplate(template, { id })) : null;
}

/**
 * A detail link for `id`, or `null` when it cannot be built safely: a module route, an external
 * link base plus the id, a mobile template with `{id}`, or the host's ebuilderform / biaoge templates.
 * The id is always URI-encoded; the result is always an http(s) or relative address. Throws
 * `UnsafePathIdError` for an id that is a dot segment or holds a path separator.
 */
export function buildDetailLink(spec: DetailLinkSpec, id: string | number): string | null {
  if (String(id ?? '').trim() === '') return null;
  assertPathId(id);
  switch (spec?.type) {
    case 'module':
      return safeUrl(detailRoute(spec.rootPath, spec.modulePath, id));
    case 'external':
      return safeUrl(spec.linkBase) === null ? null : safeUrl(spec.linkBase + encodePathSegment(id));
    case 'mobile':
      return fromTemplate(spec.template, id);
    case 'ebuilderform':
    case 'biaoge':
      return typeof spec.template === 'string' ? fromTemplate(spec.template, id) : null;
    default:
      return null;
  }
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

/** A link to another site (absolute or protocol-relative) opens in a new tab, without the opener. */
export function isExternalLink(href: string): boolean {
  return /^([a-z][a-z0-9+.-]*:)?\/\//i.test(href);
}

/** The record a detail link opens: its id, and what a host may choose the link by. */
export interface DetailLinkTarget {
  id: string | number;
  /** The record's module (`targetModule` of a relation record). */
  module?: string;
  /** The record's kind or browser type. */
  type?: string;
  /** An address the record came with (spec 3 selected item `linkUrl`): used when safe. */
  linkUrl?: string;
}

/** How a widget links its records: one link spec for all, or one chosen per record (null: no link). */
export type DetailLinkOption = DetailLinkSpec | ((target: DetailLinkTarget) => DetailLinkSpec | null);

/**
 * The address that opens `target` (spec 2.2, 4), or undefined: its own `linkUrl` when `safeUrl`
 * accepts it, else the host's link spec built with `buildDetailLink`. An id that cannot be put in a
 * path safely gives no link (never an error on screen).
 */
export function detailLinkHref(
  option: DetailLinkOption | undefined,
  target: DetailLinkTarget,
): string | undefined {
  if (typeof target.linkUrl === 'string' && target.linkUrl !== '') {
    const own = safeUrl(target.linkUrl);
    if (own !== null) return own;
  }
  const spec = typeof option === 'function' ? option(target) : option;
  if (!spec) return undefined;
  try {
    return buildDetailLink(spec, target.id) ?? undefined;
  } catch (error) {
    if (error instanceof UnsafePathIdError) return undefined;
    throw error;
  }
}
