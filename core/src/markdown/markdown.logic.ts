// Markdown rules: CommonMark (markdown-it) with GFM tables, strikethrough and task lists, every
// output sanitised with the rich-text profile; heading anchors and the table of contents.
import MarkdownIt from 'markdown-it';
// @ts-expect-error -- markdown-it-task-lists ships no types; its one export is typed below
import taskListsPlugin from 'markdown-it-task-lists';
import { isSafeRichTextUrl } from '../shared/markup-url';
import { sanitizeHtml, type HtmlWindow } from '../shared/sanitize-html';

/** One heading of a markdown text. */
export interface MarkdownTocEntry {
  /** 1 to 6. */
  level: number;
  /** The heading's plain text. */
  text: string;
  /** The id of the heading in {@link renderMarkdown}'s HTML (link target `#id`). */
  id: string;
}

type Parser = InstanceType<typeof MarkdownIt>;
type Token = ReturnType<Parser['parse']>[number];
const taskLists = taskListsPlugin as (md: Parser, options?: { label?: boolean }) => void;

/** A heading's anchor id before it is numbered apart from the same id earlier in the text. */
function slugBase(text: string): string {
  return (
    'md-' +
    (text
      .toLowerCase()
      .trim()
      .replace(/\s+/g, '-')
      .replace(/[^\p{L}\p{N}_-]/gu, '') || 'section')
  );
}

/**
 * Anchor ids of a text's headings; prefixed so no id can clobber a document property. `seen` counts
 * the ids given before (a section of a text continues its earlier sections' count).
 */
function slugger(seen = new Map<string, number>()): (text: string) => string {
  return (text) => {
    const base = slugBase(text);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count ? `${base}-${count}` : base;
  };
}

function inlineText(token: Token | undefined): string {
  return (token?.children ?? [])
    .filter((child) => child.type === 'text' || child.type === 'code_inline')
    .map((child) => child.content)
    .join('');
}

/** Collects the headings of parsed tokens and gives each its anchor id. */
function headings(tokens: Token[], seen?: Map<string, number>): MarkdownTocEntry[] {
  const slug = slugger(seen);
  const out: MarkdownTocEntry[] = [];
  tokens.forEach((token, index) => {
    if (token.type !== 'heading_open') return;
    const text = inlineText(tokens[index + 1]);
    const id = slug(text);
    token.attrSet('id', id);
    out.push({ level: Number(token.tag.slice(1)), text, id });
  });
  return out;
}

function createParser(): Parser {
  // html on: CommonMark passes raw HTML through, and the sanitiser decides what stays
  const md = new MarkdownIt({ html: true, linkify: false, typographer: false });
  // each task's text labels its check box (screen readers, axe's form-label rule)
  md.use(taskLists, { label: true });
  md.core.ruler.push('heading_ids', (state) => {
    headings(state.tokens, (state.env as SectionEnv | undefined)?.slugs);
  });
  md.core.ruler.push('sanitised_attributes', (state) => {
    for (const token of state.tokens) {
      if (token.type === 'fence' && !keptLanguage(md.utils.unescapeAll(token.info).trim())) token.info = '';
      for (const child of token.children ?? []) {
        if (child.type === 'link_open') keepSafeAttributes(child, 'href', 'link');
        if (child.type === 'image') keepSafeAttributes(child, 'src', 'image');
      }
    }
  });
  return md;
}

// What the sanitiser's profile would take out of markdown-it's own output is taken out of the
// tokens (issue 39), so the HTML markdown-it renders for a block without raw HTML is already what
// sanitizeHtml would give and only the blocks holding raw HTML go through it.

/** A code block's language as the sanitiser keeps its `language-*` class (rich-text ALLOWED_CLASS). */
function keptLanguage(info: string): boolean {
  const name = info.split(/\s+/)[0] ?? '';
  return name === '' || /^[\w+#.-]+$/.test(name);
}

/** DOMPurify's SAFE_FOR_XML rule: an attribute value that could close a comment or raw-text element. */
const ATTR_VALUE_BREAKOUT =
  /((--!?|])>)|<\/(style|script|title|xmp|textarea|noscript|iframe|noembed|noframes)/i;

/** Drops a link's or image's URL that sanitizeHtml would drop, and a title DOMPurify would drop. */
function keepSafeAttributes(token: Token, attribute: 'href' | 'src', use: 'link' | 'image'): void {
  token.attrs =
    token.attrs?.filter(([name, value]) =>
      name === attribute ? isSafeRichTextUrl(String(value), use) : !ATTR_VALUE_BREAKOUT.test(String(value)),
    ) ?? null;
}

/** The raw HTML the task-list plugin writes itself: a label around the task, a read-only checkbox. */
const TASK_LIST_HTML: ReadonlySet<string> = new Set([
  '<label>',
  '</label>',
  '<input class="task-list-item-checkbox" disabled="" type="checkbox">',
  '<input class="task-list-item-checkbox" checked="" disabled="" type="checkbox">',
]);

/** True when a top-level block carries raw HTML (other than the task-list plugin's own). */
function hasRawHtml(tokens: readonly Token[]): boolean {
  return tokens.some(
    (token) =>
      token.type === 'html_block' ||
      (token.children ?? []).some(
        (child) => child.type === 'html_inline' && !TASK_LIST_HTML.has(child.content),
      ),
  );
}

const VOID_ELEMENTS = /^(area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)$/i;

/** Opened minus closed elements of raw HTML blocks (a `<div>` whose markdown and `</div>` follow). */
function openElements(tokens: readonly Token[]): number {
  let open = 0;
  for (const token of tokens) {
    if (token.type !== 'html_block') continue;
    for (const [, closing, name, selfClosing] of token.content.matchAll(
      /<(\/?)([a-z][a-z0-9-]*)\b[^>]*?(\/?)>/gi,
    )) {
      if (VOID_ELEMENTS.test(name ?? '') || selfClosing) continue;
      open += closing ? -1 : 1;
    }
  }
  return open;
}

/**
 * The HTML of parsed tokens, block by top-level block: a block without raw HTML as markdown-it
 * renders it (its URLs, titles and code languages already checked by the `sanitised_attributes`
 * rule), the blocks with raw HTML through sanitizeHtml, a raw element left open together with the
 * blocks up to where it closes (as one piece, so the sanitiser sees it whole).
 */
function sanitisedHtml(
  md: Parser,
  tokens: Token[],
  env: Parameters<Parser['render']>[1],
  window: HtmlWindow | undefined,
): string {
  const out: string[] = [];
  let pending: string[] = [];
  let open = 0;
  const flush = () => {
    if (pending.length) out.push(sanitizeHtml(pending.join(''), { window, taskCheckboxes: true }));
    pending = [];
    open = 0;
  };
  let start = 0;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as Token;
    if (token.level !== 0 || token.nesting === 1) continue;
    const block = tokens.slice(start, index + 1);
    start = index + 1;
    const html = md.renderer.render(block, md.options, env);
    if (!hasRawHtml(block) && open <= 0) {
      flush();
      out.push(html);
      continue;
    }
    pending.push(html);
    open += openElements(block);
    if (open <= 0) flush();
  }
  flush();
  return out.join('');
}

let parser: Parser | undefined;
function markdown(): Parser {
  parser ??= createParser();
  return parser;
}

/** Options of {@link renderMarkdown}. */
export interface RenderMarkdownOptions {
  /** The window to sanitise with; default the global one (node tests pass jsdom's). */
  window?: HtmlWindow;
}

/**
 * Markdown as sanitised HTML: CommonMark with GFM tables, strikethrough and task lists (read-only
 * checkboxes), headings with the ids of {@link markdownToc}. Raw HTML and links pass through
 * `sanitizeHtml`, so scripts, handlers and unsafe URLs never reach the page.
 */
export function renderMarkdown(text: string, options: RenderMarkdownOptions = {}): string {
  return renderMarkdownPreview(text, options).html;
}

/** markdown-it's HTML of a text before any sanitising, whole (tests compare the preview with it sanitised whole). */
export function unsanitisedMarkdownHtml(text: string): string {
  return markdown().render(String(text ?? ''));
}

/** The headings of a markdown text, in order, with the anchor ids {@link renderMarkdown} gives them. */
export function markdownToc(text: string): MarkdownTocEntry[] {
  return headings(markdown().parse(String(text ?? ''), {}));
}

/** The preview of a markdown text: its sanitised HTML and its table of contents. */
export interface MarkdownPreview {
  html: string;
  toc: MarkdownTocEntry[];
}

/**
 * {@link renderMarkdown} and {@link markdownToc} of one text, from one parse (the editor's preview:
 * a long text is parsed once, not once for each).
 */
export function renderMarkdownPreview(text: string, options: RenderMarkdownOptions = {}): MarkdownPreview {
  // the heading_ids rule gives every heading its id during the parse
  return previewOf(String(text ?? ''), {}, options.window);
}

/** The parse environment of a section: the heading ids counted in the sections before it. */
type SectionEnv = Parameters<Parser['parse']>[1] & { slugs?: Map<string, number> };

function previewOf(text: string, env: SectionEnv, window: HtmlWindow | undefined): MarkdownPreview {
  const md = markdown();
  const tokens = md.parse(text, env);
  const toc: MarkdownTocEntry[] = [];
  tokens.forEach((token, index) => {
    if (token.type !== 'heading_open') return;
    toc.push({
      level: Number(token.tag.slice(1)),
      text: inlineText(tokens[index + 1]),
      id: String(token.attrGet('id') ?? ''),
    });
  });
  return { html: sanitisedHtml(md, tokens, env, window), toc };
}

/** About how many characters a section of a long text's preview holds (issue 39). */
export const MARKDOWN_SECTION_SIZE = 16_000;

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const FENCE_CLOSE = /^ {0,3}(`{3,}|~{3,})[ \t]*\r?$/;
/** A line after a blank line that may continue what came before: indented, a list item, a quote. */
const CONTINUES = /^(?:[\s>]|[-+*](?:[ \t]|\r?$)|\d{1,9}[.)](?:[ \t]|\r?$))/;

/**
 * A markdown text cut into sections that parse on their own to exactly what the whole text parses to
 * (issue 39: an edit re-renders its own section, not the whole preview). A cut falls before a line
 * at the margin, after a blank line, outside a fenced code block, that cannot continue a list or a
 * quote; a text with raw HTML blocks or link reference definitions (which reach across the text) is
 * one section.
 */
export function markdownSections(text: string, size = MARKDOWN_SECTION_SIZE): string[] {
  if (text.length <= size || text.includes(']:') || /^ {0,3}</m.test(text)) return [text];
  const sections: string[] = [];
  let start = 0;
  let fence: string | null = null;
  let blank = false;
  for (let at = 0; at < text.length;) {
    const newline = text.indexOf('\n', at);
    const end = newline < 0 ? text.length : newline;
    const line = text.slice(at, end);
    if (fence !== null) {
      const close = FENCE_CLOSE.exec(line)?.[1];
      if (close && close[0] === fence[0] && close.length >= fence.length) fence = null;
      blank = false;
    } else {
      if (blank && at - start >= size && line.trim() !== '' && !CONTINUES.test(line)) {
        sections.push(text.slice(start, at));
        start = at;
      }
      fence = FENCE.exec(line)?.[1] ?? null;
      blank = line.trim() === '';
    }
    at = end + 1;
  }
  sections.push(text.slice(start));
  return sections;
}

/** One section of a long text's preview: its sanitised HTML, keyed for the skins' lists. */
export interface MarkdownPreviewSection {
  key: string;
  html: string;
}

/** A preview in sections: its whole HTML and contents, and the HTML of each section. */
export interface MarkdownSectionedPreview extends MarkdownPreview {
  sections: MarkdownPreviewSection[];
}

interface SectionEntry {
  id: number;
  preview: MarkdownPreview;
  /** The ids of its headings before numbering (a clash with an earlier section renumbers). */
  bases: string[];
}

const SECTION_CACHE_MAX = 400;
const sectionCache = new Map<string, SectionEntry>();
let sectionIds = 0;

function cachedSection(text: string, window: HtmlWindow | undefined): SectionEntry {
  const known = sectionCache.get(text);
  if (known) {
    // most recently used last, so the oldest goes first
    sectionCache.delete(text);
    sectionCache.set(text, known);
    return known;
  }
  const preview = previewOf(text, {}, window);
  const entry = { id: (sectionIds += 1), preview, bases: preview.toc.map((entry) => slugBase(entry.text)) };
  sectionCache.set(text, entry);
  if (sectionCache.size > SECTION_CACHE_MAX) sectionCache.delete(sectionCache.keys().next().value as string);
  return entry;
}

/**
 * {@link renderMarkdownPreview} of a text in {@link markdownSections}: the same HTML and contents,
 * each section rendered once for as long as its text stays the same (the editor's preview: typing
 * re-renders the section it happens in). A section whose heading ids continue an earlier section's
 * count is rendered with that count.
 */
export function renderMarkdownSections(
  text: string,
  options: RenderMarkdownOptions = {},
): MarkdownSectionedPreview {
  const seen = new Map<string, number>();
  const keys = new Map<string, number>();
  const sections: MarkdownPreviewSection[] = [];
  const toc: MarkdownTocEntry[] = [];
  for (const part of markdownSections(String(text ?? ''))) {
    const entry = cachedSection(part, options.window);
    const preview = entry.bases.some((base) => seen.has(base))
      ? previewOf(part, { slugs: new Map(seen) }, options.window)
      : entry.preview;
    for (const base of entry.bases) seen.set(base, (seen.get(base) ?? 0) + 1);
    const key = `s${entry.id}`;
    const repeat = keys.get(key) ?? 0;
    keys.set(key, repeat + 1);
    sections.push({ key: repeat ? `${key}-${repeat}` : key, html: preview.html });
    toc.push(...preview.toc);
  }
  return { html: sections.map((section) => section.html).join(''), toc, sections };
}

/** A toolbar action of the markdown editor. */
export type MarkdownAction =
  | 'heading'
  | 'bold'
  | 'italic'
  | 'strike'
  | 'quote'
  | 'code'
  | 'link'
  | 'image'
  | 'bulletedList'
  | 'numberedList'
  | 'taskList'
  | 'table';

/** Every toolbar action, in toolbar order. */
export const MARKDOWN_ACTIONS: readonly MarkdownAction[] = [
  'heading',
  'bold',
  'italic',
  'strike',
  'quote',
  'code',
  'link',
  'image',
  'bulletedList',
  'numberedList',
  'taskList',
  'table',
];

/** A selection in the source text, as a textarea gives it. */
export interface TextSelection {
  start: number;
  end: number;
}

/** Sample words inserted when nothing is selected, in the reader's language. */
export interface MarkdownSamples {
  text: string;
  heading: string;
  item: string;
  column: string;
}

const WRAP: Partial<Record<MarkdownAction, string>> = { bold: '**', italic: '*', strike: '~~' };
const LINE_PREFIX: Partial<Record<MarkdownAction, string>> = {
  heading: '## ',
  quote: '> ',
  bulletedList: '- ',
  numberedList: '1. ',
  taskList: '- [ ] ',
};

/**
 * Applies a toolbar action to the source: wraps the selection (bold, italic, strike, link, image,
 * code), prefixes the selected lines (heading, quote, lists) or inserts a table; answers the new
 * text and the selection to restore.
 */
export function applyMarkdownAction(
  text: string,
  selection: TextSelection,
  action: MarkdownAction,
  samples: MarkdownSamples,
): { text: string; selection: TextSelection } {
  const start = Math.max(0, Math.min(selection.start, text.length));
  const end = Math.max(start, Math.min(selection.end, text.length));
  const selected = text.slice(start, end);
  const replace = (insert: string, from: number, to: number, selectFrom: number, selectTo: number) => ({
    text: text.slice(0, from) + insert + text.slice(to),
    selection: { start: from + selectFrom, end: from + selectTo },
  });
  const wrap = WRAP[action];
  if (wrap) {
    const inner = selected || samples.text;
    return replace(`${wrap}${inner}${wrap}`, start, end, wrap.length, wrap.length + inner.length);
  }
  const prefix = LINE_PREFIX[action];
  if (prefix) {
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    const nextBreak = text.indexOf('\n', end);
    const lineEnd = start === end ? (nextBreak < 0 ? text.length : nextBreak) : end;
    const block = text.slice(lineStart, lineEnd) || (action === 'heading' ? samples.heading : samples.item);
    const lines = block
      .split('\n')
      .map((line, i) => (action === 'numberedList' ? `${i + 1}. ` : prefix) + line);
    const insert = lines.join('\n');
    return replace(insert, lineStart, lineEnd, 0, insert.length);
  }
  const needsBreak = start > 0 && text[start - 1] !== '\n' ? '\n' : '';
  switch (action) {
    case 'link':
    case 'image': {
      const label = selected || samples.text;
      const bang = action === 'image' ? '!' : '';
      const insert = `${bang}[${label}](https://)`;
      const urlAt = insert.length - 1 - 'https://'.length;
      return replace(insert, start, end, urlAt, insert.length - 1);
    }
    case 'code': {
      const insert = `${needsBreak}\`\`\`\n${selected || samples.text}\n\`\`\`\n`;
      return replace(insert, start, end, needsBreak.length + 4, insert.length - 5);
    }
    case 'table': {
      const c = samples.column;
      const insert = `${needsBreak}| ${c} 1 | ${c} 2 |\n| --- | --- |\n|  |  |\n`;
      return replace(insert, start, end, needsBreak.length, insert.length);
    }
    default:
      return { text, selection: { start, end } };
  }
}
