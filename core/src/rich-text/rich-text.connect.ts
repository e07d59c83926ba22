// The rich-text editor's view model: what each skin's toolbar, dialogs and frame show.
import type { SnapshotFrom } from 'xstate';
import type { ConnectEnv } from '../shared/connect';
import { connectRichTextDialog, type RichTextDialogView } from './rich-text.dialog.connect';
import { RICH_TEXT_DEFAULTS, richTextPlaceholder, type RichTextToolbarMode } from './rich-text.logic';
import type { RichTextEvent, richTextMachine } from './rich-text.machine';

// the dialogs' view parts live in their own connect; their names stay reachable here
export {
  RICH_TEXT_EMOJI,
  type RichTextDialogView,
  type RichTextEmojiDialog,
  type RichTextLinkDialog,
  type RichTextMentionDialog,
  type RichTextPersonView,
  type RichTextTableDialog,
  type RichTextUploadDialog,
} from './rich-text.dialog.connect';

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
  const dialog = connectRichTextDialog(snapshot, send, env);
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
