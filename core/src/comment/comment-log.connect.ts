import type { SnapshotFrom } from 'xstate';
import type { ConnectEnv } from '../shared/connect';
import type { MessageKey } from '../i18n';
import { formatCommentTime } from './comment.logic';
import type { commentLogMachine } from './comment-log.machine';
import type { CommentEvent } from './comment.machine';
import type { CommentView } from './comment.view';

const LOG_TEXT: Record<string, MessageKey> = {
  create: 'comment.log.create',
  edit: 'comment.log.edit',
  decrypt: 'comment.log.decrypt',
  upvote: 'comment.log.upvote',
};

/** The log child's snapshot as its connect reads it. */
export type CommentLogSnapshot = Pick<SnapshotFrom<typeof commentLogMachine>, 'context'> & {
  matches(value: never): boolean;
};

/** A comment's log dialog from the log child's snapshot. */
export function connectCommentLog(
  snapshot: CommentLogSnapshot,
  send: (event: CommentEvent) => void,
  { t }: ConnectEnv,
): CommentView['log'] {
  const { log } = snapshot.context;
  return {
    open: log !== null,
    busy: snapshot.matches('loading' as never),
    title: t('comment.log.title'),
    error: log?.error ? t('comment.log.failed') : null,
    emptyText: t('comment.log.empty'),
    retryLabel: t('comment.retry'),
    entries: (log?.entries ?? []).map((entry) => ({
      id: entry.id,
      text: t(LOG_TEXT[entry.action] ?? 'comment.log.other', { name: entry.userName }),
      time: formatCommentTime(entry.time),
      content: entry.content ?? null,
    })),
    retry: () => send({ type: 'LOG.RETRY' }),
    close: () => send({ type: 'LOG.CLOSE' }),
  };
}
