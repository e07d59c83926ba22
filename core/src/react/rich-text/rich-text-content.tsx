// The editing surface both skins share: slate's Editable rendering core's document value. Skins
// wrap it in their own frame and toolbar.
import {
  createContext,
  memo,
  useCallback,
  useContext,
  useMemo,
  type ClipboardEvent,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import {
  Editable,
  ReactEditor,
  Slate,
  type RenderChunkProps,
  type RenderElementProps,
  type RenderLeafProps,
  type RenderPlaceholderProps,
} from 'slate-react';
import type { Descendant } from 'slate';
import { RICH_TEXT_DEFAULTS, type RichTextAlign, type RichTextImage } from '../../rich-text';
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
  return (
    <div {...attributes} style={lowest ? chunkStyle : undefined}>
      {children}
    </div>
  );
}
const chunkStyle: CSSProperties = { contentVisibility: 'auto', containIntrinsicSize: 'auto 2000px' };

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
