// HTML <-> document value. `slateToHtml` writes the editor's HTML; `htmlToSlate` reads it back
// losslessly and also reads pasted Word and web pages (sanitised first, then mapped onto the blocks
// and marks the editor offers; everything else keeps its text only).
import {
  RICH_TEXT_MAX_INDENT,
  RICH_TEXT_TABLE_MAX,
  clampFontSize,
  isSafeRichTextUrl,
} from './rich-text.logic';
import {
  globalWindow,
  sanitizeNodesToFragment,
  sanitizeStyleAttribute,
  sanitizeToFragment,
} from '../shared/sanitize-html';
import type {
  HtmlWindow,
  RichTextAlign,
  RichTextBlock,
  RichTextBlockStyle,
  RichTextHeading,
  RichTextInline,
  RichTextListItem,
  RichTextTableCell,
  RichTextTableRow,
  RichTextText,
  RichTextValue,
} from './rich-text.types';

/** An empty document: one empty paragraph. */
export function emptyRichText(): RichTextValue {
  return [{ type: 'paragraph', children: [{ text: '' }] }];
}

// ---------------------------------------------------------------- writing

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const COLOR = /^(?:#[0-9a-f]{3,8}|rgba?\([0-9.,%\s]+\)|hsla?\([0-9.,%\s]+\)|[a-z]{3,20})$/i;

/** A CSS colour the editor keeps (hex, rgb(a), hsl(a) or a colour name), else `undefined`. */
export function safeColor(value: string | undefined): string | undefined {
  const color = value?.trim();
  return color && COLOR.test(color) ? color.toLowerCase() : undefined;
}

/** Text for HTML: runs of spaces keep their width (every other one non-breaking), line breaks become `<br>`. */
function textHtml(text: string): string {
  return text
    .split('\n')
    .map((line) =>
      escapeHtml(line).replace(/ {2,}|^ | $/g, (run) =>
        Array.from(run, (_, i) => (i % 2 === 0 ? '&nbsp;' : ' ')).join(''),
      ),
    )
    .join('<br>');
}

function leafHtml(leaf: RichTextText): string {
  let html = textHtml(leaf.text);
  if (leaf.strike) html = `<s>${html}</s>`;
  if (leaf.underline) html = `<u>${html}</u>`;
  if (leaf.italic) html = `<em>${html}</em>`;
  if (leaf.bold) html = `<strong>${html}</strong>`;
  const style: string[] = [];
  const color = safeColor(leaf.color);
  if (color) style.push(`color:${color}`);
  const size = leaf.fontSize === undefined ? undefined : clampFontSize(leaf.fontSize);
  if (size) style.push(`font-size:${size}px`);
  if (style.length) html = `<span style="${style.join(';')}">${html}</span>`;
  return html;
}

function inlineHtml(node: RichTextInline): string {
  if (!('type' in node)) return leafHtml(node);
  switch (node.type) {
    case 'link': {
      const inner = node.children.map(leafHtml).join('');
      return isSafeRichTextUrl(node.url) ? `<a href="${escapeHtml(node.url)}">${inner}</a>` : inner;
    }
    case 'image': {
      if (!isSafeRichTextUrl(node.url, 'image')) return '';
      const attrs = [`src="${escapeHtml(node.url)}"`, `alt="${escapeHtml(node.alt ?? '')}"`];
      if (node.fileId) attrs.push(`data-file-id="${escapeHtml(node.fileId)}"`);
      if (node.width) attrs.push(`width="${Math.round(node.width)}"`);
      return `<img ${attrs.join(' ')}>`;
    }
    case 'attachment': {
      const href = isSafeRichTextUrl(node.url) ? ` href="${escapeHtml(node.url)}"` : '';
      return `<a class="rt-attachment" data-attachment="true" data-file-id="${escapeHtml(node.fileId)}"${href}>${escapeHtml(node.name)}</a>`;
    }
    case 'mention':
      return `<span class="rt-mention" data-mention-id="${escapeHtml(node.id)}">@${escapeHtml(node.name)}</span>`;
  }
}

function inlinesHtml(children: readonly RichTextInline[]): string {
  return children.map(inlineHtml).join('');
}

function blockStyle({ align, indent, firstLineIndent }: RichTextBlockStyle): string {
  const style: string[] = [];
  if (align && align !== 'left') style.push(`text-align:${align}`);
  if (indent && indent > 0) style.push(`margin-left:${Math.min(indent, RICH_TEXT_MAX_INDENT) * 2}em`);
  if (firstLineIndent && firstLineIndent > 0)
    style.push(`text-indent:${Math.min(firstLineIndent, RICH_TEXT_MAX_INDENT) * 2}em`);
  return style.length ? ` style="${style.join(';')}"` : '';
}

function blockHtml(block: RichTextBlock): string {
  switch (block.type) {
    case 'paragraph':
      return `<p${blockStyle(block)}>${inlinesHtml(block.children)}</p>`;
    case 'heading':
      return `<h${block.level}${blockStyle(block)}>${inlinesHtml(block.children)}</h${block.level}>`;
    case 'quote':
      return `<blockquote${blockStyle(block)}>${inlinesHtml(block.children)}</blockquote>`;
    case 'code':
      return `<pre><code>${escapeHtml(block.children.map((leaf) => leaf.text).join(''))}</code></pre>`;
    case 'bulleted-list':
    case 'numbered-list': {
      const tag = block.type === 'bulleted-list' ? 'ul' : 'ol';
      const items = block.children.map((item) => `<li>${inlinesHtml(item.children)}</li>`).join('');
      return `<${tag}${blockStyle(block)}>${items}</${tag}>`;
    }
    case 'table': {
      const rows = block.children
        .map(
          (row) =>
            `<tr>${row.children
              .map((cell) => {
                const tag = cell.header ? 'th' : 'td';
                return `<${tag}>${inlinesHtml(cell.children)}</${tag}>`;
              })
              .join('')}</tr>`,
        )
        .join('');
      return `<table><tbody>${rows}</tbody></table>`;
    }
  }
}

/** The editor's HTML of a document value (URLs re-checked; text escaped). */
export function slateToHtml(value: readonly RichTextBlock[]): string {
  return value.map(blockHtml).join('');
}

// ---------------------------------------------------------------- reading

type Marks = Omit<RichTextText, 'text'>;

const BLOCK_TAGS = new Set([
  'P',
  'DIV',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'BLOCKQUOTE',
  'PRE',
  'UL',
  'OL',
  'LI',
  'TABLE',
  'THEAD',
  'TBODY',
  'TFOOT',
  'TR',
  'TD',
  'TH',
  'SECTION',
  'ARTICLE',
  'HEADER',
  'FOOTER',
  'MAIN',
  'ASIDE',
  'NAV',
  'FIGURE',
  'FIGCAPTION',
  'ADDRESS',
  'HR',
  'DL',
  'DT',
  'DD',
  'CENTER',
  'CAPTION',
]);

function isElement(node: Node): node is HTMLElement {
  return node.nodeType === 1;
}

function isBlock(node: Node): boolean {
  return isElement(node) && BLOCK_TAGS.has(node.nodeName);
}

function styleOf(element: HTMLElement): Map<string, string> {
  const map = new Map<string, string>();
  const style = element.getAttribute('style');
  if (!style) return map;
  for (const declaration of sanitizeStyleAttribute(style).split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    map.set(declaration.slice(0, colon).trim().toLowerCase(), declaration.slice(colon + 1).trim());
  }
  return map;
}

function fontSizePx(value: string | undefined): number | undefined {
  const match = value ? /^([0-9.]+)(px|pt)?$/i.exec(value.trim()) : null;
  if (!match) return undefined;
  const n = Number(match[1]);
  return clampFontSize(match[2]?.toLowerCase() === 'pt' ? (n * 4) / 3 : n);
}

function marksOf(element: HTMLElement, marks: Marks): Marks {
  const next: Marks = { ...marks };
  switch (element.nodeName) {
    case 'STRONG':
    case 'B':
      next.bold = true;
      break;
    case 'EM':
    case 'I':
      next.italic = true;
      break;
    case 'U':
    case 'INS':
      next.underline = true;
      break;
    case 'S':
    case 'STRIKE':
    case 'DEL':
      next.strike = true;
      break;
    case 'FONT': {
      const color = safeColor(element.getAttribute('color') ?? undefined);
      if (color) next.color = color;
      break;
    }
  }
  const style = styleOf(element);
  const weight = style.get('font-weight');
  if (weight === 'bold' || weight === 'bolder' || Number(weight) >= 600) next.bold = true;
  if (weight === 'normal' || (weight !== undefined && Number(weight) > 0 && Number(weight) < 600))
    delete next.bold;
  if (style.get('font-style') === 'italic') next.italic = true;
  const decoration = `${style.get('text-decoration') ?? ''} ${style.get('text-decoration-line') ?? ''}`;
  if (decoration.includes('underline')) next.underline = true;
  if (decoration.includes('line-through')) next.strike = true;
  const color = safeColor(style.get('color'));
  if (color) next.color = color;
  const size = fontSizePx(style.get('font-size'));
  if (size) next.fontSize = size;
  return next;
}

const VOID_TEXT = (): [RichTextText] => [{ text: '' }];

/** Whitespace collapsed as a browser shows it; non-breaking spaces are kept until the block is trimmed. */
function collapse(text: string): string {
  return text.replace(/[ \t\n\r\f]+/g, ' ');
}

function readInlines(node: Node, marks: Marks, out: RichTextInline[], pre: boolean): void {
  if (node.nodeType === 3) {
    const text = pre ? (node.nodeValue ?? '') : collapse(node.nodeValue ?? '');
    if (text) out.push({ text, ...marks });
    return;
  }
  if (!isElement(node)) return;
  const tag = node.nodeName;
  if (tag === 'BR') {
    out.push({ text: '\n', ...marks });
    return;
  }
  if (tag === 'IMG') {
    const url = node.getAttribute('src') ?? '';
    if (!isSafeRichTextUrl(url, 'image')) return;
    const image: RichTextInline = { type: 'image', url, children: VOID_TEXT() };
    const alt = node.getAttribute('alt');
    if (alt) image.alt = alt;
    const fileId = node.getAttribute('data-file-id');
    if (fileId) image.fileId = fileId;
    const width = Number(node.getAttribute('width'));
    if (Number.isFinite(width) && width > 0) image.width = Math.round(width);
    out.push(image);
    return;
  }
  if (tag === 'A' && node.getAttribute('data-attachment') === 'true') {
    const url = node.getAttribute('href') ?? '';
    out.push({
      type: 'attachment',
      url: isSafeRichTextUrl(url) ? url : '',
      fileId: node.getAttribute('data-file-id') ?? '',
      name: node.textContent ?? '',
      children: VOID_TEXT(),
    });
    return;
  }
  if (tag === 'SPAN' && node.hasAttribute('data-mention-id')) {
    out.push({
      type: 'mention',
      id: node.getAttribute('data-mention-id') ?? '',
      name: (node.textContent ?? '').replace(/^@/, ''),
      children: VOID_TEXT(),
    });
    return;
  }
  const inner = marksOf(node, marks);
  if (tag === 'A') {
    const url = node.getAttribute('href') ?? '';
    const content: RichTextInline[] = [];
    for (const child of Array.from(node.childNodes)) readInlines(child, inner, content, pre);
    if (!url || !isSafeRichTextUrl(url)) {
      out.push(...content);
      return;
    }
    // a link holds text only: images or mentions inside it stay beside it
    const texts = content.filter((c): c is RichTextText => !('type' in c));
    const others = content.filter((c) => 'type' in c);
    if (texts.length) out.push({ type: 'link', url, children: texts });
    out.push(...others);
    return;
  }
  for (const child of Array.from(node.childNodes)) readInlines(child, inner, out, pre || tag === 'PRE');
}

function sameMarks(a: RichTextText, b: RichTextText): boolean {
  const keys: (keyof Marks)[] = ['bold', 'italic', 'underline', 'strike', 'color', 'fontSize'];
  return keys.every((key) => a[key] === b[key]);
}

function mergeTexts(texts: RichTextText[]): RichTextText[] {
  const out: RichTextText[] = [];
  for (const leaf of texts) {
    const last = out[out.length - 1];
    if (last && sameMarks(last, leaf)) last.text += leaf.text;
    else out.push({ ...leaf });
  }
  return out.length ? out : [{ text: '' }];
}

/** Trims collapsible spaces at the edges of a block, then makes non-breaking spaces plain. */
function trimEdges(children: RichTextInline[]): void {
  const edgeText = (node: RichTextInline | undefined, end: 'first' | 'last'): RichTextText | undefined => {
    if (!node) return undefined;
    if (!('type' in node)) return node;
    if (node.type !== 'link') return undefined;
    return end === 'first' ? node.children[0] : node.children[node.children.length - 1];
  };
  const first = edgeText(children[0], 'first');
  if (first) first.text = first.text.replace(/^ +/, '');
  const last = edgeText(children[children.length - 1], 'last');
  if (last) last.text = last.text.replace(/ +$/, '');
  const plain = (leaf: RichTextText) => void (leaf.text = leaf.text.replace(/\u00a0/g, ' '));
  for (const child of children) {
    if (!('type' in child)) plain(child);
    else if (child.type === 'link') child.children.forEach(plain);
  }
}

/** Slate's inline rules: texts merged, never empty, an element always between two texts. */
function normalizeInlines(children: RichTextInline[]): RichTextInline[] {
  trimEdges(children);
  const out: RichTextInline[] = [];
  let texts: RichTextText[] = [];
  const flush = (force: boolean) => {
    const kept = texts.filter((t) => t.text !== '');
    if (kept.length || force) out.push(...mergeTexts(kept));
    texts = [];
  };
  for (const child of children) {
    if (!('type' in child)) {
      texts.push(child);
      continue;
    }
    flush(true);
    if (child.type === 'link') child.children = mergeTexts(child.children.filter((t) => t.text !== ''));
    out.push(child);
  }
  flush(true);
  return out;
}

function hasContent(children: RichTextInline[]): boolean {
  return children.some((c) => 'type' in c || c.text.replace(/[ \t\n\r\f]/g, '') !== '');
}

function blockStyleOf(element: HTMLElement, inherited: RichTextBlockStyle): RichTextBlockStyle {
  const style = styleOf(element);
  const result: RichTextBlockStyle = { ...inherited };
  const align = (style.get('text-align') ?? element.getAttribute('align') ?? '').toLowerCase();
  if (align === 'center' || align === 'right' || align === 'justify') result.align = align as RichTextAlign;
  if (element.nodeName === 'CENTER') result.align = 'center';
  const levels = indentLevels(style.get('margin-left') ?? style.get('padding-left'));
  if (levels > 0) result.indent = levels;
  // a first-line indent (text-indent: 2em, the usual one of Chinese documents) is its own style
  // (inherited by inner blocks as CSS inherits it, until one sets its own)
  const textIndent = style.get('text-indent');
  if (textIndent !== undefined) {
    const firstLine = indentLevels(textIndent);
    if (firstLine > 0) result.firstLineIndent = firstLine;
    else delete result.firstLineIndent;
  }
  return result;
}

/** Indent levels (2em each) of a CSS length in em, px (14px = 1em) or pt (10.5pt = 1em); 0 for none. */
function indentLevels(length: string | undefined): number {
  const match = length ? /^([0-9.]+)(em|px|pt)$/i.exec(length.trim()) : null;
  if (!match) return 0;
  const n = Number(match[1]);
  const unit = match[2]?.toLowerCase();
  const em = unit === 'em' ? n : unit === 'pt' ? n / 10.5 : n / 14;
  return Math.min(RICH_TEXT_MAX_INDENT, Math.round(em / 2));
}

function withStyle<T extends RichTextBlock & RichTextBlockStyle>(block: T, style: RichTextBlockStyle): T {
  if (style.align && style.align !== 'left') block.align = style.align;
  if (style.indent) block.indent = style.indent;
  if (style.firstLineIndent) block.firstLineIndent = style.firstLineIndent;
  return block;
}

function inlinesOf(element: Node, pre = false): RichTextInline[] {
  const out: RichTextInline[] = [];
  for (const child of Array.from(element.childNodes)) {
    if (isBlock(child) && out.length && !(out[out.length - 1] as RichTextText).text?.endsWith('\n'))
      out.push({ text: '\n' });
    readInlines(child, {}, out, pre);
  }
  return normalizeInlines(out);
}

function listItems(list: HTMLElement, items: RichTextListItem[]): void {
  for (const child of Array.from(list.children)) {
    if (child.nodeName !== 'LI') continue;
    const own = withoutNestedLists(child as HTMLElement);
    items.push({ type: 'list-item', children: inlinesOf(own) });
    // nested lists are flattened into the same list
    for (const nested of Array.from(child.children))
      if (nested.nodeName === 'UL' || nested.nodeName === 'OL') listItems(nested as HTMLElement, items);
  }
}

/** An element's copy without its nested lists (they are read separately). */
function withoutNestedLists(element: HTMLElement): HTMLElement {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const nested of Array.from(copy.children))
    if (nested.nodeName === 'UL' || nested.nodeName === 'OL') nested.remove();
  return copy;
}

function tableRows(table: HTMLElement): RichTextTableRow[] {
  const rows: RichTextTableRow[] = [];
  const collect = (parent: Element) => {
    for (const child of Array.from(parent.children)) {
      if (rows.length >= RICH_TEXT_TABLE_MAX) return;
      if (child.nodeName === 'TR') {
        const cells: RichTextTableCell[] = [];
        for (const cell of Array.from(child.children)) {
          if (cells.length >= RICH_TEXT_TABLE_MAX) break;
          if (cell.nodeName !== 'TD' && cell.nodeName !== 'TH') continue;
          const entry: RichTextTableCell = { type: 'table-cell', children: inlinesOf(cell) };
          if (cell.nodeName === 'TH') entry.header = true;
          cells.push(entry);
        }
        if (cells.length) rows.push({ type: 'table-row', children: cells });
      } else if (child.nodeName === 'THEAD' || child.nodeName === 'TBODY' || child.nodeName === 'TFOOT')
        collect(child);
    }
  };
  collect(table);
  // a ragged table is padded so every row has the same number of cells
  const width = Math.max(0, ...rows.map((row) => row.children.length));
  for (const row of rows)
    while (row.children.length < width) row.children.push({ type: 'table-cell', children: [{ text: '' }] });
  return rows;
}

function readBlocks(parent: Node, inherited: RichTextBlockStyle, out: RichTextBlock[]): void {
  let buffer: RichTextInline[] = [];
  const flush = () => {
    if (hasContent(buffer))
      out.push(withStyle({ type: 'paragraph', children: normalizeInlines(buffer) }, inherited));
    buffer = [];
  };
  for (const child of Array.from(parent.childNodes)) {
    if (!isBlock(child)) {
      readInlines(child, {}, buffer, false);
      continue;
    }
    flush();
    const element = child as HTMLElement;
    const style = blockStyleOf(element, inherited);
    const tag = element.nodeName;
    if (/^H[1-6]$/.test(tag)) {
      const level = Number(tag[1]) as RichTextHeading['level'];
      out.push(withStyle({ type: 'heading', level, children: inlinesOf(element) }, style));
    } else if (tag === 'P') {
      out.push(withStyle({ type: 'paragraph', children: inlinesOf(element) }, style));
    } else if (tag === 'PRE') {
      out.push({ type: 'code', children: [{ text: (element.textContent ?? '').replace(/\n$/, '') }] });
    } else if (tag === 'BLOCKQUOTE') {
      const inner: RichTextBlock[] = [];
      readBlocks(element, style, inner);
      if (!inner.length) out.push(withStyle({ type: 'quote', children: inlinesOf(element) }, style));
      for (const block of inner)
        out.push(
          block.type === 'paragraph' || block.type === 'heading'
            ? ({ ...block, type: 'quote' } as RichTextBlock)
            : block,
        );
    } else if (tag === 'UL' || tag === 'OL') {
      const items: RichTextListItem[] = [];
      listItems(element, items);
      if (items.length)
        out.push(
          withStyle({ type: tag === 'UL' ? 'bulleted-list' : 'numbered-list', children: items }, style),
        );
    } else if (tag === 'TABLE') {
      const rows = tableRows(element);
      if (rows.length) out.push({ type: 'table', children: rows });
    } else if (tag === 'HR') {
      continue;
    } else if (Array.from(element.childNodes).some(isBlock)) {
      readBlocks(element, style, out);
    } else {
      const children = inlinesOf(element);
      if (hasContent(children)) out.push(withStyle({ type: 'paragraph', children }, style));
    }
  }
  flush();
}

/** Options of {@link htmlToSlate}. */
export interface HtmlToSlateOptions {
  /** The window to parse with; default the global one (node tests pass jsdom's). */
  window?: HtmlWindow;
}

/**
 * The document value of an HTML text: sanitised with {@link sanitizeHtml}'s profile, then read
 * onto the editor's blocks and marks. `slateToHtml`'s own output reads back to the same value;
 * pasted Word or web pages keep their structure where the editor has it and their text elsewhere.
 */
export function htmlToSlate(html: string, options: HtmlToSlateOptions = {}): RichTextValue {
  // an empty document needs no parsing, so an empty editor renders on a server too
  if (String(html ?? '').trim() === '') return emptyRichText();
  const win = options.window ?? globalWindow();
  if (!win) throw new Error('htmlToSlate needs a window: pass { window } outside a browser');
  const fragment = sanitizeToFragment(html, win);
  const out: RichTextBlock[] = [];
  readBlocks(fragment, {}, out);
  return out.length ? out : emptyRichText();
}

/** Options of {@link htmlToSlateParts}. */
export interface HtmlToSlatePartsOptions extends HtmlToSlateOptions {
  /** About how many elements one part sanitises and reads (default 300). */
  partSize?: number;
  /** Told after each part how much of the document has been read, from 0 to 1. */
  onProgress?(fraction: number): void;
}

/** Containers `readBlocks` reads through (their blocks become the document's); the others are blocks themselves. */
const OWN_BLOCKS = new Set([
  'P',
  'PRE',
  'BLOCKQUOTE',
  'UL',
  'OL',
  'TABLE',
  'HR',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
]);

/** Elements a node holds, itself included: the work sanitising and reading it takes. */
function weightOf(node: Node): number {
  return isElement(node) ? node.getElementsByTagName('*').length + 1 : 1;
}

/** A level of the parsed document being read: its children, the next one, the block style they inherit. */
interface PartLevel {
  nodes: Node[];
  next: number;
  style: RichTextBlockStyle;
}

/**
 * {@link htmlToSlate} a part at a time (issue 39: a 1 MB paste or a 200-page document never holds the
 * page's thread for long). The HTML is parsed once (the browser's parser, no script runs in a parsed
 * document); then each step sanitises about `partSize` elements with the same profile and reads their
 * blocks. Parts end before a block, so no paragraph is split; a container larger than a part (Word's
 * `WordSection1`, a page's article) is entered: its own attributes sanitised alone, its children read
 * in parts with its block style. The blocks of all parts are those `htmlToSlate` gives.
 */
export function* htmlToSlateParts(
  html: string,
  options: HtmlToSlatePartsOptions = {},
): Generator<RichTextBlock[], void, undefined> {
  if (String(html ?? '').trim() === '') {
    yield emptyRichText();
    return;
  }
  const win = options.window ?? globalWindow();
  if (!win) throw new Error('htmlToSlateParts needs a window: pass { window } outside a browser');
  const budget = Math.max(1, options.partSize ?? 300);
  const parsed = new win.DOMParser().parseFromString(String(html), 'text/html');
  const body = parsed.getElementsByTagName('body')[0];
  let produced = false;
  const total = body ? weightOf(body) : 1;
  let read = 0;
  const levels: PartLevel[] = body ? [{ nodes: Array.from(body.childNodes), next: 0, style: {} }] : [];
  while (levels.length) {
    const level = levels[levels.length - 1] as PartLevel;
    const part = parsed.createDocumentFragment();
    let weight = 0;
    let entered = false;
    while (level.next < level.nodes.length) {
      const node = level.nodes[level.next] as Node;
      const size = weightOf(node);
      if (weight > 0 && weight + size > budget && isBlock(node)) break;
      if (weight === 0 && size > budget && isBlock(node) && !OWN_BLOCKS.has(node.nodeName)) {
        const inner = enterContainer(node as HTMLElement, level.style, win);
        if (inner) {
          level.next += 1;
          levels.push(inner);
          entered = true;
          break;
        }
      }
      part.append(node);
      weight += size;
      level.next += 1;
    }
    if (entered) {
      read += 1;
      continue;
    }
    read += weight;
    if (level.next >= level.nodes.length) levels.pop();
    const out: RichTextBlock[] = [];
    if (part.hasChildNodes()) readBlocks(sanitizeNodesToFragment(part, win), level.style, out);
    produced ||= out.length > 0;
    options.onProgress?.(Math.min(1, read / total));
    yield out;
  }
  if (!produced) yield emptyRichText();
}

/**
 * A container read through in parts: its attributes sanitised alone (its children follow in parts),
 * or `undefined` when it is not kept as it is or has no block inside (read whole, as one part).
 */
function enterContainer(
  element: HTMLElement,
  inherited: RichTextBlockStyle,
  win: HtmlWindow,
): PartLevel | undefined {
  if (!Array.from(element.childNodes).some(isBlock)) return undefined;
  const alone = element.ownerDocument.createDocumentFragment();
  alone.append(element.cloneNode(false));
  const shell = sanitizeNodesToFragment(alone, win).firstChild;
  if (!shell || !isElement(shell) || shell.nodeName !== element.nodeName || shell.nextSibling)
    return undefined;
  return { nodes: Array.from(element.childNodes), next: 0, style: blockStyleOf(shell, inherited) };
}
