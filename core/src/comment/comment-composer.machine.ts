import { assign, fromPromise, sendParent, setup } from 'xstate';
import { failureOf, type Failure } from '../http/failure';
import type { KeyValueStorage } from '../shared/storage';
import type {
  CommentAttachment,
  CommentDraft,
  CommentEntry,
  CommentTarget,
  MentionUser,
} from './comment.types';
import { emojiByTag, emojiCodesOf, emojiGlyphsOf, recentEmoji } from './emoji.logic';
import { insertMention, mentionQueryAt, mentionsOf, parseMentions } from './mentions.logic';
import { findSensitiveHits } from './sensitive.logic';

/** Input of the composer child: where it posts and how it checks. */
export interface CommentComposerInput {
  target: Required<CommentTarget>;
  storage: KeyValueStorage;
  sensitive: { url?: string; extra: Record<string, unknown> };
}

/** Context of the composer child: the draft, its mentions and the user's sensitive words. */
export interface CommentComposerContext extends CommentComposerInput {
  words: string[];
  draft: {
    text: string;
    caret: number;
    attachments: CommentAttachment[];
    /** Files are still uploading: the comment waits for them (nothing is posted without them). */
    uploading: boolean;
    replyTo: CommentEntry | null;
  };
  /** Everyone picked in the mention list so far: their `@name` in the text is a mention. */
  known: MentionUser[];
  mention: { start: number; query: string } | null;
  mentionOptions: MentionUser[];
  mentionError: boolean;
  postError: Failure | null;
}

/** Events the composer takes (the comment machine forwards them; a reply carries its comment). */
export type CommentComposerEvent =
  | { type: 'DRAFT.CHANGE'; text: string; caret?: number }
  | { type: 'DRAFT.EMOJI'; tag: string }
  | { type: 'DRAFT.PHRASE'; content: string }
  | { type: 'DRAFT.ATTACHMENTS'; files: CommentAttachment[] }
  | { type: 'DRAFT.UPLOADING'; uploading: boolean }
  | { type: 'DRAFT.REPLY'; replyTo: CommentEntry | null }
  | { type: 'DRAFT.REPLY_CANCEL' }
  | { type: 'DRAFT.SUBMIT' }
  | { type: 'MENTION.PICK'; user: MentionUser }
  | { type: 'MENTION.CLOSE' };

const need = (name: string) => () => Promise.reject(new Error(`provide the ${name} actor`));

/** The draft as it is sent: text, the mentions in it, attachments, the comment it answers. */
export function draftOf(context: Pick<CommentComposerContext, 'draft' | 'known'>): CommentDraft {
  const { text, attachments, replyTo } = context.draft;
  return {
    // the box shows emoji as glyphs; a comment stores their codes (spec 3)
    content: emojiCodesOf(text),
    mentions: mentionsOf(parseMentions(text, context.known)),
    attachments,
    ...(replyTo ? { replyTo: replyTo.id } : {}),
  };
}

/** A draft can be sent: it says something or carries files, and no file is still uploading. */
export function isDraftReady(draft: CommentComposerContext['draft']): boolean {
  return !draft.uploading && (draft.text.trim() !== '' || draft.attachments.length > 0);
}

function insertAt(text: string, caret: number, inserted: string): { text: string; caret: number } {
  const at = Math.max(0, Math.min(caret, text.length));
  return { text: text.slice(0, at) + inserted + text.slice(at), caret: at + inserted.length };
}

const emptyDraft = (): CommentComposerContext['draft'] => ({
  text: '',
  caret: 0,
  attachments: [],
  uploading: false,
  replyTo: null,
});

const hitsOf = (context: CommentComposerContext, serverWords: string[]) =>
  findSensitiveHits(context.draft.text, [...context.words, ...serverWords]);

/**
 * The comment widget's composer (spec 2.3, 3, 4, 9), a child of `commentMachine`: the user's
 * sensitive words, the draft with emoji, phrases, attachments and a reply, the mention search
 * (idle ⟲ searching), and idle → checking → posting. Hits of the check go to the parent's highlight
 * panel; a posted comment goes to the parent's list.
 */
export const commentComposerMachine = setup({
  types: {
    input: {} as CommentComposerInput,
    context: {} as CommentComposerContext,
    events: {} as CommentComposerEvent,
  },
  actors: {
    loadWords: fromPromise<string[], { module: string }>(need('loadWords')),
    checkSensitive: fromPromise<string[], { content: string; extra: Record<string, unknown>; url?: string }>(
      need('checkSensitive'),
    ),
    saveComment: fromPromise<CommentEntry, { target: Required<CommentTarget>; draft: CommentDraft }>(
      need('saveComment'),
    ),
    searchMentions: fromPromise<MentionUser[], { keyword: string }>(need('searchMentions')),
  },
  guards: {
    draftReady: ({ context }) => isDraftReady(context.draft),
    // regions pick their transitions before any action runs: read the event, not the new context
    typesMention: ({ event }) =>
      event.type === 'DRAFT.CHANGE' && mentionQueryAt(event.text, event.caret ?? event.text.length) !== null,
    typingMention: ({ context }) => context.mention !== null,
  },
  actions: {
    setDraft: assign(({ context }, next: { text: string; caret: number }) => ({
      draft: { ...context.draft, text: next.text, caret: next.caret },
      mention: mentionQueryAt(next.text, next.caret),
      postError: null,
    })),
    insert: assign(({ context }, inserted: string | null) =>
      inserted === null
        ? {}
        : {
            draft: { ...context.draft, ...insertAt(context.draft.text, context.draft.caret, inserted) },
            mention: null,
          },
    ),
    setDraftPart: assign(({ context }, part: Partial<CommentComposerContext['draft']>) => ({
      draft: { ...context.draft, ...part },
    })),
    postFailed: assign(({ event }) => ({
      postError: failureOf('submit', (event as { error?: unknown }).error),
    })),
  },
}).createMachine({
  id: 'commentComposer',
  type: 'parallel',
  context: ({ input }) => ({
    ...input,
    words: [],
    draft: emptyDraft(),
    known: [],
    mention: null,
    mentionOptions: [],
    mentionError: false,
    postError: null,
  }),
  on: {
    'DRAFT.EMOJI': {
      actions: [
        // the box shows the emoji, never its code: draftOf turns it into the code when sent
        { type: 'insert', params: ({ event }) => emojiByTag(event.tag)?.glyph ?? null },
        ({ context, event }) => void recentEmoji.add(context.storage, event.tag),
      ],
    },
    'DRAFT.PHRASE': { actions: { type: 'insert', params: ({ event }) => emojiGlyphsOf(event.content) } },
    'DRAFT.ATTACHMENTS': {
      actions: { type: 'setDraftPart', params: ({ event }) => ({ attachments: event.files }) },
    },
    'DRAFT.UPLOADING': {
      actions: { type: 'setDraftPart', params: ({ event }) => ({ uploading: event.uploading }) },
    },
    'DRAFT.REPLY': { actions: { type: 'setDraftPart', params: ({ event }) => ({ replyTo: event.replyTo }) } },
    'DRAFT.REPLY_CANCEL': { actions: { type: 'setDraftPart', params: { replyTo: null } } },
  },
  states: {
    words: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadWords',
            input: ({ context }) => ({ module: context.target.module }),
            onDone: { target: 'ready', actions: assign(({ event }) => ({ words: event.output })) },
            // without the list the server check still runs on posting
            onError: { target: 'ready' },
          },
        },
        ready: {},
      },
    },
    compose: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'DRAFT.CHANGE': {
              actions: {
                type: 'setDraft',
                params: ({ event }) => ({ text: event.text, caret: event.caret ?? event.text.length }),
              },
            },
            'MENTION.PICK': {
              guard: 'typingMention',
              actions: assign(({ context, event }) => {
                const range = { start: context.mention!.start, caret: context.draft.caret };
                const next = insertMention(context.draft.text, range, event.user);
                const known = context.known.some((u) => u.userId === event.user.userId)
                  ? context.known
                  : [...context.known, event.user];
                return { draft: { ...context.draft, ...next }, known, mention: null, mentionOptions: [] };
              }),
            },
            'MENTION.CLOSE': { actions: assign({ mention: null, mentionOptions: [] }) },
            'DRAFT.SUBMIT': { guard: 'draftReady', target: 'checking' },
          },
        },
        checking: {
          entry: assign({ postError: null, mention: null }),
          invoke: {
            src: 'checkSensitive',
            input: ({ context }) => ({
              content: context.draft.text,
              extra: context.sensitive.extra,
              url: context.sensitive.url,
            }),
            onDone: [
              {
                // spec 2.3, 4: hits of the user's list or of the server's check open the highlight panel
                guard: ({ context, event }) => hitsOf(context, event.output).length > 0,
                target: 'idle',
                actions: sendParent(({ context, event }) => ({
                  type: 'HIGHLIGHT' as const,
                  visible: true,
                  data: { text: context.draft.text, hits: hitsOf(context, event.output) },
                })),
              },
              { target: 'posting' },
            ],
            onError: { target: 'idle', actions: 'postFailed' },
          },
        },
        posting: {
          invoke: {
            src: 'saveComment',
            input: ({ context }) => ({ target: context.target, draft: draftOf(context) }),
            onDone: {
              target: 'idle',
              actions: [
                assign({ draft: emptyDraft }),
                sendParent(({ event }) => ({ type: 'COMMENT.POSTED' as const, entry: event.output })),
              ],
            },
            onError: { target: 'idle', actions: 'postFailed' },
          },
        },
      },
    },
    mention: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'DRAFT.CHANGE': { guard: 'typesMention', target: 'searching', reenter: true } },
        },
        searching: {
          on: {
            'DRAFT.CHANGE': [
              { guard: 'typesMention', target: 'searching', reenter: true },
              { target: 'idle' },
            ],
          },
          invoke: {
            src: 'searchMentions',
            input: ({ context }) => ({ keyword: context.mention?.query ?? '' }),
            onDone: {
              target: 'idle',
              actions: assign(({ event }) => ({ mentionOptions: event.output, mentionError: false })),
            },
            onError: { target: 'idle', actions: assign({ mentionOptions: [], mentionError: true }) },
          },
        },
      },
    },
  },
});
