// The one HTML sanitiser of the editors: DOMPurify with a rich-text profile. Every HTML the rich
// text and markdown editors read (value, paste, source view) or emit goes through it.
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { isSafeRichTextUrl } from './markup-url';
import { staysOnPage } from './url';

/** A browser window (or jsdom's) to parse and sanitise HTML with. */
export type HtmlWindow = Window & typeof globalThis;

/** Options of {@link sanitizeHtml}. */
export interface SanitizeHtmlOptions {
  /** The window to parse with; default the global one (node tests pass jsdom's). */
  window?: HtmlWindow;
  /**
   * Keeps task-list checkboxes (markdown): every `<input>` stays only as a disabled checkbox with
   * no other attribute than `checked` and `class`.
   */
  taskCheckboxes?: boolean;
}

// Elements that run code, load other documents, submit data or rewrite the page's base.
const FORBID_TAGS = [
  'script',
  'noscript',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'portal',
  'base',
  'meta',
  'link',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'optgroup',
  'datalist',
  'output',
  'keygen',
  'dialog',
  'svg',
  'math',
  // a style sheet reaches the whole page (html{filter}, fixed panels, url() in selectors that leak)
  'style',
];

const FORBID_ATTR = ['action', 'formaction', 'srcdoc', 'ping', 'xmlns', 'form', 'autofocus'];

const PROFILE: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS,
  FORBID_ATTR,
  ADD_ATTR: ['target'],
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

const TASK_PROFILE: Config = { ...PROFILE, FORBID_TAGS: FORBID_TAGS.filter((tag) => tag !== 'input') };

/** Attributes holding a URL, and whether the URL may be an image. */
const URL_ATTRS: Record<string, 'link' | 'image'> = {
  href: 'link',
  'xlink:href': 'link',
  cite: 'link',
  longdesc: 'link',
  background: 'image',
  poster: 'image',
  src: 'link',
  srcset: 'image',
};

const URL_ATTR_USE: ReadonlyMap<string, 'link' | 'image'> = new Map(Object.entries(URL_ATTRS));

/** CSS with its escapes (`\6a`, `\:`) decoded and comments removed, lower-cased. */
function decodeCss(css: string): string {
  const noComments = css.replace(/\/\*[^*]*\*+(?:[^/*][^*]*\*+)*\//g, '');
  return noComments
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) => {
      const code = parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    })
    .replace(/\\(.)/g, '$1')
    .toLowerCase();
}

const CSS_DANGER = [
  'expression(',
  ['java', 'script:'].join(''),
  'vbscript:',
  '-moz-binding',
  'behavior',
  '@import',
  'livescript:',
];

/**
 * The properties a style attribute may set: text, colour, spacing and borders inside the element's
 * own box. Everything that places or layers content (position, z-index, inset, transform, float
 * beyond the box, filters, blend modes, clip and mask, animation, pointer-events, content) is left
 * out, so a document cannot paint over the page, hide its watermark or move out of its box.
 */
const STYLE_PROPERTIES: ReadonlySet<string> = new Set([
  'color',
  'background',
  'background-color',
  'background-image',
  'background-repeat',
  'background-size',
  'font',
  'font-family',
  'font-size',
  'font-style',
  'font-variant',
  'font-weight',
  'text-align',
  'text-decoration',
  'text-decoration-color',
  'text-decoration-line',
  'text-decoration-style',
  'text-indent',
  'text-transform',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'white-space',
  'word-break',
  'overflow-wrap',
  'word-wrap',
  'vertical-align',
  'margin',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border',
  'border-top',
  'border-right',
  'border-bottom',
  'border-left',
  'border-color',
  'border-style',
  'border-width',
  'border-radius',
  'border-collapse',
  'border-spacing',
  'width',
  'height',
  'max-width',
  'max-height',
  'min-width',
  'min-height',
  'list-style',
  'list-style-type',
  'list-style-position',
  'table-layout',
  'caption-side',
  'empty-cells',
]);

/** The only functions a value may call: colours, and `url()` (checked on its own). */
const CSS_FUNCTIONS: ReadonlySet<string> = new Set(['rgb', 'rgba', 'hsl', 'hsla', 'url']);

/** `url()` in a style: a base64 image, or an address that stays on the page's own origin. */
function safeCssUrl(url: string): boolean {
  if (/^data:/i.test(url)) return isSafeRichTextUrl(url, 'image');
  return isSafeRichTextUrl(url, 'image') && staysOnPage(url);
}

/** True when the CSS text loads code or an unsafe URL. */
function unsafeCss(css: string): boolean {
  const decoded = decodeCss(css);
  // browsers ignore whitespace and controls inside these words
  let compact = '';
  for (const char of decoded) if ((char.codePointAt(0) ?? 0) > 0x20) compact += char;
  if (CSS_DANGER.some((word) => compact.includes(word))) return true;
  let from = 0;
  for (;;) {
    const start = compact.indexOf('url(', from);
    if (start < 0) return false;
    const end = compact.indexOf(')', start);
    const inner = compact.slice(start + 4, end < 0 ? undefined : end).replace(/^["']|["']$/g, '');
    if (!safeCssUrl(inner)) return true;
    if (end < 0) return false;
    from = end;
  }
}

/**
 * One declaration is allowed: a listed property, written plainly (no escapes or comments that a
 * browser reads differently from this check), a value that calls no function but colours and safe
 * `url()`s, and no negative length (a negative margin or indent moves content out of its box).
 */
function allowedDeclaration(declaration: string): boolean {
  if (/[\\<>]|\/\*/.test(declaration)) return false;
  const colon = declaration.indexOf(':');
  if (colon < 0) return false;
  const property = declaration.slice(0, colon).trim().toLowerCase();
  const value = declaration
    .slice(colon + 1)
    .trim()
    .toLowerCase();
  if (!STYLE_PROPERTIES.has(property) || value === '') return false;
  for (const call of value.matchAll(/([a-z-]*)\s*\(/g)) if (!CSS_FUNCTIONS.has(call[1] ?? '')) return false;
  if (/(^|[^a-z0-9_.-])-\s*[.\d]/.test(value)) return false;
  return !unsafeCss(declaration);
}

/** The declarations of a style attribute split on `;` outside quotes and parentheses. */
function declarations(style: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote = '';
  let current = '';
  for (const char of style) {
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === ';' && depth === 0) {
      out.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  out.push(current);
  return out.map((d) => d.trim()).filter((d) => d !== '');
}

/** Distinct style texts remembered; a document with more starts the memory afresh. */
const STYLE_CACHE_MAX = 2000;
const styleCache = new Map<string, string>();

/**
 * A style attribute with only the declarations the profile allows: text, colour, spacing, borders
 * and sizes, with no code, no address off the page's origin, no negative lengths and nothing that
 * positions or layers the element (see the property list above).
 */
export function sanitizeStyleAttribute(style: string): string {
  const known = styleCache.get(style);
  if (known !== undefined) return known;
  const clean = declarations(style).filter(allowedDeclaration).join('; ');
  // a pure function of the text: documents repeat a few styles on thousands of runs (Word, web
  // pages, a 200-page export), so each distinct one is checked once (issue 39)
  if (styleCache.size >= STYLE_CACHE_MAX) styleCache.clear();
  styleCache.set(style, clean);
  return clean;
}

/** Class names the profile keeps: the editors' own (`rt-`, task lists, code languages); never the page's. */
const ALLOWED_CLASS = /^(rt-[\w-]+|language-[\w+#.-]+|task-list-item(-checkbox|-label)?|contains-task-list)$/;

const FRAGMENT_PROFILE = { ...PROFILE, RETURN_DOM_FRAGMENT: true } as const;

/**
 * One DOMPurify of a window for each profile, the profile set on it once: a long document read in
 * parts sanitises hundreds of parts, and DOMPurify builds its allow lists again on each call that
 * passes a profile (issue 39). It then ignores the profile passed to `sanitize` (kept for its types).
 */
const purifiers = new WeakMap<object, Map<Config, DOMPurify>>();

function purifierFor(win: HtmlWindow, profile: Config): DOMPurify {
  let byProfile = purifiers.get(win);
  if (!byProfile) purifiers.set(win, (byProfile = new Map()));
  const known = byProfile.get(profile);
  if (known) return known;
  const purifier = createDOMPurify(win);
  purifier.setConfig(profile);
  purifier.addHook('afterSanitizeAttributes', keepSafeAttributes);
  byProfile.set(profile, purifier);
  return purifier;
}

/** The profile's own attribute rules, after DOMPurify's: URLs, classes, styles and link targets. */
function keepSafeAttributes(node: Node): void {
  const element = node as Element;
  if (typeof element.getAttribute !== 'function') return;
  // most elements of a long document carry no attribute at all: nothing below applies to them
  if (!element.hasAttributes() && element.nodeName !== 'INPUT') return;
  // one pass over the attributes the element has (a long document has tens of thousands of elements)
  for (const attribute of element.getAttributeNames()) {
    const use = URL_ATTR_USE.get(attribute);
    const value = use ? element.getAttribute(attribute) : null;
    if (!use || value === null) continue;
    const kind = attribute === 'src' && element.nodeName === 'IMG' ? 'image' : use;
    const urls =
      attribute === 'srcset' ? value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '') : [value];
    if (!urls.every((url) => isSafeRichTextUrl(url, kind))) element.removeAttribute(attribute);
  }
  if (element.nodeName === 'INPUT') {
    // only reachable with taskCheckboxes: an input is a read-only checkbox and nothing else
    const checked = element.hasAttribute('checked');
    const className = element.getAttribute('class');
    for (const attribute of Array.from(element.attributes)) element.removeAttribute(attribute.name);
    element.setAttribute('type', 'checkbox');
    element.setAttribute('disabled', '');
    if (checked) element.setAttribute('checked', '');
    if (className) element.setAttribute('class', className);
    return;
  }
  const classes = element.getAttribute('class');
  if (classes !== null) {
    const kept = classes
      .split(/\s+/)
      .filter((name) => ALLOWED_CLASS.test(name))
      .join(' ');
    if (!kept) element.removeAttribute('class');
    else if (kept !== classes) element.setAttribute('class', kept);
  }
  const style = element.getAttribute('style');
  if (style !== null) {
    const clean = sanitizeStyleAttribute(style);
    if (!clean) element.removeAttribute('style');
    else if (clean !== style) element.setAttribute('style', clean);
  }
  if (element.getAttribute('target') !== null) {
    if (element.getAttribute('target') === '_blank') element.setAttribute('rel', 'noopener noreferrer');
    else element.removeAttribute('target');
  }
}

/** The global window where there is one (browsers, jsdom tests). */
export function globalWindow(): HtmlWindow | undefined {
  const candidate = (globalThis as { window?: HtmlWindow }).window;
  return candidate && typeof candidate.document === 'object' ? candidate : undefined;
}

/**
 * HTML made safe for the editors (DOMPurify, rich-text profile): no scripts, event handlers,
 * forms, frames, objects, embeds, base or meta; URLs in links, images and styles must be safe
 * (`javascript:`, `vbscript:` and `data:` other than base64 images are removed, also inside style
 * attributes and `<style>`). Uses the global window, or `options.window` where there is none.
 */
export function sanitizeHtml(html: string, options: SanitizeHtmlOptions = {}): string {
  if (html === '' || html == null) return ''; // nothing to clean, and no window needed (a server's empty editor)
  const win = options.window ?? globalWindow();
  if (!win) throw new Error('sanitizeHtml needs a window: pass { window } outside a browser');
  const profile = options.taskCheckboxes ? TASK_PROFILE : PROFILE;
  return purifierFor(win, profile).sanitize(String(html ?? ''), profile);
}

/** Sanitised HTML parsed into a fragment of `win`'s document (for reading the document model). */
export function sanitizeToFragment(html: string, win: HtmlWindow): DocumentFragment {
  return purifierFor(win, FRAGMENT_PROFILE).sanitize(String(html ?? ''), FRAGMENT_PROFILE);
}

/**
 * Nodes of an inert document (parsed by `DOMParser`, never on the page) sanitised with the same
 * profile as {@link sanitizeToFragment}: DOMPurify decides on each node from the node and its own
 * content, so a document sanitised a part at a time gives the parts of what sanitising it whole gives.
 */
export function sanitizeNodesToFragment(nodes: DocumentFragment, win: HtmlWindow): DocumentFragment {
  return purifierFor(win, FRAGMENT_PROFILE).sanitize(nodes, FRAGMENT_PROFILE);
}
