// The rich-text document as plain data, in the shape slate edits (nodes with `children`, text
// leaves with marks). Core never imports slate: these types describe the value, slate renders it.

/** Horizontal alignment of a block. */
export type RichTextAlign = 'left' | 'center' | 'right' | 'justify';

/** A run of text with its marks. */
export interface RichTextText {
  text: string;
  bold?: true;
  italic?: true;
  underline?: true;
  strike?: true;
  /** CSS colour (`#rrggbb`, `rgb(...)` or a colour name). */
  color?: string;
  /** Font size in px (spec 9: 12 to 72). */
  fontSize?: number;
}

/** The marks a text run can carry. */
export type RichTextMark = 'bold' | 'italic' | 'underline' | 'strike';

/** Alignment and indent levels (spec 9: one level is 2em) of a text block. */
export interface RichTextBlockStyle {
  align?: RichTextAlign;
  /** Indent levels, 1 or more. */
  indent?: number;
  /** First-line indent levels (`text-indent`, 2em each: the usual indent of Chinese documents). */
  firstLineIndent?: number;
}

export interface RichTextParagraph extends RichTextBlockStyle {
  type: 'paragraph';
  children: RichTextInline[];
}

export interface RichTextHeading extends RichTextBlockStyle {
  type: 'heading';
  level: 1 | 2 | 3 | 4 | 5 | 6;
  children: RichTextInline[];
}

export interface RichTextQuote extends RichTextBlockStyle {
  type: 'quote';
  children: RichTextInline[];
}

/** Preformatted code: one text run, line breaks kept. */
export interface RichTextCode {
  type: 'code';
  children: RichTextText[];
}

export interface RichTextList extends RichTextBlockStyle {
  type: 'bulleted-list' | 'numbered-list';
  children: RichTextListItem[];
}

export interface RichTextListItem {
  type: 'list-item';
  children: RichTextInline[];
}

export interface RichTextTable {
  type: 'table';
  children: RichTextTableRow[];
}

export interface RichTextTableRow {
  type: 'table-row';
  children: RichTextTableCell[];
}

export interface RichTextTableCell {
  type: 'table-cell';
  /** A header cell (`<th>`). */
  header?: true;
  children: RichTextInline[];
}

/** A link around text; `url` is always a safe URL. */
export interface RichTextLink {
  type: 'link';
  url: string;
  children: RichTextText[];
}

/** An image (inline, void); `url` is a safe URL (http(s), relative or `data:image/...`). */
export interface RichTextImage {
  type: 'image';
  url: string;
  alt?: string;
  fileId?: string;
  /** Width in px, when set. */
  width?: number;
  /**
   * A pasted picture on its way through the upload (issue 39): its data URL is kept out of the
   * document (`url` is empty) until the upload answers with the file.
   */
  uploading?: string;
  children: [RichTextText];
}

/** An uploaded file linked in the text (inline, void). */
export interface RichTextAttachment {
  type: 'attachment';
  url: string;
  fileId: string;
  name: string;
  children: [RichTextText];
}

/** A person mentioned with `@` (inline, void), picked through a browser. */
export interface RichTextMention {
  type: 'mention';
  id: string;
  name: string;
  children: [RichTextText];
}

/** What a text block holds. */
export type RichTextInline =
  RichTextText | RichTextLink | RichTextImage | RichTextAttachment | RichTextMention;

/** A top-level block of the document. */
export type RichTextBlock =
  RichTextParagraph | RichTextHeading | RichTextQuote | RichTextCode | RichTextList | RichTextTable;

/** Every element kind of the document. */
export type RichTextElement =
  | RichTextBlock
  | RichTextListItem
  | RichTextTableRow
  | RichTextTableCell
  | RichTextLink
  | RichTextImage
  | RichTextAttachment
  | RichTextMention;

/** A whole document: at least one block. */
export type RichTextValue = RichTextBlock[];

/** A browser window (or jsdom's) to parse and sanitise HTML with (the kernel's sanitiser defines it). */
export type { HtmlWindow } from '../shared/sanitize-html';
