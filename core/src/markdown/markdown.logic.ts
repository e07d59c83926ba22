// Markdown rules: CommonMark (markdown-it) with GFM tables, strikethrough and task lists, every
// output sanitised with the rich-text profile; heading anchors and the table of contents.
import MarkdownIt from 'markdown-it';
// @ts-expect-error -- markdown-it-task-lists ships no types; its one export is typed below
import taskListsPlugin from 'markdown-it-task-lists';
import { sanitizeHtml } from '../rich-text/rich-text.sanitize';
import type { HtmlWindow } from '../rich-text/rich-text.types';

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

/** Anchor ids of a text's headings; prefixed so no id can clobber a document property. */
function slugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base =
      'md-' +
      (text
        .toLowerCase()
        .trim()
        .replace(/\s+/g, '-')
        .replace(/[^\p{L}\p{N}_-]/gu, '') || 'section');
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
function headings(tokens: Token[]): MarkdownTocEntry[] {
  const slug = slugger();
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
    headings(state.tokens);
  });
  return md;
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
  return sanitizeHtml(markdown().render(String(text ?? '')), {
    window: options.window,
    taskCheckboxes: true,
  });
}

/** The headings of a markdown text, in order, with the anchor ids {@link renderMarkdown} gives them. */
export function markdownToc(text: string): MarkdownTocEntry[] {
  return headings(markdown().parse(String(text ?? ''), {}));
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
