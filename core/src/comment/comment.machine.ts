import { assign, forwardTo, fromPromise, sendTo, setup, type ActorRefFrom } from 'xstate';
import { failureOf, type Failure } from '../http/failure';
import type { KeyValueStorage } from '../shared/storage';
import { COMMENT_DEFAULTS } from './comment.logic';
import { commentComposerMachine } from './comment-composer.machine';
import { commentDecryptMachine } from './comment-decrypt.machine';
import { commentEditorMachine } from './comment-editor.machine';
import { commentLogMachine } from './comment-log.machine';
import { commentOpMachine } from './comment-op.machine';
import type { CommentService, DecryptOutcome, MentionProvider } from './comment.service';
import type {
  CommentAttachment,
  CommentDraft,
  CommentEntry,
  CommentLogEntry,
  CommentPage,
  CommentTarget,
  MentionUser,
} from './comment.types';
import { highlightPanelMachine, type HighlightData } from './highlight-panel.machine';

export { draftOf, isDraftReady } from './comment-composer.machine';
export type { HighlightData } from './highlight-panel.machine';

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

/**
 * Context of the comment machine: the list. The composer, editor, upvote/delete, decrypt, log and
 * highlight panel keep theirs in their child actors (`snapshot.children`).
 */
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

/** What the children report to the list. */
type ChildReport =
  | { type: 'COMMENT.POSTED'; entry: CommentEntry }
  | { type: 'COMMENT.SAVED'; entry: CommentEntry }
  | { type: 'COMMENT.UPVOTED'; entry: CommentEntry }
  | { type: 'COMMENT.REMOVED'; id: string }
  | { type: 'COMMENT.DECRYPTED'; id: string; content: string; originContent?: string };

const need = (name: string) => () => Promise.reject(new Error(`provide the ${name} actor`));

const find = (context: CommentContext, id: string) => context.comments.find((c) => c.id === id);
const patch = (list: CommentEntry[], id: string, part: Partial<CommentEntry>) =>
  list.map((comment) => (comment.id === id ? { ...comment, ...part } : comment));
const composerOf = (self: { getSnapshot(): unknown }) =>
  (self.getSnapshot() as { children: { composer?: ActorRefFrom<typeof commentComposerMachine> } }).children
    .composer;

/**
 * The comment widget (spec 2.3, 3, 4, 6, 7, 9): a record's comments page by page ("more"), with
 * one child actor per concern, each in its own file: `composer` (words, draft, mentions, sensitive
 * check, posting), `editor`, `op` (upvote/delete one at a time), `decrypt`, `log` and `highlight`
 * (the panel of sensitive hits). The list (loading → ready ⟲ more | refreshing | failed) stays
 * here: children report what changed in it (`COMMENT.*`), and the events of the widget are sent
 * here and forwarded, with the comment they name.
 */
export const commentMachine = setup({
  types: {
    input: {} as CommentInput,
    context: {} as CommentContext,
    events: {} as CommentEvent | ChildReport,
    children: {} as {
      composer: 'composer';
      editor: 'editor';
      op: 'op';
      decrypt: 'decrypt';
      log: 'log';
      highlight: 'highlight';
    },
  },
  actors: {
    loadPage: fromPromise<CommentPage, { target: Required<CommentTarget>; page: number }>(need('loadPage')),
    composer: commentComposerMachine,
    editor: commentEditorMachine,
    op: commentOpMachine,
    decrypt: commentDecryptMachine,
    log: commentLogMachine,
    highlight: highlightPanelMachine,
  },
  guards: { hasMore: ({ context }) => context.hasMore },
  actions: {
    toComposer: forwardTo('composer'),
    /** The first page replaces the list (a first load, a retry, a pull to refresh). */
    showFirstPage: assign(({ event }) => {
      const { output } = event as unknown as { output: CommentPage };
      return { comments: output.list, hasMore: output.hasMore, total: output.total, page: 1 };
    }),
    showMoreFailed: assign(({ event }) => ({
      moreError: failureOf('load', (event as { error?: unknown }).error),
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
  }),
  invoke: [
    {
      id: 'composer',
      src: 'composer',
      input: ({ context }) => ({
        target: context.target,
        storage: context.storage,
        sensitive: context.sensitive,
      }),
    },
    { id: 'editor', src: 'editor', input: ({ context }) => ({ module: context.target.module }) },
    { id: 'op', src: 'op', input: ({ context }) => ({ module: context.target.module }) },
    { id: 'decrypt', src: 'decrypt', input: ({ context }) => ({ module: context.target.module }) },
    { id: 'log', src: 'log', input: ({ context }) => ({ module: context.target.module }) },
    { id: 'highlight', src: 'highlight' },
  ],
  on: {
    'DRAFT.CHANGE': { actions: 'toComposer' },
    'DRAFT.EMOJI': { actions: 'toComposer' },
    'DRAFT.PHRASE': { actions: 'toComposer' },
    'DRAFT.ATTACHMENTS': { actions: 'toComposer' },
    'DRAFT.UPLOADING': { actions: 'toComposer' },
    'DRAFT.REPLY_CANCEL': { actions: 'toComposer' },
    'DRAFT.SUBMIT': { actions: 'toComposer' },
    'MENTION.PICK': { actions: 'toComposer' },
    'MENTION.CLOSE': { actions: 'toComposer' },
    'DRAFT.REPLY': {
      actions: sendTo('composer', ({ context, event }) => ({
        type: 'DRAFT.REPLY' as const,
        replyTo: find(context, event.id) ?? null,
      })),
    },
    'EDIT.START': {
      guard: ({ context, event }) => find(context, event.id) !== undefined,
      actions: sendTo('editor', ({ context, event }) => ({
        type: 'EDIT.START' as const,
        comment: find(context, event.id)!,
      })),
    },
    'EDIT.CHANGE': { actions: forwardTo('editor') },
    'EDIT.CANCEL': { actions: forwardTo('editor') },
    'EDIT.SAVE': {
      actions: sendTo('editor', ({ context, self }) => ({
        type: 'EDIT.SAVE' as const,
        comments: context.comments,
        known: composerOf(self)?.getSnapshot().context.known ?? [],
      })),
    },
    UPVOTE: {
      actions: sendTo('op', ({ context, event }) => ({
        type: 'UPVOTE' as const,
        id: event.id,
        up: !find(context, event.id)?.upvotes.some((u) => u.userId === context.currentUser.userId),
      })),
    },
    DELETE: { actions: forwardTo('op') },
    DECRYPT: {
      guard: ({ context, event }) => find(context, event.id)?.desensitized === true,
      actions: sendTo('decrypt', ({ context, event }) => ({
        type: 'DECRYPT' as const,
        comment: find(context, event.id)!,
      })),
    },
    'LOG.OPEN': { actions: forwardTo('log') },
    'LOG.RETRY': { actions: forwardTo('log') },
    'LOG.CLOSE': { actions: forwardTo('log') },
    HIGHLIGHT: { actions: forwardTo('highlight') },
    'COMMENT.POSTED': {
      actions: [
        assign(({ context, event }) => ({
          comments: [event.entry, ...context.comments],
          total: context.total + 1,
        })),
        sendTo('highlight', { type: 'HIGHLIGHT', visible: false }),
      ],
    },
    'COMMENT.SAVED': {
      actions: assign(({ context, event }) => ({
        comments: context.comments.map((c) => (c.id === event.entry.id ? event.entry : c)),
      })),
    },
    'COMMENT.UPVOTED': {
      // the answer's content is masked again: keep what this page decrypted
      actions: assign(({ context, event }) => ({
        comments: patch(context.comments, event.entry.id, { upvotes: event.entry.upvotes }),
      })),
    },
    'COMMENT.REMOVED': {
      actions: assign(({ context, event }) => ({
        comments: context.comments.filter((c) => c.id !== event.id),
        total: Math.max(0, context.total - 1),
      })),
    },
    'COMMENT.DECRYPTED': {
      actions: assign(({ context, event }) => ({
        comments: patch(context.comments, event.id, {
          content: event.content,
          originContent: event.originContent,
        }),
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
            onError: { target: 'ready', actions: 'showMoreFailed' },
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
            onError: { target: 'ready', actions: 'showMoreFailed' },
          },
        },
      },
    },
  },
});

/** The comment widget's machine, for typing actors and snapshots. */
export type CommentMachine = typeof commentMachine;

/** Every IO actor of the comment widget and its children, by name. */
export interface CommentIo {
  loadPage: ReturnType<typeof fromPromise<CommentPage, { target: Required<CommentTarget>; page: number }>>;
  loadWords: ReturnType<typeof fromPromise<string[], { module: string }>>;
  checkSensitive: ReturnType<
    typeof fromPromise<string[], { content: string; extra: Record<string, unknown>; url?: string }>
  >;
  saveComment: ReturnType<
    typeof fromPromise<CommentEntry, { target: Required<CommentTarget>; draft: CommentDraft }>
  >;
  updateComment: ReturnType<
    typeof fromPromise<CommentEntry, { module: string; id: string; draft: CommentDraft }>
  >;
  upvoteComment: ReturnType<typeof fromPromise<CommentEntry, { module: string; id: string; up: boolean }>>;
  removeComment: ReturnType<typeof fromPromise<void, { module: string; id: string }>>;
  decryptComment: ReturnType<typeof fromPromise<DecryptOutcome, { module: string; comment: CommentEntry }>>;
  loadLogs: ReturnType<typeof fromPromise<CommentLogEntry[], { module: string; id: string }>>;
  searchMentions: ReturnType<typeof fromPromise<MentionUser[], { keyword: string }>>;
}

/**
 * Implementations for `commentMachine.provide()` from IO actors named as before the split (tests
 * and hosts pass the ones they replace): each goes to the child that invokes it.
 */
export function commentImplementations(io: Partial<CommentIo>) {
  const pick = <K extends keyof CommentIo>(...names: K[]) =>
    Object.fromEntries(names.filter((name) => io[name]).map((name) => [name, io[name]])) as Pick<
      CommentIo,
      K
    >;
  return {
    actors: {
      ...pick('loadPage'),
      composer: commentComposerMachine.provide({
        actors: pick('loadWords', 'checkSensitive', 'saveComment', 'searchMentions'),
      }),
      editor: commentEditorMachine.provide({ actors: pick('updateComment') }),
      op: commentOpMachine.provide({ actors: pick('upvoteComment', 'removeComment') }),
      decrypt: commentDecryptMachine.provide({ actors: pick('decryptComment') }),
      log: commentLogMachine.provide({ actors: pick('loadLogs') }),
    },
  };
}

/** The machine's IO over the comment calls and a mention provider (hooks provide these). */
export function commentActors(service: CommentService, mentions: MentionProvider) {
  return commentImplementations({
    loadPage: fromPromise(({ input, signal }) => service.list(input.target, input.page, signal)),
    loadWords: fromPromise(({ input, signal }) => service.sensitiveWords(input.module, signal)),
    checkSensitive: fromPromise(({ input }) => service.sensitiveCheck(input.content, input.extra, input.url)),
    saveComment: fromPromise(({ input, signal }) => service.save(input.target, input.draft, signal)),
    updateComment: fromPromise(({ input, signal }) =>
      service.update(input.module, input.id, input.draft, signal),
    ),
    upvoteComment: fromPromise(({ input, signal }) =>
      service.upvote(input.module, input.id, input.up, signal),
    ),
    removeComment: fromPromise(({ input, signal }) => service.remove(input.module, input.id, signal)),
    decryptComment: fromPromise(({ input, signal }) => service.decrypt(input.module, input.comment, signal)),
    loadLogs: fromPromise(({ input, signal }) => service.logs(input.module, input.id, signal)),
    searchMentions: fromPromise(({ input, signal }) => mentions.search(input.keyword, signal)),
  });
}
