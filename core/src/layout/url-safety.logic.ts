// Which addresses the layout may navigate to, open or frame: http(s) or same-origin relative only.
// Everything else is refused, including the disguises browsers and HTML parsers undo for an
// attacker: any letter case, surrounding or embedded whitespace, control characters, HTML
// entities, percent-encoding, protocol-relative `//host` and backslash forms such as `/\host`.

// Control characters are exactly what is refused here.
const CONTROL_OR_INVISIBLE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001F\u007F-\u009F\u00AD\u200B-\u200F\u2028-\u202E\u2060-\u2064\uFEFF]/;
const WHITESPACE = /\s/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const HTTP_WITH_HOST = /^https?:\/\/[^/?#@\s]/i;

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

/** Where an address leads is safe: http(s) with a host, or relative without a scheme-like colon. */
function leadsSafely(text: string): boolean {
  if (CONTROL_OR_INVISIBLE.test(text) || text.includes('\\')) return false;
  if (SCHEME.test(text)) return HTTP_WITH_HOST.test(text);
  // relative: no protocol-relative `//host`, and no colon where a parser could see a scheme
  if (text.startsWith('//')) return false;
  return !leadingPart(text).includes(':');
}

/**
 * The address, trimmed, when it is http(s) or same-origin relative; `null` otherwise
 * (`javascript:`, `data:`, `vbscript:`, `//evil`, `/\evil`, and their disguises).
 */
export function safeUrl(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const url = input.trim();
  if (url === '' || WHITESPACE.test(url) || !leadsSafely(url)) return null;
  // what an HTML sink or a later decodeURIComponent would make of it must lead safely too
  const decoded = [decodeHtmlEntities(url), percentDecoded(url), percentDecoded(decodeHtmlEntities(url))];
  return decoded.every((form) => leadsSafely(headOf(form))) ? url : null;
}

/** True when `safeUrl` accepts the address. */
export function isSafeUrl(input: unknown): boolean {
  return safeUrl(input) !== null;
}

/** True for a safe address that stays on this origin (relative: `/path`, `path`, `?q`, `#h`). */
export function isRelativeUrl(input: unknown): boolean {
  const url = safeUrl(input);
  return url !== null && !SCHEME.test(url);
}

/** True for a safe relative address rooted at `/` (what a router may push). */
export function isRoutePath(input: unknown): input is string {
  return isRelativeUrl(input) && (input as string).trim().startsWith('/');
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
 * Sandbox of every layout iframe. Same-origin addresses never get `allow-same-origin`: with
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

function originOf(url: string): string | null {
  const match = /^(https?:\/\/[^/?#]+)/i.exec(url);
  return match?.[1] ? match[1].toLowerCase() : null;
}

/**
 * Attributes of a sandboxed iframe for `src`, or `null` when the address is unsafe. A cross-origin
 * page keeps its own origin (`allow-same-origin`) so its session works; it cannot reach ours.
 */
export function iframeAttributes(src: unknown, title: string, pageOrigin?: string): IframeAttributes | null {
  const url = safeUrl(src);
  if (url === null) return null;
  const origin = originOf(url);
  const crossOrigin = origin !== null && origin !== (pageOrigin ?? '').toLowerCase();
  return { src: url, title, sandbox: crossOrigin ? `${IFRAME_SANDBOX} allow-same-origin` : IFRAME_SANDBOX };
}
