// Rules of the rich-text editor (spec 5, 7, 9): toolbar, table size, defaults, safe URLs.
import { isSafeRichTextUrl } from '../shared/markup-url';

// the URL rule of every editor (rich text, markdown) lives in the kernel
export { isSafeRichTextUrl, type UrlUse } from '../shared/markup-url';

/** spec 5: the buttons of a simple toolbar (CKEditor names); any other button makes it full. */
export const RICH_TEXT_SIMPLE_BUTTONS = [
  'Bold',
  'Italic',
  'Underline',
  'Strike',
  'FontColor',
  'Link',
  'NumberedList',
  'BulletedList',
  'Emoji',
  'Image',
] as const;

/** Every toolbar button the editor offers, in the order of the default (full) toolbar. */
export const RICH_TEXT_BUTTONS = [
  'Undo',
  'Redo',
  'Format',
  'FontSize',
  'Bold',
  'Italic',
  'Underline',
  'Strike',
  'FontColor',
  'NumberedList',
  'BulletedList',
  'Blockquote',
  'CodeSnippet',
  'JustifyLeft',
  'JustifyCenter',
  'JustifyRight',
  'Outdent',
  'Indent',
  'Link',
  'Unlink',
  'Image',
  'Attachment',
  'Table',
  'Mention',
  'Emoji',
  'Source',
  'Maximize',
] as const;

/** A toolbar button name the editor knows. */
export type RichTextButton = (typeof RICH_TEXT_BUTTONS)[number];

/** Toolbar mode (spec 5): `simple` when every button is in {@link RICH_TEXT_SIMPLE_BUTTONS}. */
export type RichTextToolbarMode = 'full' | 'simple';

/** Where the toolbar is shown and how the suite is deployed. */
export interface RichTextToolbarOptions {
  /** A public (internet-facing) deployment: the Source button is removed. */
  publicDeployment?: boolean;
  /** The mobile skin: Maximize is removed. */
  mobile?: boolean;
}

/** The toolbar to show and its mode. */
export interface RichTextToolbar {
  buttons: string[];
  mode: RichTextToolbarMode;
}

const SIMPLE = new Set<string>(RICH_TEXT_SIMPLE_BUTTONS);
/** CKEditor toolbar separators and line breaks: they are layout, not buttons. */
const SEPARATORS = new Set(['-', '|', '/']);

/**
 * spec 5: the toolbar of a rich-text editor. Source is removed in a public deployment; desktop
 * always gains Maximize (once), mobile removes it; the mode is `full` when any remaining button is
 * outside {@link RICH_TEXT_SIMPLE_BUTTONS} (Maximize and separators do not count), else `simple`.
 */
export function richTextToolbar(
  buttons: readonly string[],
  { publicDeployment = false, mobile = false }: RichTextToolbarOptions = {},
): RichTextToolbar {
  const kept = buttons.filter(
    (button, index) =>
      button !== 'Maximize' &&
      !(publicDeployment && button === 'Source') &&
      // a button listed twice is shown once
      (SEPARATORS.has(button) || buttons.indexOf(button) === index),
  );
  if (!mobile) kept.push('Maximize');
  const full = kept.some((button) => button !== 'Maximize' && !SEPARATORS.has(button) && !SIMPLE.has(button));
  return { buttons: kept, mode: full ? 'full' : 'simple' };
}

/** spec 5: the most rows and the most columns of a table. */
export const RICH_TEXT_TABLE_MAX = 100;

/** spec 5: the message of a table size over the limit. */
export const TABLE_SIZE_MESSAGE = 'exceeded the maximum row and column count of 100, please re-enter';

/**
 * spec 5: `null` when a table of `rows` by `cols` may be inserted, else the message. Sizes must be
 * whole numbers from 1 to 100; anything else asks to re-enter.
 */
export function validateTableSize(rows: number, cols: number): string | null {
  const fits = (n: number) => Number.isInteger(n) && n >= 1 && n <= RICH_TEXT_TABLE_MAX;
  return fits(rows) && fits(cols) ? null : TABLE_SIZE_MESSAGE;
}

/** spec 9: defaults of the rich-text editor. */
export const RICH_TEXT_DEFAULTS = {
  /** Editor height in px. */
  height: 200,
  /** Smallest font size in px. */
  minFontSize: 12,
  /** Largest font size in px. */
  maxFontSize: 72,
  /** The font sizes the toolbar offers, px. */
  fontSizes: [12, 14, 16, 18, 20, 24, 28, 32, 36, 48, 60, 72],
  /** One indent level. */
  indent: '2em',
  /** Toolbar font size per platform. */
  toolbarFontSize: { desktop: 'var(--font-size-12)', mobile: 'var(--font-size-14)' },
} as const;

/** A font size within spec 9's range, rounded to whole px; `undefined` for anything unreadable. */
export function clampFontSize(px: number): number | undefined {
  if (!Number.isFinite(px) || px <= 0) return undefined;
  return Math.min(RICH_TEXT_DEFAULTS.maxFontSize, Math.max(RICH_TEXT_DEFAULTS.minFontSize, Math.round(px)));
}

/** Most indent levels a block takes. */
export const RICH_TEXT_MAX_INDENT = 8;

/**
 * A link the user typed, made safe: trimmed, `www.` and bare host names get `https://`; `null` when
 * the URL is empty or unsafe.
 */
export function normalizeLinkUrl(input: string): string | null {
  const url = input.trim();
  if (url === '') return null;
  const withScheme =
    /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('/') || url.startsWith('#') || url.startsWith('?')
      ? url
      : `https://${url}`;
  return isSafeRichTextUrl(withScheme) ? withScheme : null;
}

/**
 * spec 5: the placeholder's lines; more than one line turns the wrapped placeholder style on.
 */
export function richTextPlaceholder(placeholder: string | undefined): { lines: string[]; wrapped: boolean } {
  const lines = (placeholder ?? '').split(/\r?\n/);
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  return { lines, wrapped: lines.length > 1 };
}
