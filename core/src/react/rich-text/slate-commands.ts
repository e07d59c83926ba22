// What the toolbar's buttons do to a slate document, and which of them are on for the selection.
import {
  Editor,
  Element,
  Range,
  Transforms,
  createEditor,
  type Descendant,
  type PathRef,
  type Node as SlateNode,
} from 'slate';
import { HistoryEditor, withHistory } from 'slate-history';
import { ReactEditor, withReact } from 'slate-react';
import {
  RICH_TEXT_MAX_INDENT,
  htmlToSlate,
  type RichTextBlock,
  type RichTextBlockStyle,
  type RichTextElement,
  type RichTextInline,
  type RichTextMark,
} from '../../rich-text';
import { FILE_ENDPOINTS, fileUrl, type UploadedFile } from '../../upload';
import type { RichTextSlateEditor } from './slate-types';

const INLINE = new Set(['link', 'image', 'attachment', 'mention']);
const VOID = new Set(['image', 'attachment', 'mention']);
const MARKS: Record<string, RichTextMark> = {
  Bold: 'bold',
  Italic: 'italic',
  Underline: 'underline',
  Strike: 'strike',
};
const LISTS: Record<string, 'bulleted-list' | 'numbered-list'> = {
  BulletedList: 'bulleted-list',
  NumberedList: 'numbered-list',
};
const ALIGN: Record<string, 'left' | 'center' | 'right'> = {
  JustifyLeft: 'left',
  JustifyCenter: 'center',
  JustifyRight: 'right',
};

type TextBlockType = 'paragraph' | 'heading' | 'quote' | 'code' | 'list-item';
const isTextBlock = (node: SlateNode): node is Extract<RichTextElement, { type: TextBlockType }> =>
  Element.isElement(node) && ['paragraph', 'heading', 'quote', 'code', 'list-item'].includes(node.type);
const isStyledBlock = (node: SlateNode) =>
  Element.isElement(node) &&
  ['paragraph', 'heading', 'quote', 'bulleted-list', 'numbered-list'].includes(node.type);

/** Blocks in one of slate-react's chunks of the document (its huge-document example uses 1000; smaller
 * chunks keep the part re-rendered and laid out on a keystroke small). */
export const RICH_TEXT_CHUNK_SIZE = 100;

/** Editors whose blocks are being added in bulk (a long document's rest, a large paste's parts). */
const bulkAdding = new WeakSet<RichTextSlateEditor>();
const bulkAddedAt = new WeakMap<RichTextSlateEditor, number>();

/**
 * Marks the blocks added now as added in bulk until the document has been rendered with them
 * ({@link addedInBulkRendered}): the chunks of the document they create render in the page after
 * it, as they come into view or in tasks of their own (issue 39: a 1 MB paste does not mount 4 000
 * blocks in one task), unless they hold the selection.
 */
function addingInBulk(editor: RichTextSlateEditor): void {
  bulkAdding.add(editor);
  moreComingInBulk(editor);
}

/**
 * More blocks are on their way (a large paste still being read before its blocks go in): the chunks
 * waiting to render keep waiting, so the reading is not slowed by rendering what it will move.
 */
export function moreComingInBulk(editor: RichTextSlateEditor): void {
  bulkAddedAt.set(editor, performance.now());
}

/** The document has been rendered with the blocks added in bulk. */
export function addedInBulkRendered(editor: RichTextSlateEditor): void {
  bulkAdding.delete(editor);
}

/** When blocks were last added to the editor in bulk (performance.now()), 0 if never. */
export function lastAddedInBulk(editor: RichTextSlateEditor): number {
  return bulkAddedAt.get(editor) ?? 0;
}

/** Whether blocks added in bulk wait to be rendered (see {@link addingInBulk}). */
export function isAddingInBulk(editor: RichTextSlateEditor): boolean {
  return bulkAdding.has(editor);
}

/** Who takes the pasted HTML of an editor over (a large paste read in parts). */
const pasteHandlers = new WeakMap<RichTextSlateEditor, (html: string) => boolean>();

/**
 * Lets `handler` take the editor's pasted HTML (Word, web pages) over: it answers true when it handles
 * the paste itself, false to have it pasted at once. Answers the function that lets go again.
 */
export function handlePastedHtml(
  editor: RichTextSlateEditor,
  handler: (html: string) => boolean,
): () => void {
  pasteHandlers.set(editor, handler);
  return () => {
    if (pasteHandlers.get(editor) === handler) pasteHandlers.delete(editor);
  };
}

/**
 * A slate editor for rich text: links, images, attachments and mentions are inline (the last three
 * void); pasted HTML is read through `htmlToSlate`, so Word and web pages arrive sanitised.
 */
export function createRichTextEditor(): RichTextSlateEditor {
  const editor = withHistory(withReact(createEditor()));
  const { isInline, isVoid, insertData } = editor;
  // slate-react's chunking (its huge-document guide): the document's blocks render in nested,
  // memoised chunks, so a keystroke re-renders one chunk and not a 200-page document; the lowest
  // chunks carry content-visibility (RichTextContent's renderChunk)
  editor.getChunkSize = (node) => (Editor.isEditor(node) ? RICH_TEXT_CHUNK_SIZE : null);
  editor.isInline = (element) => INLINE.has(element.type) || isInline(element);
  editor.isVoid = (element) => VOID.has(element.type) || isVoid(element);
  editor.insertData = (data) => {
    const html = data.getData('text/html');
    if (html && !data.types.includes('application/x-slate-fragment')) {
      ensureSelection(editor);
      if (pasteHandlers.get(editor)?.(html)) return;
      // htmlToSlate sanitises first (sanitizeHtml's DOMPurify profile), then reads the blocks
      pasteFragment(editor, htmlToSlate(html));
      return;
    }
    insertData(data);
  };
  return editor;
}

/** Pasted blocks at the selection, as slate pastes a fragment. */
export function pasteFragment(editor: RichTextSlateEditor, fragment: Descendant[]): void {
  ensureSelection(editor);
  // slate merges the first pasted block into the one at the cursor, dropping its alignment and
  // indents: an empty block at the cursor takes them (a pasted indented paragraph stays one)
  const first = fragment[0] as RichTextBlockStyle | undefined;
  const here = Editor.above<RichTextElement>(editor, {
    match: (node) => Element.isElement(node) && Editor.isBlock(editor, node),
  });
  if (first && here && Editor.isEmpty(editor, here[0])) {
    const style = { align: first.align, indent: first.indent, firstLineIndent: first.firstLineIndent };
    setProps(editor, Object.fromEntries(Object.entries(style).filter(([, v]) => v !== undefined)), {
      at: here[1],
    });
  }
  Transforms.insertFragment(editor, fragment);
}

/**
 * The first blocks of a paste read in parts: pasted as {@link pasteFragment} pastes them, then the
 * block at the cursor is split, so the rest of the line it was pasted into becomes a block of its
 * own that the following parts go before. Answers that block's place, or null where the cursor is
 * not in a top-level block (a table cell, a list): the caller pastes everything at once there.
 */
export function startPastedBlocks(editor: RichTextSlateEditor, blocks: Descendant[]): PathRef | null {
  ensureSelection(editor);
  const here = Editor.above(editor, {
    match: (node) => Element.isElement(node) && Editor.isBlock(editor, node),
  });
  if (!here || here[1].length !== 1 || !isTextBlock(here[0])) return null;
  addingInBulk(editor);
  pasteFragment(editor, blocks);
  if (!editor.selection) return null;
  Transforms.splitNodes(editor, { always: true });
  const rest = editor.selection?.anchor.path[0];
  return rest === undefined ? null : Editor.pathRef(editor, [rest]);
}

/** More blocks of a paste read in parts, before the rest of the line; one undo step with its start. */
export function insertPastedBlocks(editor: RichTextSlateEditor, blocks: Descendant[], before: PathRef): void {
  const at = before.current;
  if (!at || !blocks.length) return;
  addingInBulk(editor);
  HistoryEditor.withMerging(editor, () => {
    Transforms.insertNodes(editor, blocks, { at, select: false });
  });
}

/** The end of a paste read in parts: the rest of the line joins the last pasted block again. */
export function endPastedBlocks(editor: RichTextSlateEditor, before: PathRef): void {
  const at = before.unref();
  if (!at || !at[0]) return;
  // a paste that ends in a table or a list leaves the rest of the line as the paragraph after it
  const last = editor.children[at[0] - 1];
  if (!last || !isTextBlock(last)) return;
  HistoryEditor.withMerging(editor, () => {
    Transforms.mergeNodes(editor, { at });
  });
}

/** Sets element properties (slate's typing narrows props to the matched type; ours vary by type). */
function setProps(
  editor: RichTextSlateEditor,
  props: Record<string, unknown>,
  options: Parameters<typeof Transforms.setNodes>[2],
): void {
  Transforms.setNodes(editor, props as never, options as never);
}

/**
 * Gives the keyboard back to the document after a toolbar action or a dialog, at the selection the
 * action left (the cursor in a new table's first cell), so what the user types next is not lost on
 * the page body. Nothing happens while the editable is not on the page.
 */
export function focusDocument(editor: RichTextSlateEditor): void {
  ensureSelection(editor);
  try {
    ReactEditor.focus(editor);
  } catch {
    // not rendered (unmounted, or a test without the editable): there is nothing to focus
  }
}

/** Puts the cursor at the end when the editor has no selection (a dialog took the focus first). */
function ensureSelection(editor: RichTextSlateEditor): void {
  if (!editor.selection) Transforms.select(editor, Editor.end(editor, []));
}

function blockMatches(editor: RichTextSlateEditor, test: (node: RichTextElement) => boolean): boolean {
  if (!editor.selection) return false;
  const [match] = Editor.nodes(editor, {
    at: Editor.unhangRange(editor, editor.selection),
    match: (node) => Element.isElement(node) && test(node),
  });
  return Boolean(match);
}

/** The toolbar buttons that are on for the current selection. */
export function activeButtons(editor: RichTextSlateEditor): Set<string> {
  const active = new Set<string>();
  const marks = Editor.marks(editor) ?? {};
  for (const [button, mark] of Object.entries(MARKS)) if (marks[mark]) active.add(button);
  for (const [button, type] of Object.entries(LISTS))
    if (blockMatches(editor, (n) => n.type === type)) active.add(button);
  if (blockMatches(editor, (n) => n.type === 'quote')) active.add('Blockquote');
  if (blockMatches(editor, (n) => n.type === 'code')) active.add('CodeSnippet');
  for (const [button, align] of Object.entries(ALIGN))
    if (
      blockMatches(editor, (n) => isStyledBlock(n) && ((n as { align?: string }).align ?? 'left') === align)
    )
      active.add(button);
  return active;
}

/** The value the Format select shows for the selection. */
export function activeFormat(editor: RichTextSlateEditor): string {
  if (!editor.selection) return 'paragraph';
  const [entry] = Editor.nodes(editor, { match: (n) => Element.isElement(n) && n.type === 'heading' });
  const node = entry?.[0];
  return node && Element.isElement(node) && node.type === 'heading' ? `h${node.level}` : 'paragraph';
}

function toggleList(editor: RichTextSlateEditor, type: 'bulleted-list' | 'numbered-list'): void {
  const on = blockMatches(editor, (n) => n.type === type);
  Transforms.unwrapNodes(editor, {
    match: (n) => Element.isElement(n) && (n.type === 'bulleted-list' || n.type === 'numbered-list'),
    split: true,
  });
  setProps(
    editor,
    { type: on ? 'paragraph' : 'list-item' },
    {
      match: isTextBlock,
    },
  );
  if (!on)
    Transforms.wrapNodes(editor, { type, children: [] } as RichTextElement, {
      match: (n) => Element.isElement(n) && n.type === 'list-item',
    });
}

function setBlockType(
  editor: RichTextSlateEditor,
  type: 'paragraph' | 'quote' | 'code',
  toggle: boolean,
): void {
  const on = toggle && blockMatches(editor, (n) => n.type === type);
  Transforms.unwrapNodes(editor, {
    match: (n) => Element.isElement(n) && (n.type === 'bulleted-list' || n.type === 'numbered-list'),
    split: true,
  });
  Transforms.unsetNodes(editor, 'level', { match: isTextBlock });
  setProps(editor, { type: on ? 'paragraph' : type }, { match: isTextBlock });
}

function indent(editor: RichTextSlateEditor, delta: number): void {
  for (const [node, path] of Editor.nodes(editor, { match: isStyledBlock, mode: 'highest' })) {
    const current = (node as { indent?: number }).indent ?? 0;
    const next = Math.max(0, Math.min(RICH_TEXT_MAX_INDENT, current + delta));
    if (next === 0) Transforms.unsetNodes(editor, 'indent', { at: path });
    else setProps(editor, { indent: next }, { at: path });
  }
}

/** Runs a toolbar button (with the value a select or colour picker chose). */
export function runCommand(editor: RichTextSlateEditor, button: string, value?: string | number): void {
  const mark = MARKS[button];
  if (mark) {
    ensureSelection(editor);
    if (Editor.marks(editor)?.[mark]) Editor.removeMark(editor, mark);
    else Editor.addMark(editor, mark, true);
    return;
  }
  const list = LISTS[button];
  if (list) return toggleList(editor, list);
  const align = ALIGN[button];
  if (align) {
    if (align === 'left') Transforms.unsetNodes(editor, 'align', { match: isStyledBlock, mode: 'highest' });
    else setProps(editor, { align }, { match: isStyledBlock, mode: 'highest' });
    return;
  }
  switch (button) {
    case 'Undo':
      return editor.undo();
    case 'Redo':
      return editor.redo();
    case 'Blockquote':
      return setBlockType(editor, 'quote', true);
    case 'CodeSnippet':
      return setBlockType(editor, 'code', true);
    case 'Indent':
      return indent(editor, 1);
    case 'Outdent':
      return indent(editor, -1);
    case 'Unlink':
      return Transforms.unwrapNodes(editor, { match: (n) => Element.isElement(n) && n.type === 'link' });
    case 'Format': {
      const level = /^h([1-6])$/.exec(String(value ?? ''))?.[1];
      if (!level) return setBlockType(editor, 'paragraph', false);
      setBlockType(editor, 'paragraph', false);
      setProps(editor, { type: 'heading', level: Number(level) }, { match: isTextBlock });
      return;
    }
    case 'FontSize':
    case 'FontColor': {
      ensureSelection(editor);
      const key = button === 'FontSize' ? 'fontSize' : 'color';
      const chosen = button === 'FontSize' ? Number(value) || undefined : String(value ?? '') || undefined;
      if (chosen === undefined) Editor.removeMark(editor, key);
      else Editor.addMark(editor, key, chosen);
      return;
    }
  }
}

/** Inserts inline nodes (images, attachments, mentions, emoji) at the cursor. */
export function insertInlines(editor: RichTextSlateEditor, nodes: RichTextInline[]): void {
  ensureSelection(editor);
  Transforms.insertNodes(editor, nodes);
  Transforms.move(editor);
}

/** Inserts a link around the selection, or a new linked text at the cursor. */
export function insertLink(editor: RichTextSlateEditor, url: string, text: string): void {
  ensureSelection(editor);
  if (editor.selection && Range.isExpanded(editor.selection) && !text) {
    Transforms.wrapNodes(editor, { type: 'link', url, children: [] }, { split: true });
    Transforms.collapse(editor, { edge: 'end' });
    return;
  }
  Transforms.insertNodes(editor, { type: 'link', url, children: [{ text: text || url }] });
  Transforms.move(editor);
}

/** Inserts an empty table of `rows` by `cols` after the current block, with a paragraph after it. */
export function insertTable(editor: RichTextSlateEditor, rows: number, cols: number): void {
  ensureSelection(editor);
  const table: RichTextBlock = {
    type: 'table',
    children: Array.from({ length: rows }, () => ({
      type: 'table-row' as const,
      children: Array.from({ length: cols }, () => ({
        type: 'table-cell' as const,
        children: [{ text: '' }],
      })),
    })),
  };
  const at = editor.selection ? [(editor.selection.anchor.path[0] ?? 0) + 1] : [editor.children.length];
  Transforms.insertNodes(editor, [table, { type: 'paragraph', children: [{ text: '' }] }], { at });
  Transforms.select(editor, Editor.start(editor, at));
}

/** Replaces the whole document (a new value from the host, or the source view), outside the undo history. */
export function replaceDocument(editor: RichTextSlateEditor, value: Descendant[]): void {
  HistoryEditor.withoutSaving(editor, () => {
    Editor.withoutNormalizing(editor, () => {
      Transforms.deselect(editor);
      for (let i = editor.children.length - 1; i >= 0; i -= 1) Transforms.removeNodes(editor, { at: [i] });
      Transforms.insertNodes(editor, value, { at: [0] });
    });
  });
}

/**
 * Appends blocks at the end of the document outside the history (the rest of a long document being
 * opened); answers the operations applied, so the change they make is known not to be the user's.
 */
export function appendOpeningBlocks(editor: RichTextSlateEditor, blocks: readonly Descendant[]): Set<object> {
  const applied = new Set<object>();
  if (blocks.length) addingInBulk(editor);
  HistoryEditor.withoutSaving(editor, () => {
    Editor.withoutNormalizing(editor, () => {
      for (const node of blocks) {
        const operation = { type: 'insert_node' as const, path: [editor.children.length], node };
        applied.add(operation);
        editor.apply(operation);
      }
    });
  });
  return applied;
}

/** Uploaded files as document nodes: images show the preview URL, attachments link the download (spec 7). */
export function filesToNodes(
  kind: 'image' | 'attachment',
  files: readonly UploadedFile[],
  flags: { mobile?: boolean; loginFree?: boolean },
): RichTextInline[] {
  return files.map((file): RichTextInline =>
    kind === 'image'
      ? {
          type: 'image',
          url: fileUrl(FILE_ENDPOINTS.preview, { ...flags, fileId: file.fileId }),
          alt: file.name,
          fileId: file.fileId,
          children: [{ text: '' }],
        }
      : {
          type: 'attachment',
          url: fileUrl(FILE_ENDPOINTS.download, { ...flags, fileId: file.fileId }),
          fileId: file.fileId,
          name: file.name,
          children: [{ text: '' }],
        },
  );
}
