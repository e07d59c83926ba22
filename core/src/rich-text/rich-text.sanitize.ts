// The one HTML sanitiser of the editors: DOMPurify with a rich-text profile. Every HTML the rich
// text and markdown editors read (value, paste, source view) or emit goes through it.
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { isSafeRichTextUrl } from './rich-text.logic';
import type { HtmlWindow } from './rich-text.types';

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
    if (!isSafeRichTextUrl(inner, 'image')) return true;
    if (end < 0) return false;
    from = end;
  }
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

/** A style attribute without the declarations that load code or unsafe URLs. */
export function sanitizeStyleAttribute(style: string): string {
  return declarations(style)
    .filter((declaration) => declaration.includes(':') && !unsafeCss(declaration))
    .join('; ');
}

const purifiers = new WeakMap<object, DOMPurify>();

function purifierFor(win: HtmlWindow): DOMPurify {
  const known = purifiers.get(win);
  if (known) return known;
  const purifier = createDOMPurify(win);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    const element = node as Element;
    if (typeof element.getAttribute !== 'function') return;
    for (const [attribute, use] of Object.entries(URL_ATTRS)) {
      const value = element.getAttribute(attribute);
      if (value === null) continue;
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
    const style = element.getAttribute('style');
    if (style !== null) {
      const clean = sanitizeStyleAttribute(style);
      if (clean) element.setAttribute('style', clean);
      else element.removeAttribute('style');
    }
    if (element.getAttribute('target') !== null) {
      if (element.getAttribute('target') === '_blank') element.setAttribute('rel', 'noopener noreferrer');
      else element.removeAttribute('target');
    }
  });
  purifier.addHook('uponSanitizeElement', (node, data) => {
    // a style sheet stays only when nothing in it loads code or an unsafe URL
    if (data.tagName === 'style' && unsafeCss(node.textContent ?? '')) node.textContent = '';
  });
  purifiers.set(win, purifier);
  return purifier;
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
  const win = options.window ?? globalWindow();
  if (!win) throw new Error('sanitizeHtml needs a window: pass { window } outside a browser');
  return purifierFor(win).sanitize(String(html ?? ''), options.taskCheckboxes ? TASK_PROFILE : PROFILE);
}

/** Sanitised HTML parsed into a fragment of `win`'s document (for reading the document model). */
export function sanitizeToFragment(html: string, win: HtmlWindow): DocumentFragment {
  return purifierFor(win).sanitize(String(html ?? ''), { ...PROFILE, RETURN_DOM_FRAGMENT: true });
}
