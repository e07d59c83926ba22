// The rich-text editor's dialogs (link, table, image or attachment upload, mention, emoji): the view
// part `connectRichText` composes for the dialog the machine has open.
import type { SnapshotFrom } from 'xstate';
import type { ConnectEnv } from '../shared/connect';
import type { UploadedFile } from '../upload';
import { RICH_TEXT_TABLE_MAX } from './rich-text.logic';
import type { MentionCandidate, RichTextEvent, richTextMachine } from './rich-text.machine';
import type { RichTextInline } from './rich-text.types';

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

/** The view of the dialog the editor has open, or null. */
export function connectRichTextDialog(
  snapshot: SnapshotFrom<typeof richTextMachine>,
  send: (event: RichTextEvent) => void,
  env: ConnectEnv,
): RichTextDialogView | null {
  const { context } = snapshot;
  const { t } = env;
  const flags = { mobile: context.mobile, loginFree: context.loginFree };
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
  return dialog;
}
