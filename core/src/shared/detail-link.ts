// Detail links (spec 2.2, 4): the address that opens a record, built so an id never leaves its path.
import { encodePathSegment, fillPathTemplate, safeUrl } from './url-safety';

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

/** `/`-joined path parts, each without its own leading or trailing slashes. */
export function joinPath(...parts: string[]): string {
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
