// The editor's chrome as a machine: toolbar presses, dialogs (link, table, image, attachment,
// mention, emoji), maximize and the source view. The document itself lives in the editing library
// (slate); the machine tells it what to do through emitted `command` and `insert` events.
import { assign, emit, fromPromise, setup } from 'xstate';
import {
  normalizeLinkUrl,
  richTextToolbar,
  validateTableSize,
  type RichTextToolbar,
} from './rich-text.logic';
import type { UploadedFile } from '../upload';
import type { RichTextInline } from './rich-text.types';

/** A person a mention can name, as the browser (object picker) answers. */
export interface MentionCandidate {
  id: string;
  name: string;
  /** Department or other second line. */
  description?: string;
}

/** Input of {@link richTextMachine}. */
export interface RichTextInput {
  /** Toolbar buttons (CKEditor names); default the full set. */
  buttons: readonly string[];
  publicDeployment?: boolean;
  mobile?: boolean;
  readOnly?: boolean;
  /** The page is opened without a login (uploaded files are read from /papi). */
  loginFree?: boolean;
  /** Placeholder text; several lines turn the wrapped style on (spec 5). */
  placeholder?: string;
}

/** A dialog the toolbar opened. */
export type RichTextDialog =
  | { kind: 'link'; url: string; text: string; error: boolean }
  | { kind: 'table'; rows: number; cols: number; error: string | null }
  | { kind: 'image' | 'attachment' }
  | { kind: 'mention'; keyword: string }
  | { kind: 'emoji' };

export interface RichTextContext {
  toolbar: RichTextToolbar;
  mobile: boolean;
  loginFree: boolean;
  placeholder?: string;
  readOnly: boolean;
  maximized: boolean;
  /** The HTML source view is open with this text. */
  source: string | null;
  dialog: RichTextDialog | null;
  people: MentionCandidate[];
  peopleStatus: 'idle' | 'loading' | 'ready' | 'error';
  /** A long paste being read into the document: how far it is (shown once it takes a while). */
  paste: { percent: number } | null;
  /** Pictures of a paste (data URLs) going through the upload, and those the upload refused. */
  pastedImages: { uploading: number; refused: number };
}

export type RichTextEvent =
  | { type: 'PRESS'; button: string; value?: string | number }
  | { type: 'SOURCE.OPEN'; html: string }
  | { type: 'SOURCE.CHANGE'; html: string }
  | { type: 'LINK.CHANGE'; url?: string; text?: string }
  | { type: 'TABLE.CHANGE'; rows?: number; cols?: number }
  | { type: 'MENTION.SEARCH'; keyword: string }
  | { type: 'MENTION.RETRY' }
  | { type: 'SUBMIT' }
  | { type: 'INSERT'; nodes: RichTextInline[] }
  | { type: 'FILES'; kind: 'image' | 'attachment'; files: UploadedFile[] }
  | { type: 'CANCEL' }
  | { type: 'READONLY.SET'; readOnly: boolean }
  | { type: 'PASTE.PROGRESS'; percent: number | null }
  | { type: 'PASTE.IMAGES'; uploading: number; refused: number };

/** What the editing library must do. */
export type RichTextEmitted =
  | { type: 'command'; button: string; value?: string | number }
  | { type: 'insert'; nodes: RichTextInline[] }
  | { type: 'files'; kind: 'image' | 'attachment'; files: UploadedFile[] }
  | { type: 'table'; rows: number; cols: number }
  | { type: 'link'; url: string; text: string }
  | { type: 'source'; html: string };

const DIALOG_BUTTONS: Record<string, RichTextDialog['kind']> = {
  Link: 'link',
  Table: 'table',
  Image: 'image',
  Attachment: 'attachment',
  Mention: 'mention',
  Emoji: 'emoji',
};

function dialogFor(kind: RichTextDialog['kind']): RichTextDialog {
  switch (kind) {
    case 'link':
      return { kind, url: '', text: '', error: false };
    case 'table':
      return { kind, rows: 3, cols: 3, error: null };
    case 'mention':
      return { kind, keyword: '' };
    default:
      return { kind };
  }
}

/** The rich-text editor's chrome. `searchPeople` (the browser) must be provided for mentions. */
export const richTextMachine = setup({
  types: {
    input: {} as RichTextInput,
    context: {} as RichTextContext,
    events: {} as RichTextEvent,
    emitted: {} as RichTextEmitted,
  },
  actors: {
    searchPeople: fromPromise<MentionCandidate[], { keyword: string }>(() =>
      Promise.reject(new Error('provide the searchPeople actor')),
    ),
  },
  guards: {
    opensDialog: ({ context, event }) =>
      !context.readOnly && event.type === 'PRESS' && event.button in DIALOG_BUTTONS,
    isMention: ({ event }) => event.type === 'PRESS' && event.button === 'Mention',
  },
}).createMachine({
  id: 'richText',
  context: ({ input }) => ({
    toolbar: richTextToolbar(input.buttons, {
      publicDeployment: input.publicDeployment,
      mobile: input.mobile,
    }),
    mobile: input.mobile ?? false,
    loginFree: input.loginFree ?? false,
    placeholder: input.placeholder,
    readOnly: input.readOnly ?? false,
    maximized: false,
    source: null,
    dialog: null,
    people: [],
    peopleStatus: 'idle',
    paste: null,
    pastedImages: { uploading: 0, refused: 0 },
  }),
  on: {
    'READONLY.SET': { actions: assign({ readOnly: ({ event }) => event.readOnly, dialog: null }) },
    'SOURCE.CHANGE': {
      actions: assign({ source: ({ context, event }) => (context.source === null ? null : event.html) }),
    },
    'SOURCE.OPEN': { actions: assign({ source: ({ event }) => event.html }) },
    'PASTE.PROGRESS': {
      actions: assign({
        paste: ({ event }) =>
          event.percent === null ? null : { percent: Math.max(0, Math.min(100, Math.round(event.percent))) },
      }),
    },
    'PASTE.IMAGES': {
      actions: assign({
        pastedImages: ({ event }) => ({
          uploading: Math.max(0, event.uploading),
          refused: Math.max(0, event.refused),
        }),
      }),
    },
    PRESS: [
      { guard: 'isMention', target: '.mention', actions: assign({ dialog: dialogFor('mention') }) },
      {
        guard: 'opensDialog',
        target: '.editing',
        actions: assign({ dialog: ({ event }) => dialogFor(DIALOG_BUTTONS[event.button] ?? 'link') }),
      },
      {
        guard: ({ event }) => event.button === 'Maximize',
        actions: assign({
          maximized: ({ context }) => !context.maximized && context.toolbar.buttons.includes('Maximize'),
        }),
      },
      {
        // closing the source view hands its (untrusted) HTML back to the document
        guard: ({ event, context }) => event.button === 'Source' && context.source !== null,
        actions: [
          emit(({ context }) => ({ type: 'source' as const, html: context.source ?? '' })),
          assign({ source: null }),
        ],
      },
      {
        guard: ({ context }) => !context.readOnly && context.source === null,
        actions: emit(({ event }) => ({
          type: 'command' as const,
          button: event.button,
          value: event.value,
        })),
      },
    ],
  },
  initial: 'idle',
  states: {
    idle: {},
    editing: {
      on: {
        'LINK.CHANGE': {
          actions: assign({
            dialog: ({ context, event }) =>
              context.dialog?.kind === 'link'
                ? {
                    ...context.dialog,
                    url: event.url ?? context.dialog.url,
                    text: event.text ?? context.dialog.text,
                    error: false,
                  }
                : context.dialog,
          }),
        },
        'TABLE.CHANGE': {
          actions: assign({
            dialog: ({ context, event }) =>
              context.dialog?.kind === 'table'
                ? {
                    ...context.dialog,
                    rows: event.rows ?? context.dialog.rows,
                    cols: event.cols ?? context.dialog.cols,
                    error: null,
                  }
                : context.dialog,
          }),
        },
        SUBMIT: [
          {
            guard: ({ context }) =>
              context.dialog?.kind === 'link' && normalizeLinkUrl(context.dialog.url) === null,
            actions: assign({
              dialog: ({ context }) =>
                context.dialog?.kind === 'link' ? { ...context.dialog, error: true } : context.dialog,
            }),
          },
          {
            guard: ({ context }) => context.dialog?.kind === 'link',
            target: 'idle',
            actions: [
              emit(({ context }) => {
                const dialog = context.dialog as Extract<RichTextDialog, { kind: 'link' }>;
                const url = normalizeLinkUrl(dialog.url) ?? '';
                return { type: 'link' as const, url, text: dialog.text.trim() };
              }),
              assign({ dialog: null }),
            ],
          },
          {
            guard: ({ context }) =>
              context.dialog?.kind === 'table' &&
              validateTableSize(context.dialog.rows, context.dialog.cols) !== null,
            actions: assign({
              dialog: ({ context }) =>
                context.dialog?.kind === 'table'
                  ? { ...context.dialog, error: validateTableSize(context.dialog.rows, context.dialog.cols) }
                  : context.dialog,
            }),
          },
          {
            guard: ({ context }) => context.dialog?.kind === 'table',
            target: 'idle',
            actions: [
              emit(({ context }) => {
                const dialog = context.dialog as Extract<RichTextDialog, { kind: 'table' }>;
                return { type: 'table' as const, rows: dialog.rows, cols: dialog.cols };
              }),
              assign({ dialog: null }),
            ],
          },
        ],
        INSERT: {
          target: 'idle',
          actions: [
            emit(({ event }) => ({ type: 'insert' as const, nodes: event.nodes })),
            assign({ dialog: null }),
          ],
        },
        FILES: {
          target: 'idle',
          actions: [
            emit(({ event }) => ({ type: 'files' as const, kind: event.kind, files: event.files })),
            assign({ dialog: null }),
          ],
        },
        CANCEL: { target: 'idle', actions: assign({ dialog: null }) },
      },
    },
    mention: {
      initial: 'searching',
      on: {
        INSERT: {
          target: 'idle',
          actions: [
            emit(({ event }) => ({ type: 'insert' as const, nodes: event.nodes })),
            assign({ dialog: null }),
          ],
        },
        CANCEL: { target: 'idle', actions: assign({ dialog: null }) },
        'MENTION.SEARCH': {
          target: '.searching',
          reenter: true,
          actions: assign({ dialog: ({ event }) => ({ kind: 'mention' as const, keyword: event.keyword }) }),
        },
      },
      states: {
        searching: {
          entry: assign({ peopleStatus: 'loading' }),
          invoke: {
            src: 'searchPeople',
            input: ({ context }) => ({
              keyword: context.dialog?.kind === 'mention' ? context.dialog.keyword : '',
            }),
            onDone: {
              target: 'ready',
              actions: assign({ people: ({ event }) => event.output, peopleStatus: 'ready' }),
            },
            onError: { target: 'failed', actions: assign({ peopleStatus: 'error', people: [] }) },
          },
        },
        ready: {},
        failed: { on: { 'MENTION.RETRY': 'searching' } },
      },
    },
  },
});
