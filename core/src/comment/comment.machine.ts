import { assign, fromPromise, setup } from 'xstate';
import { failureOf, type Failure } from '../http/failure';
import type { KeyValueStorage } from '../shared/storage';
import { COMMENT_DEFAULTS } from './comment.logic';
import type { CommentService, DecryptOutcome, MentionProvider } from './comment.service';
import type {
  CommentAttachment,
  CommentDraft,
  CommentEntry,
  CommentLogEntry,
  CommentPage,
  CommentTarget,
  MentionUser,
  SensitiveHit,
} from './comment.types';
import { emojiByTag, emojiCodesOf, emojiGlyphsOf, recentEmoji } from './emoji.logic';
import { insertMention, mentionQueryAt, mentionsOf, parseMentions } from './mentions.logic';
import { findSensitiveHits } from './sensitive.logic';

/** Input of the comment widget's machine. */
export interface CommentInput {
  target: CommentTarget;
  /** Who is writing: their comments can be edited and deleted. */
  currentUser: { userId: string; userName: string };
  /** spec 9: 3 by default. */
  menuMax?: number;
  /** Where recent emoji are kept (browser storage in skins, memory in tests). */
  storage: KeyValueStorage;
  /** Extra fields sent with the sensitive-word check; `sensitiveUrl` replaces its path. */
  sensitive?: { url?: string; extra?: Record<string, unknown> };
}

/** The highlight panel's data (spec 4: opened or closed by an event with a visible flag and data). */
export interface HighlightData {
  text: string;
  hits: SensitiveHit[];
}

type Op = { kind: 'upvote' | 'delete'; id: string };

/** Context of the comment machine. */
export interface CommentContext {
  target: Required<CommentTarget>;
  currentUser: { userId: string; userName: string };
  menuMax: number;
  storage: KeyValueStorage;
  sensitive: { url?: string; extra: Record<string, unknown> };
  comments: CommentEntry[];
  page: number;
  hasMore: boolean;
  total: number;
  loadError: Failure | null;
  moreError: Failure | null;
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
  editing: { id: string; text: string; error: Failure | null } | null;
  op: Op | null;
  opError: Failure | null;
  decrypting: string | null;
  decryptFailed: string[];
  decrypted: string[];
  log: { id: string; entries: CommentLogEntry[]; error: Failure | null } | null;
  highlight: { visible: boolean; data: HighlightData | null };
}

/** Events of the comment machine (dot-namespaced). */
export type CommentEvent =
  | { type: 'RETRY' }
  | { type: 'MORE' }
  /** The first page again, the list kept on screen until it answers (pull to refresh). */
  | { type: 'REFRESH' }
  | { type: 'DRAFT.CHANGE'; text: string; caret?: number }
  | { type: 'DRAFT.EMOJI'; tag: string }
  | { type: 'DRAFT.PHRASE'; content: string }
  | { type: 'DRAFT.ATTACHMENTS'; files: CommentAttachment[] }
  | { type: 'DRAFT.UPLOADING'; uploading: boolean }
  | { type: 'DRAFT.REPLY'; id: string }
  | { type: 'DRAFT.REPLY_CANCEL' }
  | { type: 'DRAFT.SUBMIT' }
  | { type: 'MENTION.PICK'; user: MentionUser }
  | { type: 'MENTION.CLOSE' }
  | { type: 'EDIT.START'; id: string }
  | { type: 'EDIT.CHANGE'; text: string }
  | { type: 'EDIT.SAVE' }
  | { type: 'EDIT.CANCEL' }
  | { type: 'UPVOTE'; id: string }
  | { type: 'DELETE'; id: string }
  | { type: 'DECRYPT'; id: string }
  | { type: 'LOG.OPEN'; id: string }
  | { type: 'LOG.RETRY' }
  | { type: 'LOG.CLOSE' }
  | { type: 'HIGHLIGHT'; visible: boolean; data?: HighlightData };

const need = (name: string) => () => Promise.reject(new Error(`provide the ${name} actor`));

/** The draft as it is sent: text, the mentions in it, attachments, the comment it answers. */
export function draftOf(context: Pick<CommentContext, 'draft' | 'known'>): CommentDraft {
  const { text, attachments, replyTo } = context.draft;
  return {
    // the box shows emoji as glyphs; a comment stores their codes (spec 3)
    content: emojiCodesOf(text),
    mentions: mentionsOf(parseMentions(text, context.known)),
    attachments,
    ...(replyTo ? { replyTo: replyTo.id } : {}),
  };
}

function insertAt(text: string, caret: number, inserted: string): { text: string; caret: number } {
  const at = Math.max(0, Math.min(caret, text.length));
  return { text: text.slice(0, at) + inserted + text.slice(at), caret: at + inserted.length };
}

const replaceComment = (list: CommentEntry[], entry: CommentEntry) =>
  list.map((comment) => (comment.id === entry.id ? entry : comment));

/** A draft can be sent: it says something or carries files, and no file is still uploading. */
export function isDraftReady(draft: CommentContext['draft']): boolean {
  return !draft.uploading && (draft.text.trim() !== '' || draft.attachments.length > 0);
}

const emptyDraft = (): CommentContext['draft'] => ({
  text: '',
  caret: 0,
  attachments: [],
  uploading: false,
  replyTo: null,
});

/**
 * The comment widget (spec 2.3, 3, 4, 6, 7, 9): a record's comments page by page ("more"), the
 * composer with mentions, emoji, common phrases and attachments, a sensitive-word check before
 * posting (hits open the highlight panel), edit, delete, upvote, per-comment decrypt and the log.
 *
 * Parallel regions: list (loading → ready ⟲ more | failed), words (the user's sensitive words),
 * composer (idle → checking → posting), mention (idle ⟲ searching), editor, op (upvote/delete one at
 * a time), decrypt, log (closed → loading → open | failed).
 */
export const commentMachine = setup({
  types: {
    input: {} as CommentInput,
    context: {} as CommentContext,
    events: {} as CommentEvent,
  },
  actors: {
    loadPage: fromPromise<CommentPage, { target: Required<CommentTarget>; page: number }>(need('loadPage')),
    loadWords: fromPromise<string[], { module: string }>(need('loadWords')),
    checkSensitive: fromPromise<string[], { content: string; extra: Record<string, unknown>; url?: string }>(
      need('checkSensitive'),
    ),
    saveComment: fromPromise<CommentEntry, { target: Required<CommentTarget>; draft: CommentDraft }>(
      need('saveComment'),
    ),
    updateComment: fromPromise<CommentEntry, { module: string; id: string; draft: CommentDraft }>(
      need('updateComment'),
    ),
    upvoteComment: fromPromise<CommentEntry, { module: string; id: string; up: boolean }>(
      need('upvoteComment'),
    ),
    removeComment: fromPromise<void, { module: string; id: string }>(need('removeComment')),
    decryptComment: fromPromise<DecryptOutcome, { module: string; comment: CommentEntry }>(
      need('decryptComment'),
    ),
    loadLogs: fromPromise<CommentLogEntry[], { module: string; id: string }>(need('loadLogs')),
    searchMentions: fromPromise<MentionUser[], { keyword: string }>(need('searchMentions')),
  },
  guards: {
    draftReady: ({ context }) => isDraftReady(context.draft),
    // regions pick their transitions before any action runs: read the event, not the new context
    typesMention: ({ event }) =>
      event.type === 'DRAFT.CHANGE' && mentionQueryAt(event.text, event.caret ?? event.text.length) !== null,
    hasMore: ({ context }) => context.hasMore,
    typingMention: ({ context }) => context.mention !== null,
  },
  actions: {
    /** The first page replaces the list (a first load, a retry, a pull to refresh). */
    showFirstPage: assign(({ event }) => {
      const { output } = event as unknown as { output: CommentPage };
      return { comments: output.list, hasMore: output.hasMore, total: output.total, page: 1 };
    }),
    setDraft: assign(({ context }, next: { text: string; caret: number }) => ({
      draft: { ...context.draft, text: next.text, caret: next.caret },
      mention: mentionQueryAt(next.text, next.caret),
      postError: null,
    })),
  },
}).createMachine({
  id: 'comment',
  type: 'parallel',
  context: ({ input }) => ({
    target: {
      objectId: input.target.objectId,
      objectModule: input.target.objectModule ?? COMMENT_DEFAULTS.objectModule,
      module: input.target.module ?? COMMENT_DEFAULTS.module,
    },
    currentUser: input.currentUser,
    menuMax: input.menuMax ?? COMMENT_DEFAULTS.menuMax,
    storage: input.storage,
    sensitive: { url: input.sensitive?.url, extra: input.sensitive?.extra ?? {} },
    comments: [],
    page: 0,
    hasMore: false,
    total: 0,
    loadError: null,
    moreError: null,
    words: [],
    draft: emptyDraft(),
    known: [],
    mention: null,
    mentionOptions: [],
    mentionError: false,
    postError: null,
    editing: null,
    op: null,
    opError: null,
    decrypting: null,
    decryptFailed: [],
    decrypted: [],
    log: null,
    highlight: { visible: false, data: null },
  }),
  on: {
    'DRAFT.EMOJI': {
      actions: [
        assign(({ context, event }) => {
          const emoji = emojiByTag(event.tag);
          if (!emoji) return {};
          // the box shows the emoji, never its code: draftOf turns it into the code when sent
          const next = insertAt(context.draft.text, context.draft.caret, emoji.glyph);
          return { draft: { ...context.draft, ...next }, mention: null };
        }),
        ({ context, event }) => void recentEmoji.add(context.storage, event.tag),
      ],
    },
    'DRAFT.PHRASE': {
      actions: assign(({ context, event }) => ({
        draft: {
          ...context.draft,
          ...insertAt(context.draft.text, context.draft.caret, emojiGlyphsOf(event.content)),
        },
        mention: null,
      })),
    },
    'DRAFT.ATTACHMENTS': {
      actions: assign(({ context, event }) => ({ draft: { ...context.draft, attachments: event.files } })),
    },
    'DRAFT.UPLOADING': {
      actions: assign(({ context, event }) => ({ draft: { ...context.draft, uploading: event.uploading } })),
    },
    'DRAFT.REPLY': {
      actions: assign(({ context, event }) => ({
        draft: { ...context.draft, replyTo: context.comments.find((c) => c.id === event.id) ?? null },
      })),
    },
    'DRAFT.REPLY_CANCEL': {
      actions: assign(({ context }) => ({ draft: { ...context.draft, replyTo: null } })),
    },
    HIGHLIGHT: {
      actions: assign(({ context, event }) => ({
        highlight: {
          visible: event.visible,
          data: event.data ?? (event.visible ? context.highlight.data : null),
        },
      })),
    },
  },
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          entry: assign({ loadError: null }),
          invoke: {
            src: 'loadPage',
            input: ({ context }) => ({ target: context.target, page: 1 }),
            onDone: { target: 'ready', actions: 'showFirstPage' },
            onError: {
              target: 'failed',
              actions: assign(({ event }) => ({ loadError: failureOf('load', event.error) })),
            },
          },
        },
        failed: { on: { RETRY: 'loading' } },
        ready: { on: { MORE: { guard: 'hasMore', target: 'more' }, REFRESH: 'refreshing' } },
        // issue 38: pull to refresh reloads the first page over the list it replaces
        refreshing: {
          entry: assign({ moreError: null }),
          invoke: {
            src: 'loadPage',
            input: ({ context }) => ({ target: context.target, page: 1 }),
            onDone: { target: 'ready', actions: 'showFirstPage' },
            onError: {
              target: 'ready',
              actions: assign(({ event }) => ({ moreError: failureOf('load', event.error) })),
            },
          },
        },
        // spec 9: page mode "more": the next page is appended under the list
        more: {
          entry: assign({ moreError: null }),
          invoke: {
            src: 'loadPage',
            input: ({ context }) => ({ target: context.target, page: context.page + 1 }),
            onDone: {
              target: 'ready',
              actions: assign(({ context, event }) => {
                const known = new Set(context.comments.map((c) => c.id));
                return {
                  comments: [...context.comments, ...event.output.list.filter((c) => !known.has(c.id))],
                  hasMore: event.output.hasMore,
                  total: event.output.total,
                  page: context.page + 1,
                };
              }),
            },
            onError: {
              target: 'ready',
              actions: assign(({ event }) => ({ moreError: failureOf('load', event.error) })),
            },
          },
        },
      },
    },
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
    composer: {
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
                guard: ({ context, event }) =>
                  findSensitiveHits(context.draft.text, [...context.words, ...event.output]).length > 0,
                target: 'idle',
                actions: assign(({ context, event }) => ({
                  highlight: {
                    visible: true,
                    data: {
                      text: context.draft.text,
                      hits: findSensitiveHits(context.draft.text, [...context.words, ...event.output]),
                    },
                  },
                })),
              },
              { target: 'posting' },
            ],
            onError: {
              target: 'idle',
              actions: assign(({ event }) => ({ postError: failureOf('submit', event.error) })),
            },
          },
        },
        posting: {
          invoke: {
            src: 'saveComment',
            input: ({ context }) => ({ target: context.target, draft: draftOf(context) }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                comments: [event.output, ...context.comments],
                total: context.total + 1,
                draft: emptyDraft(),
                highlight: { visible: false, data: null },
              })),
            },
            onError: {
              target: 'idle',
              actions: assign(({ event }) => ({ postError: failureOf('submit', event.error) })),
            },
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
    editor: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'EDIT.START': {
              target: 'editing',
              actions: assign(({ context, event }) => {
                const comment = context.comments.find((c) => c.id === event.id);
                return comment
                  ? {
                      editing: {
                        id: comment.id,
                        text: emojiGlyphsOf(comment.originContent ?? comment.content),
                        error: null,
                      },
                    }
                  : {};
              }),
            },
          },
        },
        editing: {
          always: { guard: ({ context }) => context.editing === null, target: 'idle' },
          on: {
            'EDIT.CHANGE': {
              actions: assign(({ context, event }) => ({
                editing: context.editing && { ...context.editing, text: event.text },
              })),
            },
            'EDIT.CANCEL': { target: 'idle', actions: assign({ editing: null }) },
            'EDIT.SAVE': {
              guard: ({ context }) => (context.editing?.text.trim() ?? '') !== '',
              target: 'saving',
            },
          },
        },
        saving: {
          invoke: {
            src: 'updateComment',
            input: ({ context }) => {
              const editing = context.editing!;
              const comment = context.comments.find((c) => c.id === editing.id);
              const known = [...context.known, ...(comment?.mentions ?? []).map((m) => ({ ...m }))];
              return {
                module: context.target.module,
                id: editing.id,
                draft: {
                  content: emojiCodesOf(editing.text),
                  mentions: mentionsOf(parseMentions(editing.text, known)),
                  attachments: comment?.attachments ?? [],
                },
              };
            },
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                comments: replaceComment(context.comments, event.output),
                editing: null,
              })),
            },
            onError: {
              target: 'editing',
              actions: assign(({ context, event }) => ({
                editing: context.editing && { ...context.editing, error: failureOf('save', event.error) },
              })),
            },
          },
        },
      },
    },
    op: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            UPVOTE: {
              target: 'upvoting',
              actions: assign(({ event }) => ({
                op: { kind: 'upvote' as const, id: event.id },
                opError: null,
              })),
            },
            DELETE: {
              target: 'deleting',
              actions: assign(({ event }) => ({
                op: { kind: 'delete' as const, id: event.id },
                opError: null,
              })),
            },
          },
        },
        upvoting: {
          invoke: {
            src: 'upvoteComment',
            input: ({ context }) => {
              const id = context.op!.id;
              const comment = context.comments.find((c) => c.id === id);
              const up = !comment?.upvotes.some((u) => u.userId === context.currentUser.userId);
              return { module: context.target.module, id, up };
            },
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                // the answer's content is masked again: keep what this page decrypted
                comments: context.comments.map((c) =>
                  c.id === event.output.id ? { ...c, upvotes: event.output.upvotes } : c,
                ),
                op: null,
              })),
            },
            onError: {
              target: 'idle',
              actions: assign(({ event }) => ({ op: null, opError: failureOf('save', event.error) })),
            },
          },
        },
        deleting: {
          invoke: {
            src: 'removeComment',
            input: ({ context }) => ({ module: context.target.module, id: context.op!.id }),
            onDone: {
              target: 'idle',
              actions: assign(({ context }) => ({
                comments: context.comments.filter((c) => c.id !== context.op?.id),
                total: Math.max(0, context.total - 1),
                op: null,
              })),
            },
            onError: {
              target: 'idle',
              actions: assign(({ event }) => ({ op: null, opError: failureOf('delete', event.error) })),
            },
          },
        },
      },
    },
    decrypt: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            DECRYPT: {
              guard: ({ context, event }) =>
                context.comments.some((c) => c.id === event.id && c.desensitized),
              target: 'running',
              actions: assign(({ context, event }) => ({
                decrypting: event.id,
                decryptFailed: context.decryptFailed.filter((id) => id !== event.id),
              })),
            },
          },
        },
        running: {
          invoke: {
            src: 'decryptComment',
            input: ({ context }) => ({
              module: context.target.module,
              comment: context.comments.find((c) => c.id === context.decrypting)!,
            }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => {
                const id = context.decrypting as string;
                // spec 7, 8: on failure the original content is kept (the outcome carries it)
                if (!event.output.ok)
                  return { decrypting: null, decryptFailed: [...context.decryptFailed, id] };
                return {
                  decrypting: null,
                  decrypted: [...context.decrypted, id],
                  comments: context.comments.map((c) =>
                    c.id === id
                      ? { ...c, content: event.output.content, originContent: event.output.originContent }
                      : c,
                  ),
                };
              }),
            },
            onError: {
              target: 'idle',
              actions: assign(({ context }) => ({
                decrypting: null,
                decryptFailed: [...context.decryptFailed, context.decrypting as string],
              })),
            },
          },
        },
      },
    },
    log: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'LOG.OPEN': {
              target: 'loading',
              actions: assign(({ event }) => ({ log: { id: event.id, entries: [], error: null } })),
            },
          },
        },
        loading: {
          on: { 'LOG.CLOSE': { target: 'closed', actions: assign({ log: null }) } },
          invoke: {
            src: 'loadLogs',
            input: ({ context }) => ({ module: context.target.module, id: context.log!.id }),
            onDone: {
              target: 'open',
              actions: assign(({ context, event }) => ({
                log: context.log && { ...context.log, entries: event.output },
              })),
            },
            onError: {
              target: 'failed',
              actions: assign(({ context, event }) => ({
                log: context.log && { ...context.log, error: failureOf('load', event.error) },
              })),
            },
          },
        },
        open: { on: { 'LOG.CLOSE': { target: 'closed', actions: assign({ log: null }) } } },
        failed: {
          on: {
            'LOG.RETRY': {
              target: 'loading',
              actions: assign(({ context }) => ({ log: context.log && { ...context.log, error: null } })),
            },
            'LOG.CLOSE': { target: 'closed', actions: assign({ log: null }) },
          },
        },
      },
    },
  },
});

/** The comment widget's machine, for typing actors and snapshots. */
export type CommentMachine = typeof commentMachine;

/** The machine's IO over the comment calls and a mention provider (hooks provide these). */
export function commentActors(service: CommentService, mentions: MentionProvider) {
  return {
    actors: {
      loadPage: fromPromise<CommentPage, { target: Required<CommentTarget>; page: number }>(
        ({ input, signal }) => service.list(input.target, input.page, signal),
      ),
      loadWords: fromPromise<string[], { module: string }>(({ input, signal }) =>
        service.sensitiveWords(input.module, signal),
      ),
      checkSensitive: fromPromise<
        string[],
        { content: string; extra: Record<string, unknown>; url?: string }
      >(({ input }) => service.sensitiveCheck(input.content, input.extra, input.url)),
      saveComment: fromPromise<CommentEntry, { target: Required<CommentTarget>; draft: CommentDraft }>(
        ({ input, signal }) => service.save(input.target, input.draft, signal),
      ),
      updateComment: fromPromise<CommentEntry, { module: string; id: string; draft: CommentDraft }>(
        ({ input, signal }) => service.update(input.module, input.id, input.draft, signal),
      ),
      upvoteComment: fromPromise<CommentEntry, { module: string; id: string; up: boolean }>(
        ({ input, signal }) => service.upvote(input.module, input.id, input.up, signal),
      ),
      removeComment: fromPromise<void, { module: string; id: string }>(({ input, signal }) =>
        service.remove(input.module, input.id, signal),
      ),
      decryptComment: fromPromise<DecryptOutcome, { module: string; comment: CommentEntry }>(
        ({ input, signal }) => service.decrypt(input.module, input.comment, signal),
      ),
      loadLogs: fromPromise<CommentLogEntry[], { module: string; id: string }>(({ input, signal }) =>
        service.logs(input.module, input.id, signal),
      ),
      searchMentions: fromPromise<MentionUser[], { keyword: string }>(({ input, signal }) =>
        mentions.search(input.keyword, signal),
      ),
    },
  };
}
