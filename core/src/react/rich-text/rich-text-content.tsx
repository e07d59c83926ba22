// The editing surface both skins share: slate's Editable rendering core's document value. Skins
// wrap it in their own frame and toolbar.
import {
  createContext,
  isValidElement,
  memo,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import {
  Editable,
  ReactEditor,
  Slate,
  useSlate,
  useSlateSelector,
  useSlateStatic,
  type RenderChunkProps,
  type RenderElementProps,
  type RenderLeafProps,
  type RenderPlaceholderProps,
} from 'slate-react';
import type { Descendant, Editor } from 'slate';
import { RICH_TEXT_DEFAULTS, type RichTextAlign, type RichTextImage } from '../../rich-text';
import { addedInBulkRendered, isAddingInBulk, lastAddedInBulk } from './slate-commands';
import type { RichTextSlateEditor } from './slate-types';

// links and mentions in the theme's link colour: antd's on desktop, antd-mobile's primary on mobile
const LINK_COLOUR = 'var(--ant-color-link, var(--adm-color-primary))';

function blockStyle(element: {
  align?: RichTextAlign;
  indent?: number;
  firstLineIndent?: number;
}): CSSProperties {
  const style: CSSProperties = {};
  if (element.align) style.textAlign = element.align;
  if (element.indent) style.marginLeft = `calc(${RICH_TEXT_DEFAULTS.indent} * ${element.indent})`;
  if (element.firstLineIndent)
    style.textIndent = `calc(${RICH_TEXT_DEFAULTS.indent} * ${element.firstLineIndent})`;
  return style;
}

/** How an image of the document opens its preview (slate's renderElement takes no extra props). */
const ImagePreviewContext = createContext<{
  open(element: RichTextImage): void;
  label(alt?: string): string;
} | null>(null);

// a bare button around the picture (the browser's focus ring kept for keyboard users)
const imageButton: CSSProperties = {
  padding: 0,
  margin: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  maxWidth: '100%',
  verticalAlign: 'bottom',
  cursor: 'zoom-in',
};

function RichTextImageView({
  attributes,
  children,
  element,
}: RenderElementProps & { element: RichTextImage }) {
  const preview = useContext(ImagePreviewContext);
  if (!element.url)
    // a pasted picture on its way through the upload: its place, not its base64 text
    return (
      <span {...attributes} data-testid="rich-text-image-uploading">
        <span
          contentEditable={false}
          aria-busy="true"
          style={{
            display: 'inline-block',
            width: element.width ?? 48,
            maxWidth: '100%',
            height: 32,
            verticalAlign: 'bottom',
            background: '#f0f0f0',
            borderRadius: 4,
          }}
        />
        {children}
      </span>
    );
  const image = (
    <img
      src={element.url}
      alt={element.alt ?? ''}
      width={element.width}
      style={{ maxWidth: '100%', verticalAlign: 'bottom' }}
    />
  );
  return (
    <span {...attributes} data-testid="rich-text-image">
      <span contentEditable={false}>
        {preview ? (
          // spec 8: a click previews the image with the image viewer
          <button
            type="button"
            style={imageButton}
            aria-label={preview.label(element.alt)}
            data-testid="rich-text-image-open"
            onClick={(event) => {
              event.preventDefault();
              preview.open(element);
            }}
          >
            {image}
          </button>
        ) : (
          image
        )}
      </span>
      {children}
    </span>
  );
}

function RichTextElementView({ attributes, children, element }: RenderElementProps) {
  switch (element.type) {
    case 'heading': {
      const Tag = `h${element.level}` as const;
      return (
        <Tag {...attributes} style={blockStyle(element)}>
          {children}
        </Tag>
      );
    }
    case 'quote':
      return (
        <blockquote
          {...attributes}
          style={{
            ...blockStyle(element),
            borderLeft: '3px solid #d9d9d9',
            margin: '8px 0',
            paddingLeft: 12,
          }}
        >
          {children}
        </blockquote>
      );
    case 'code':
      return (
        <pre {...attributes} style={{ background: '#f5f5f5', padding: 8, whiteSpace: 'pre-wrap' }}>
          <code>{children}</code>
        </pre>
      );
    case 'bulleted-list':
      return (
        <ul {...attributes} style={blockStyle(element)}>
          {children}
        </ul>
      );
    case 'numbered-list':
      return (
        <ol {...attributes} style={blockStyle(element)}>
          {children}
        </ol>
      );
    case 'list-item':
      return <li {...attributes}>{children}</li>;
    case 'table':
      return (
        <table
          {...attributes}
          style={{ borderCollapse: 'collapse', width: '100%', margin: '8px 0' }}
          data-testid="rich-text-table"
        >
          <tbody>{children}</tbody>
        </table>
      );
    case 'table-row':
      return <tr {...attributes}>{children}</tr>;
    case 'table-cell': {
      const Cell = element.header ? 'th' : 'td';
      return (
        <Cell {...attributes} style={{ border: '1px solid #d9d9d9', padding: '4px 8px', minWidth: 40 }}>
          {children}
        </Cell>
      );
    }
    case 'link':
      return (
        <a
          {...attributes}
          href={element.url}
          rel="noopener noreferrer"
          style={{ color: LINK_COLOUR }}
          onClick={(event) => event.preventDefault()}
        >
          {children}
        </a>
      );
    case 'image':
      return (
        <RichTextImageView attributes={attributes} element={element}>
          {children}
        </RichTextImageView>
      );
    case 'attachment':
      return (
        <span {...attributes} data-testid="rich-text-attachment">
          <a
            contentEditable={false}
            href={element.url || undefined}
            rel="noopener noreferrer"
            style={{ padding: '0 4px', color: LINK_COLOUR }}
          >
            📎 {element.name}
          </a>
          {children}
        </span>
      );
    case 'mention':
      return (
        <span {...attributes} data-testid="rich-text-mention">
          <span contentEditable={false} style={{ color: LINK_COLOUR }}>
            @{element.name}
          </span>
          {children}
        </span>
      );
    default:
      return (
        <p {...attributes} style={{ ...blockStyle(element), margin: '0 0 8px' }}>
          {children}
        </p>
      );
  }
}

function RichTextLeafView({ attributes, children, leaf }: RenderLeafProps) {
  let content = children;
  if (leaf.bold) content = <strong>{content}</strong>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.underline) content = <u>{content}</u>;
  if (leaf.strike) content = <s>{content}</s>;
  return (
    <span {...attributes} style={{ color: leaf.color, fontSize: leaf.fontSize }}>
      {content}
    </span>
  );
}

/**
 * One of slate-react's chunks of the document: the lowest ones are skipped by layout and paint while
 * off screen (content-visibility, as slate's huge-document example does), keeping their last size.
 */
function RichTextChunkView({ attributes, children, lowest }: RenderChunkProps) {
  if (lowest) return <LowestChunk attributes={attributes}>{children}</LowestChunk>;
  return <div {...attributes}>{children}</div>;
}
const chunkStyle: CSSProperties = { contentVisibility: 'auto', containIntrinsicSize: 'auto 2000px' };
// a chunk not rendered yet keeps the place a rendered one is given before it is laid out
const pendingStyle: CSSProperties = { height: 2000 };

/** What slate-react's chunk element carries: the chunk, whose leaves are the document's blocks. */
interface ChunkShape {
  children: readonly { type: string; node?: unknown }[];
}

/** The chunk of slate-react's chunk tree that `children` renders, when it has the expected shape. */
function chunkOf(children: ReactNode): ChunkShape | null {
  if (!isValidElement<{ ancestor?: Partial<ChunkShape> }>(children)) return null;
  const chunk = children.props.ancestor;
  return chunk && Array.isArray(chunk.children) ? (chunk as ChunkShape) : null;
}

/** Whether the selection starts or ends in one of the chunk's blocks. */
function holdsSelection(chunk: ChunkShape | null, editor: Editor): boolean {
  const { selection } = editor;
  if (!chunk || !selection) return false;
  const anchor = editor.children[selection.anchor.path[0] ?? -1];
  const focus = editor.children[selection.focus.path[0] ?? -1];
  return chunk.children.some(
    (leaf) => leaf.node !== undefined && (leaf.node === anchor || leaf.node === focus),
  );
}

/** Chunks of an editor waiting to be rendered, one a task, in the order they came. */
interface ChunkQueue {
  editor: RichTextSlateEditor;
  waiting: Set<() => void>;
  timer?: ReturnType<typeof setTimeout>;
}
const chunkQueues = new WeakMap<Editor, ChunkQueue>();

/** A chunk shown by the queue that is not rendered after this long lets the next one go (ms). */
const CHUNK_RENDER_WAIT = 100;

/** Chunks out of view wait while blocks are still being added in bulk, until this long after (ms). */
const CHUNK_QUIET = 50;

/** Renders the next waiting chunk in a task of its own (`delay` ms from now). */
function nextChunk(queue: ChunkQueue, delay: number): void {
  clearTimeout(queue.timer);
  queue.timer = undefined;
  if (!queue.waiting.size) return;
  queue.timer = setTimeout(() => {
    queue.timer = undefined;
    // the reading of a paste or a long document goes first: its end is what the user waits for
    const busy = lastAddedInBulk(queue.editor) + CHUNK_QUIET - performance.now();
    if (busy > 0) return nextChunk(queue, busy);
    const [show] = queue.waiting;
    if (!show) return;
    queue.waiting.delete(show);
    show();
    // the next one follows once this one is rendered (chunkRendered), not in the same render
    nextChunk(queue, CHUNK_RENDER_WAIT);
  }, delay);
}

/** Queues a chunk's rendering; answers the function that takes it off the queue again. */
function queueChunk(editor: RichTextSlateEditor, show: () => void): () => void {
  let queue = chunkQueues.get(editor);
  if (!queue) chunkQueues.set(editor, (queue = { editor, waiting: new Set() }));
  const { waiting } = queue;
  waiting.add(show);
  if (queue.timer === undefined) nextChunk(queue, 0);
  return () => {
    waiting.delete(show);
    if (!waiting.size && queue) nextChunk(queue, 0);
  };
}

/** A chunk is rendered: the next waiting one is rendered in the next task. */
function chunkRendered(editor: Editor): void {
  const queue = chunkQueues.get(editor);
  if (queue) nextChunk(queue, 0);
}

/**
 * A lowest chunk (at most `RICH_TEXT_CHUNK_SIZE` blocks). One created by blocks added in bulk (a long
 * document's rest, a large paste) is rendered after the task that added it: at once when it comes
 * into view, else as a transition of its own after the chunks queued before it, so adding 4 000
 * blocks does not render them all in one long task (issue 39). A chunk that holds the selection
 * renders at once.
 */
function LowestChunk({ attributes, children }: Pick<RenderChunkProps, 'attributes' | 'children'>) {
  const editor = useSlateStatic() as RichTextSlateEditor;
  const chunk = chunkOf(children);
  const [shown, setShown] = useState(() => !isAddingInBulk(editor));
  const selected = useSlateSelector((current) => !shown && holdsSelection(chunk, current));
  // once it has held the selection it stays rendered
  if (selected && !shown) setShown(true);
  const visible = shown || selected;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (visible) {
      chunkRendered(editor);
      return;
    }
    const show = () => setShown(true);
    // one rendered from the queue (out of view) is a transition: React renders it in slices, so a
    // chunk of tables and long paragraphs never holds the page's thread for long (issue 39). One that
    // comes into view renders at once: sliced, it was thrown away and begun again by each change a
    // paste still makes, and the reader waited longer for what they look at.
    const dequeue = queueChunk(editor, () => startTransition(show));
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return dequeue;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      dequeue();
      show();
    });
    observer.observe(element);
    return () => {
      dequeue();
      observer.disconnect();
    };
  }, [visible, editor]);
  if (!visible)
    return (
      <div
        {...attributes}
        ref={ref}
        contentEditable={false}
        aria-busy="true"
        data-rich-text-pending=""
        style={pendingStyle}
      />
    );
  return (
    <div {...attributes} style={chunkStyle}>
      {children}
    </div>
  );
}

/** Ends the bulk adding of blocks once the document is rendered with them (the chunks read it on mount). */
function BulkAddedRendered() {
  const editor = useSlate() as RichTextSlateEditor;
  useEffect(() => addedInBulkRendered(editor));
  return null;
}

/** Props of {@link RichTextContent}. */
export interface RichTextContentProps {
  editor: RichTextSlateEditor;
  initialValue: Descendant[];
  onChange(): void;
  readOnly: boolean;
  placeholder: { lines: string[]; wrapped: boolean };
  /** Accessible name of the editing area. */
  label: string;
  /** Height of the editing area (px), or `'100%'` when maximized. */
  height: number | string;
  onKeyDown?(event: KeyboardEvent<HTMLDivElement>): void;
  /** Previews a clicked image (spec 8); without it images are not clickable. */
  onOpenImage?(element: RichTextImage): void;
  /** Accessible name of an image's preview control. */
  imageLabel?(alt?: string): string;
}

/**
 * The editing surface: slate over core's document, with the wrapped multi-line placeholder (spec 5).
 * Memoised: the hook keeps its props while the user types, so the toolbar's state re-renders the
 * toolbar and not the document.
 */
export const RichTextContent = memo(function RichTextContent({
  editor,
  initialValue,
  onChange,
  readOnly,
  placeholder,
  label,
  height,
  onKeyDown,
  onOpenImage,
  imageLabel,
}: RichTextContentProps) {
  const imagePreview = useMemo(
    () => (onOpenImage ? { open: onOpenImage, label: imageLabel ?? ((alt?: string) => alt ?? '') } : null),
    [onOpenImage, imageLabel],
  );
  // one function per wrapped style: slate re-renders every element whose renderPlaceholder changed,
  // so a new function on each render would redraw a 50-page document on every keystroke
  const { wrapped } = placeholder;
  const renderPlaceholder = useCallback(
    ({ attributes, children }: RenderPlaceholderProps) => (
      <span
        {...attributes}
        data-testid="rich-text-placeholder"
        data-wrapped={wrapped || undefined}
        style={{
          ...attributes.style,
          whiteSpace: wrapped ? 'pre-wrap' : undefined,
          color: '#8c8c8c',
          opacity: 1,
        }}
      >
        {children}
      </span>
    ),
    [wrapped],
  );
  // A paste with HTML (Word, web pages) always goes through the editor's insertData, which reads it
  // with htmlToSlate (sanitizeHtml's profile first): slate's own handler leaves it to the
  // beforeinput event in Chromium, which a paste dispatched by a script or an extension never fires.
  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    if (readOnly || !event.clipboardData.types.includes('text/html')) return;
    if (!ReactEditor.hasEditableTarget(editor, event.target)) return;
    event.preventDefault();
    ReactEditor.insertData(editor, event.clipboardData);
  };
  return (
    <ImagePreviewContext.Provider value={imagePreview}>
      <Slate editor={editor} initialValue={initialValue} onChange={onChange}>
        <BulkAddedRendered />
        <Editable
          data-testid="rich-text-content"
          aria-label={label}
          aria-multiline
          readOnly={readOnly}
          placeholder={placeholder.lines.join('\n')}
          renderPlaceholder={renderPlaceholder}
          renderElement={RichTextElementView}
          renderLeaf={RichTextLeafView}
          renderChunk={RichTextChunkView}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          style={{
            minHeight: height,
            height: typeof height === 'string' ? height : undefined,
            overflowY: 'auto',
            padding: '8px 12px',
            outline: 'none',
          }}
        />
      </Slate>
    </ImagePreviewContext.Provider>
  );
});
