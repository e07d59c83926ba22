import type { SnapshotFrom } from 'xstate';
import type { ConnectEnv } from '../shared/connect';
import { failureReason, failureText } from '../http/failure';
import { groupByDay } from './comment.logic';
import { connectCommentComposer, type CommentComposerSnapshot } from './comment-composer.connect';
import { connectCommentItem } from './comment-item.connect';
import { connectCommentLog, type CommentLogSnapshot } from './comment-log.connect';
import type { CommentDecryptContext } from './comment-decrypt.machine';
import type { CommentEditorContext } from './comment-editor.machine';
import type { CommentOpContext } from './comment-op.machine';
import type { CommentEvent, CommentMachine, HighlightData } from './comment.machine';
import type { CommentView, HighlightPanelView } from './comment.view';
import { highlightSegments, hitsInContext } from './sensitive.logic';

export type {
  CommentItemView,
  CommentMenuItemView,
  CommentView,
  ContentTokenView,
  EmojiOptionView,
  HighlightPanelView,
} from './comment.view';
export { connectCommentComposer } from './comment-composer.connect';
export { connectCommentItem } from './comment-item.connect';
export { connectCommentLog } from './comment-log.connect';

type Snapshot = Pick<SnapshotFrom<CommentMachine>, 'context' | 'children'> & {
  matches(value: never): boolean;
};
type Send = (event: CommentEvent) => void;
type ChildSnapshot<TContext> = { context: TContext; matches(value: never): boolean };

/** The snapshots of the comment machine's children, each read by its own connect. */
export interface CommentParts {
  composer: CommentComposerSnapshot;
  editor: ChildSnapshot<CommentEditorContext>;
  op: ChildSnapshot<CommentOpContext>;
  decrypt: ChildSnapshot<CommentDecryptContext>;
  log: CommentLogSnapshot;
  highlight: { context: { visible: boolean; data: HighlightData | null } };
}

/** The children's snapshots as they are now (a hook subscribes to each instead). */
export function commentPartsOf(snapshot: Pick<Snapshot, 'children'>): CommentParts {
  const { composer, editor, op, decrypt, log, highlight } = snapshot.children;
  return {
    composer: composer!.getSnapshot(),
    editor: editor!.getSnapshot(),
    op: op!.getSnapshot(),
    decrypt: decrypt!.getSnapshot(),
    log: log!.getSnapshot(),
    highlight: highlight!.getSnapshot(),
  };
}

/** The highlight panel's view from its state (also used alone, outside the comment widget). */
export function connectHighlightPanel(
  highlight: { visible: boolean; data: HighlightData | null },
  close: () => void,
  { t }: ConnectEnv,
): HighlightPanelView {
  const data = highlight.data ?? { text: '', hits: [] };
  return {
    visible: highlight.visible,
    title: t('comment.highlight.title'),
    summary: data.hits.length
      ? t('comment.highlight.summary', { count: data.hits.length })
      : t('comment.highlight.empty'),
    hits: hitsInContext(data.text, data.hits).map((hit, index) => ({
      ...hit,
      testId: `comment-highlight-hit-${index}`,
    })),
    segments: highlightSegments(data.text, data.hits),
    emptyText: t('comment.highlight.empty'),
    closeLabel: t('comment.close'),
    close,
  };
}

/** The list part of the view: status, texts, the comments by day, "more" and action failures. */
export type CommentListView = Omit<CommentView, 'composer' | 'mention' | 'emoji' | 'log' | 'highlight'>;

/** The list and its comments, from the machine's snapshot and the children each comment reads. */
export function connectCommentList(
  snapshot: Pick<Snapshot, 'context' | 'matches'>,
  parts: Pick<CommentParts, 'editor' | 'op' | 'decrypt'>,
  send: Send,
  env: ConnectEnv,
): CommentListView {
  const { t } = env;
  const c = snapshot.context;
  const is = (value: unknown) => snapshot.matches(value as never);
  const status = is({ list: 'failed' }) ? 'failed' : is({ list: 'loading' }) ? 'loading' : 'ready';
  const itemParts = {
    me: c.currentUser.userId,
    menuMax: c.menuMax,
    editor: { context: parts.editor.context, saving: parts.editor.matches('saving' as never) },
    op: parts.op.context,
    decrypt: parts.decrypt.context,
  };
  const opError = parts.op.context.opError;
  return {
    status,
    texts: {
      title: t('comment.title'),
      loading: t('comment.loading'),
      loadFailed: t('comment.loadFailed'),
      retry: t('comment.retry'),
      empty: t('comment.empty'),
      count: t('comment.count', { count: c.total }),
      emoji: t('comment.emoji'),
      emojiAll: t('comment.emojiAll'),
      emojiStatus: t('comment.emojiStatus'),
      emojiRecent: t('comment.emojiRecent'),
      phrases: t('comment.phrases'),
      quickActions: t('comment.quickActions'),
      attachments: t('comment.attachments'),
      close: t('comment.close'),
    },
    error: c.loadError ? failureReason(c.loadError, t) : null,
    retry: () => send({ type: 'RETRY' }),
    refreshing: is({ list: 'refreshing' }),
    refresh: () => send({ type: 'REFRESH' }),
    groups: groupByDay(c.comments).map((group) => ({
      day: group.day,
      items: group.items.map((comment) => connectCommentItem(comment, itemParts, send, env)),
    })),
    empty: status === 'ready' && c.comments.length === 0,
    more: {
      visible: status === 'ready' && (c.hasMore || c.moreError !== null),
      busy: is({ list: 'more' }),
      label: is({ list: 'more' }) ? t('comment.loadingMore') : t('comment.loadMore'),
      error: c.moreError ? t('comment.loadMoreFailed') : null,
      load: () => send({ type: 'MORE' }),
    },
    actionError: opError ? failureText(opError, t) : null,
  };
}

/** The highlight part, from the highlight child's snapshot. */
export function connectCommentHighlight(
  snapshot: CommentParts['highlight'],
  send: Send,
  env: ConnectEnv,
): HighlightPanelView {
  return connectHighlightPanel(snapshot.context, () => send({ type: 'HIGHLIGHT', visible: false }), env);
}

/** Turns the comment machine's snapshot (and its children's) into the view model both skins render. */
export function connectComment(snapshot: Snapshot, send: Send, env: ConnectEnv): CommentView {
  const parts = commentPartsOf(snapshot);
  return {
    ...connectCommentList(snapshot, parts, send, env),
    ...connectCommentComposer(parts.composer, send, env),
    log: connectCommentLog(parts.log, send, env),
    highlight: connectCommentHighlight(parts.highlight, send, env),
  };
}
