// Which addresses a feature may navigate to, open or frame: http(s) or same-origin relative only.
// Everything else is refused, including the disguises browsers and HTML parsers undo for an
// attacker: any letter case, surrounding or embedded whitespace, control characters, HTML
// entities, percent-encoding and backslash forms such as `/\host`. Dot segments are resolved
// before judging, and a protocol-relative `//host` is the page's scheme plus that host, judged as
// `https://host` is (qiankun's documentation writes entries so). What an accepted address leads to
// never changes: the WHATWG parser (`new URL`) resolves the answer and the input alike, and an
// answer that would lead elsewhere (`/..//evil.com` is a path on this origin, `//evil.com` is not)
// is refused.
import { resolvedOnPage, resolvedOrigin, staysOnPage } from './url';

// Control characters are exactly what is refused here.
const CONTROL_OR_INVISIBLE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001F\u007F-\u009F\u00AD\u200B-\u200F\u2028-\u202E\u2060-\u2064\uFEFF]/;
const WHITESPACE = /\s/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const HTTP_WITH_HOST = /^https?:\/\/[^/?#@\s]/i;
const PROTOCOL_RELATIVE_WITH_HOST = /^\/\/[^/?#@\s]/;

const NAMED_ENTITIES: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  bsol: '\\',
  lpar: '(',
  rpar: ')',
  period: '.',
  amp: '&',
  quot: '"',
  apos: "'",
  nbsp: '\u00A0',
  num: '#',
  quest: '?',
};

function fromCodePoint(code: number): string {
  return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
}

/** Undoes the HTML character references an HTML sink would decode (`&#106;`, `&#x3A;`, `&colon;`). */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const hex = body[1] === 'x' || body[1] === 'X';
      return fromCodePoint(parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10));
    }
    const named = Object.prototype.hasOwnProperty.call(NAMED_ENTITIES, body.toLowerCase())
      ? NAMED_ENTITIES[body.toLowerCase()]
      : undefined;
    return named ?? whole;
  });
}

function percentDecoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The part a URL parser reads before the path: up to the first `/`, `?` or `#`. */
function leadingPart(text: string): string {
  const end = text.search(/[/?#]/);
  return end === -1 ? text : text.slice(0, end);
}

/** The scheme, authority and path of an address: what decides where it leads. */
function headOf(text: string): string {
  const end = text.search(/[?#]/);
  return end === -1 ? text : text.slice(0, end);
}

/** Where an address leads is safe: http(s) or `//` with a host, or relative without a scheme-like colon. */
function leadsSafely(text: string): boolean {
  if (CONTROL_OR_INVISIBLE.test(text) || text.includes('\\')) return false;
  if (SCHEME.test(text)) return HTTP_WITH_HOST.test(text);
  if (text.startsWith('//')) return PROTOCOL_RELATIVE_WITH_HOST.test(text);
  // relative: no colon where a parser could see a scheme
  return !leadingPart(text).includes(':');
}

/** RFC 3986 5.2.4: the path with its `.` and `..` segments resolved, as a browser resolves them. */
function removeDotSegments(path: string): string {
  const absolute = path.startsWith('/');
  const segments = path.split('/');
  const out: string[] = [];
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    if (segment === '.' || segment === '..') {
      if (segment === '..' && out.length > (absolute ? 1 : 0)) out.pop();
      if (last) out.push('');
      return;
    }
    out.push(segment);
  });
  const joined = out.join('/');
  return absolute && !joined.startsWith('/') ? `/${joined}` : joined;
}

/** The address with dot segments of its path resolved; the authority and the query stay as they are. */
function resolveDots(url: string): string {
  const end = url.search(/[?#]/);
  const head = end === -1 ? url : url.slice(0, end);
  const rest = end === -1 ? '' : url.slice(end);
  // a relative path (`./a`, `../b`) resolves against the page's path, which stays on its origin
  if (!head.startsWith('/') && !SCHEME.test(head)) return url;
  if (!/(^|\/)\.\.?(\/|$)/.test(head)) return url;
  const authority = /^([a-z][a-z0-9+.-]*:)?\/\/[^/]*/i.exec(head)?.[0] ?? '';
  return `${authority}${removeDotSegments(head.slice(authority.length))}${rest}`;
}

/** Spaces and C0 controls around an address: what the URL parser strips too (and nothing more). */
// eslint-disable-next-line no-control-regex -- control characters are what the parser strips
const PARSER_TRIMMED = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;

/** `answer` leads where `input` leads, under a browser's parser, from pages of either scheme. */
function leadsToSamePlace(answer: string, input: string): boolean {
  const from = resolvedOnPage(input);
  const to = resolvedOnPage(answer);
  return from.every((href, index) => href !== null && href === to[index]);
}

/**
 * The address, trimmed and with dot segments resolved, when it is http(s), protocol-relative with a
 * host (`//host/x`: the page's scheme), or same-origin relative; `null` otherwise (`javascript:`,
 * `data:`, `vbscript:`, `/\evil`, and their disguises). The answer always leads where the input
 * does: `/..//evil.com` (a path of this origin whose dots would resolve to `//evil.com`, another
 * host) is refused rather than rewritten.
 */
export function safeUrl(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const trimmed = input.replace(PARSER_TRIMMED, '');
  const url = resolveDots(trimmed);
  if (!leadsToSamePlace(url, trimmed)) return null;
  if (url === '' || WHITESPACE.test(url) || !leadsSafely(url)) return null;
  // what an HTML sink or a later decodeURIComponent would make of it must lead safely too, and to
  // the same kind of place (a same-origin path must not decode into another host)
  const decoded = [decodeHtmlEntities(url), percentDecoded(url), percentDecoded(decodeHtmlEntities(url))];
  const sameOrigin = isSameOriginForm(url);
  return decoded.every((form) => {
    const head = resolveDots(headOf(form));
    return leadsSafely(head) && (!sameOrigin || isSameOriginForm(head));
  })
    ? url
    : null;
}

/** Relative and not `//host`, and the parser agrees: stays on the page's origin. */
function isSameOriginForm(url: string): boolean {
  return !SCHEME.test(url) && !url.startsWith('//') && staysOnPage(url);
}

/** True when `safeUrl` accepts the address. */
export function isSafeUrl(input: unknown): boolean {
  return safeUrl(input) !== null;
}

/** True for a safe address that stays on this origin (relative: `/path`, `path`, `?q`, `#h`; not `//host`). */
export function isRelativeUrl(input: unknown): boolean {
  const url = safeUrl(input);
  return url !== null && isSameOriginForm(url);
}

/** True for a safe relative address rooted at `/` (what a router may push); `/..//host` is not one. */
export function isRoutePath(input: unknown): input is string {
  return isRelativeUrl(input) && (safeUrl(input) as string).startsWith('/');
}

/** The origin an address leads to (`//host` takes `pageOrigin`'s scheme), or null for a relative one. */
export function urlOrigin(url: string, pageOrigin?: string): string | null {
  if (staysOnPage(url)) return null;
  const page = pageOrigin ? resolvedOrigin(pageOrigin, 'invalid:') : null;
  if (page) return resolvedOrigin(url, `${page}/`);
  // without the page's scheme a `//host` address has no known origin: treated as foreign
  const host = /^\/\/([^/?#]+)/.exec(url)?.[1];
  return host ? `//${host}`.toLowerCase() : resolvedOrigin(url, 'https://page.invalid/');
}

/**
 * Encodes a value for one path segment. `.` and `..` are encoded as well so an id can never
 * climb out of its template.
 */
export function encodePathSegment(value: string | number): string {
  const encoded = encodeURIComponent(String(value));
  return encoded === '.' || encoded === '..' ? encoded.replace(/\./g, '%2E') : encoded;
}

/** Fills `{name}` placeholders of a path template with URI-encoded values; unknown ones stay. */
export function fillPathTemplate(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name)
      ? encodePathSegment(params[name] as string | number)
      : whole,
  );
}

/**
 * Sandbox of every layout iframe. A same-origin page never gets `allow-same-origin`: with
 * `allow-scripts` that would let the framed page lift its own sandbox.
 */
export const IFRAME_SANDBOX =
  'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads';

/** The attributes a layout iframe carries: always a title and a sandbox. */
export interface IframeAttributes {
  src: string;
  title: string;
  sandbox: string;
}

/** What decides a frame's sandbox besides its address. */
export interface FrameOptions {
  /**
   * Origins (`https://host[:port]`) whose pages may keep their own origin in the frame
   * (`allow-same-origin`, so their session and storage work). Every other frame runs as an opaque
   * origin. Empty by default: the host names the applications it trusts.
   */
  frameOrigins?: readonly string[];
}

/**
 * Attributes of a sandboxed iframe for `src`, or `null` when the address is unsafe. Only a page of
 * an allowlisted origin (`options.frameOrigins`) that is not the page's own origin keeps its origin
 * (`allow-same-origin`); any other frame is sandboxed without it. Without `pageOrigin` no frame can
 * be shown to be cross-origin, so none gets `allow-same-origin`.
 */
export function iframeAttributes(
  src: unknown,
  title: string,
  pageOrigin?: string,
  options: FrameOptions = {},
): IframeAttributes | null {
  const url = safeUrl(src);
  if (url === null) return null;
  const page = pageOrigin ? pageOrigin.toLowerCase() : null;
  const origin = urlOrigin(url, pageOrigin);
  const allowed = new Set(
    (options.frameOrigins ?? []).map((entry) => entry.toLowerCase().replace(/\/+$/, '')),
  );
  const trusted = page !== null && origin !== null && origin !== page && allowed.has(origin);
  return { src: url, title, sandbox: trusted ? `${IFRAME_SANDBOX} allow-same-origin` : IFRAME_SANDBOX };
}

const DATA_MEDIA =
  /^data:(audio|video|image)\/[a-z0-9.+-]{1,64}(;[a-z0-9=.+-]{1,64}){0,4};base64,[a-z0-9+/=\s]*$/i;
const BLOB_URL = /^blob:(https?:\/\/[^/?#@\s]+|null)\/[0-9a-f-]{36}$/i;

/**
 * The address a player, cropper or viewer may load, or null: http(s) and same-origin relative
 * addresses, the page's own `blob:` objects and base64 `data:` audio, video or images. Media URLs
 * come from servers and users: anything else (javascript:, other data:, file:) is refused.
 */
export function safeMediaUrl(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const trimmed = input.trim();
  if (BLOB_URL.test(trimmed)) return trimmed;
  if (/^data:/i.test(trimmed)) return DATA_MEDIA.test(trimmed) ? trimmed : null;
  return safeUrl(input);
}
