// The rich-text editor's view model: what each skin's toolbar, dialogs and frame show.
import type { SnapshotFrom } from 'xstate';
import type { ConnectEnv } from '../shared/connect';
import type { UploadedFile } from '../upload';
import {
  RICH_TEXT_DEFAULTS,
  RICH_TEXT_TABLE_MAX,
  richTextPlaceholder,
  type RichTextToolbarMode,
} from './rich-text.logic';
import type { MentionCandidate, RichTextEvent, richTextMachine } from './rich-text.machine';
import type { RichTextInline } from './rich-text.types';

/** Colours the FontColor button offers. */
export const RICH_TEXT_COLORS = [
  '#000000',
  '#595959',
  '#d4380d',
  '#d48806',
  '#389e0d',
  '#0958d9',
  '#531dab',
  '#c41d7f',
] as const;

/** Emoji the Emoji button offers. */
export const RICH_TEXT_EMOJI = [
  '😀',
  '😂',
  '😊',
  '😍',
  '🤔',
  '😢',
  '😡',
  '👍',
  '👏',
  '🙏',
  '🎉',
  '❤️',
  '🔥',
  '✅',
  '❌',
  '⭐',
] as const;

/** How a toolbar button is shown. */
export type RichTextButtonKind = 'toggle' | 'action' | 'select' | 'color' | 'separator';

const TOGGLES = new Set([
  'Bold',
  'Italic',
  'Underline',
  'Strike',
  'NumberedList',
  'BulletedList',
  'Blockquote',
  'CodeSnippet',
  'JustifyLeft',
  'JustifyCenter',
  'JustifyRight',
  'Source',
  'Maximize',
]);

/** A choice of a select button. */
export interface RichTextOption {
  value: string;
  label: string;
}

/** One toolbar button. */
export interface RichTextButtonView {
  /** CKEditor name. */
  name: string;
  kind: RichTextButtonKind;
  /** Accessible label and tooltip. */
  label: string;
  testId: string;
  /** Choices of a select or colour button. */
  options: RichTextOption[];
  /** The button is pressed regardless of the selection (Source, Maximize). */
  on: boolean;
  disabled: boolean;
  /** Press it (with the chosen value for selects and colours). */
  press(value?: string | number): void;
}

interface DialogBase {
  title: string;
  okLabel: string;
  cancelLabel: string;
  cancel(): void;
}

/** The link dialog. */
export interface RichTextLinkDialog extends DialogBase {
  kind: 'link';
  url: string;
  text: string;
  urlLabel: string;
  textLabel: string;
  /** Set when the URL is empty or unsafe. */
  error: string | null;
  setUrl(url: string): void;
  setText(text: string): void;
  submit(): void;
}

/** The table dialog (spec 5: at most 100 rows and columns). */
export interface RichTextTableDialog extends DialogBase {
  kind: 'table';
  rows: number;
  cols: number;
  rowsLabel: string;
  colsLabel: string;
  max: number;
  error: string | null;
  setRows(rows: number): void;
  setCols(cols: number): void;
  submit(): void;
}

/** The image or attachment dialog: an upload field with the rich-text upload parameters (spec 7). */
export interface RichTextUploadDialog extends DialogBase {
  kind: 'image' | 'attachment';
  hint: string;
  /** Platform flags the upload URL is built from (spec 7). */
  flags: { mobile: boolean; loginFree: boolean };
  /** Inserts the uploaded files (images or attachment links). */
  insert(files: readonly UploadedFile[]): void;
}

/** One person of the mention dialog. */
export interface RichTextPersonView extends MentionCandidate {
  pick(): void;
}

/** The mention dialog, over the browser's people search. */
export interface RichTextMentionDialog extends DialogBase {
  kind: 'mention';
  keyword: string;
  searchLabel: string;
  status: 'loading' | 'ready' | 'error';
  people: RichTextPersonView[];
  emptyText: string;
  errorText: string;
  retryLabel: string;
  search(keyword: string): void;
  retry(): void;
}

/** The emoji picker. */
export interface RichTextEmojiDialog extends DialogBase {
  kind: 'emoji';
  emoji: { char: string; pick(): void }[];
}

export type RichTextDialogView =
  | RichTextLinkDialog
  | RichTextTableDialog
  | RichTextUploadDialog
  | RichTextMentionDialog
  | RichTextEmojiDialog;

/** What both skins render for a rich-text editor. */
export interface RichTextView {
  mode: RichTextToolbarMode;
  toolbar: RichTextButtonView[];
  toolbarLabel: string;
  editorLabel: string;
  readOnly: boolean;
  maximized: boolean;
  /** Height of the editing area in px (spec 9). */
  height: number;
  /** CSS font size of the toolbar (spec 9). */
  toolbarFontSize: string;
  /** Indent of one level (spec 9). */
  indent: string;
  placeholder: { lines: string[]; wrapped: boolean };
  /** The HTML source view, when open. */
  source: { html: string; label: string; change(html: string): void } | null;
  dialog: RichTextDialogView | null;
  /** A long paste still being read into the document (shown once it takes a while). */
  paste: { label: string; percent: number } | null;
  /** Pictures of a paste being uploaded, or the number the upload refused (left out of the document). */
  pastedImages: { label: string; refused: boolean } | null;
}

type Snapshot = SnapshotFrom<typeof richTextMachine>;

/** The view model of the rich-text editor. */
export function connectRichText(
  snapshot: Snapshot,
  send: (event: RichTextEvent) => void,
  env: ConnectEnv,
): RichTextView {
  const { context } = snapshot;
  const { t } = env;
  const flags = { mobile: context.mobile, loginFree: context.loginFree };
  const options = (name: string): RichTextOption[] => {
    if (name === 'Format')
      return [
        { value: 'paragraph', label: t('rich-text.format.paragraph') },
        ...[1, 2, 3, 4, 5, 6].map((level) => ({
          value: `h${level}`,
          label: t('rich-text.format.heading', { level }),
        })),
      ];
    if (name === 'FontSize')
      return [
        { value: '', label: t('rich-text.fontSize.default') },
        ...RICH_TEXT_DEFAULTS.fontSizes.map((px) => ({ value: String(px), label: `${px}px` })),
      ];
    if (name === 'FontColor') return RICH_TEXT_COLORS.map((color) => ({ value: color, label: color }));
    return [];
  };
  const kindOf = (name: string): RichTextButtonKind => {
    if (name === '-' || name === '|' || name === '/') return 'separator';
    if (name === 'Format' || name === 'FontSize') return 'select';
    if (name === 'FontColor') return 'color';
    return TOGGLES.has(name) ? 'toggle' : 'action';
  };
  const toolbar = context.toolbar.buttons.map((name, index): RichTextButtonView => {
    const on = (name === 'Maximize' && context.maximized) || (name === 'Source' && context.source !== null);
    const label =
      name === 'Maximize' && context.maximized ? t('rich-text.button.Restore') : buttonLabel(name, env);
    const always = name === 'Maximize' || name === 'Source';
    return {
      name,
      kind: kindOf(name),
      label,
      testId: `rich-text-button-${name === '-' || name === '|' || name === '/' ? `separator-${index}` : name}`,
      options: options(name),
      on,
      disabled: !always && (context.readOnly || context.source !== null),
      press: (value) => send({ type: 'PRESS', button: name, value }),
    };
  });
  const base = {
    okLabel: t('rich-text.ok'),
    cancelLabel: t('rich-text.cancel'),
    cancel: () => send({ type: 'CANCEL' }),
  };
  const insert = (nodes: RichTextInline[]) => send({ type: 'INSERT', nodes });
  let dialog: RichTextDialogView | null = null;
  const open = context.dialog;
  if (open?.kind === 'link')
    dialog = {
      ...base,
      kind: 'link',
      title: t('rich-text.link.title'),
      url: open.url,
      text: open.text,
      urlLabel: t('rich-text.link.url'),
      textLabel: t('rich-text.link.text'),
      error: open.error ? t('rich-text.link.unsafe') : null,
      setUrl: (url) => send({ type: 'LINK.CHANGE', url }),
      setText: (text) => send({ type: 'LINK.CHANGE', text }),
      submit: () => send({ type: 'SUBMIT' }),
    };
  else if (open?.kind === 'table')
    dialog = {
      ...base,
      kind: 'table',
      title: t('rich-text.table.title'),
      rows: open.rows,
      cols: open.cols,
      rowsLabel: t('rich-text.table.rows'),
      colsLabel: t('rich-text.table.cols'),
      max: RICH_TEXT_TABLE_MAX,
      error: open.error ? t('rich-text.table.exceeded') : null,
      setRows: (rows) => send({ type: 'TABLE.CHANGE', rows }),
      setCols: (cols) => send({ type: 'TABLE.CHANGE', cols }),
      submit: () => send({ type: 'SUBMIT' }),
    };
  else if (open?.kind === 'image' || open?.kind === 'attachment') {
    const kind = open.kind;
    dialog = {
      ...base,
      kind,
      title: t(kind === 'image' ? 'rich-text.image.title' : 'rich-text.attachment.title'),
      hint: t('rich-text.upload.hint'),
      flags,
      insert: (files) => send({ type: 'FILES', kind, files: [...files] }),
    };
  } else if (open?.kind === 'mention')
    dialog = {
      ...base,
      kind: 'mention',
      title: t('rich-text.mention.title'),
      keyword: open.keyword,
      searchLabel: t('rich-text.mention.search'),
      status:
        context.peopleStatus === 'error' ? 'error' : context.peopleStatus === 'ready' ? 'ready' : 'loading',
      people: context.people.map((person) => ({
        ...person,
        pick: () => insert([{ type: 'mention', id: person.id, name: person.name, children: [{ text: '' }] }]),
      })),
      emptyText: t('rich-text.mention.empty'),
      errorText: t('rich-text.mention.error'),
      retryLabel: t('rich-text.retry'),
      search: (keyword) => send({ type: 'MENTION.SEARCH', keyword }),
      retry: () => send({ type: 'MENTION.RETRY' }),
    };
  else if (open?.kind === 'emoji')
    dialog = {
      ...base,
      kind: 'emoji',
      title: t('rich-text.emoji.title'),
      emoji: RICH_TEXT_EMOJI.map((char) => ({ char, pick: () => insert([{ text: char }]) })),
    };
  return {
    mode: context.toolbar.mode,
    toolbar,
    toolbarLabel: t('rich-text.toolbar'),
    editorLabel: t('rich-text.editor'),
    readOnly: context.readOnly,
    maximized: context.maximized,
    height: RICH_TEXT_DEFAULTS.height,
    toolbarFontSize: RICH_TEXT_DEFAULTS.toolbarFontSize[env.platform],
    indent: RICH_TEXT_DEFAULTS.indent,
    placeholder: richTextPlaceholder(context.placeholder ?? t('rich-text.placeholder')),
    source:
      context.source === null
        ? null
        : {
            html: context.source,
            label: t('rich-text.source.label'),
            change: (html) => send({ type: 'SOURCE.CHANGE', html }),
          },
    dialog,
    paste: context.paste
      ? {
          label: t('rich-text.paste.progress', { percent: context.paste.percent }),
          percent: context.paste.percent,
        }
      : null,
    pastedImages: context.pastedImages.uploading
      ? {
          label: t('rich-text.paste.imagesUploading', { count: context.pastedImages.uploading }),
          refused: false,
        }
      : context.pastedImages.refused
        ? {
            label: t('rich-text.paste.imagesRefused', { count: context.pastedImages.refused }),
            refused: true,
          }
        : null,
  };
}

function buttonLabel(name: string, env: ConnectEnv): string {
  const key = `rich-text.button.${name}` as Parameters<ConnectEnv['t']>[0];
  const text = env.t(key);
  // an unknown button keeps its name rather than showing a message key
  return text === key ? name : text;
}
