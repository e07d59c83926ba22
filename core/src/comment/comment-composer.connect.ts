import type { SnapshotFrom } from 'xstate';
import type { ConnectEnv } from '../shared/connect';
import type { MessageKey } from '../i18n';
import { failureReason } from '../http/failure';
import { isDraftReady, type commentComposerMachine } from './comment-composer.machine';
import type { CommentEvent } from './comment.machine';
import type { MentionUser } from './comment.types';
import type { CommentView, EmojiOptionView } from './comment.view';
import {
  EMOJI_CATALOGUE,
  EMOJI_IMAGE_SIZE,
  STATUS_EMOJI,
  emojiImage,
  recentEmoji,
  type EmojiEntry,
} from './emoji.logic';
import { findSensitiveHits } from './sensitive.logic';

type Send = (event: CommentEvent) => void;

/** The composer child's snapshot as its connect reads it. */
export type CommentComposerSnapshot = Pick<SnapshotFrom<typeof commentComposerMachine>, 'context'> & {
  matches(value: never): boolean;
};

function emojiOptions(
  list: readonly EmojiEntry[],
  send: Send,
  { t }: ConnectEnv,
  prefix: string,
): EmojiOptionView[] {
  return list.map((emoji) => ({
    tag: emoji.tag,
    glyph: emoji.glyph,
    image: emojiImage(emoji.tag) ?? '',
    size: EMOJI_IMAGE_SIZE.picker,
    label: t(emoji.labelId as MessageKey),
    testId: `${prefix}-${emoji.tag}`,
    pick: () => send({ type: 'DRAFT.EMOJI', tag: emoji.tag }),
  }));
}

/** The composer, its mention list and the emoji pickers, from the composer child's snapshot. */
export function connectCommentComposer(
  snapshot: CommentComposerSnapshot,
  send: Send,
  env: ConnectEnv,
): Pick<CommentView, 'composer' | 'mention' | 'emoji'> {
  const { t } = env;
  const c = snapshot.context;
  const is = (value: unknown) => snapshot.matches(value as never);
  const draftHits = findSensitiveHits(c.draft.text, c.words);
  const busy = is({ compose: 'checking' }) || is({ compose: 'posting' });
  const searching = is({ mention: 'searching' });
  return {
    composer: {
      text: c.draft.text,
      caret: c.draft.caret,
      placeholder: t('comment.placeholder'),
      submitLabel: busy ? t('comment.submitting') : t('comment.submit'),
      busy,
      canSubmit: !busy && isDraftReady(c.draft),
      uploading: c.draft.uploading,
      error: c.postError ? t('comment.postFailed', { reason: failureReason(c.postError, t) }) : null,
      liveWarning: draftHits.length
        ? t('comment.highlight.live', { words: [...new Set(draftHits.map((h) => h.word))].join(', ') })
        : null,
      attachments: c.draft.attachments,
      replyTo: c.draft.replyTo
        ? {
            label: t('comment.replyTo', { name: c.draft.replyTo.userName }),
            cancelLabel: t('comment.cancelReply'),
            cancel: () => send({ type: 'DRAFT.REPLY_CANCEL' }),
          }
        : null,
      change: (text, caret) => send({ type: 'DRAFT.CHANGE', text, caret }),
      setAttachments: (files) => send({ type: 'DRAFT.ATTACHMENTS', files }),
      setUploading: (uploading) => send({ type: 'DRAFT.UPLOADING', uploading }),
      insertPhrase: (content) => send({ type: 'DRAFT.PHRASE', content }),
      submit: () => send({ type: 'DRAFT.SUBMIT' }),
    },
    mention: {
      open: c.mention !== null && (c.mentionOptions.length > 0 || searching || c.mentionError),
      busy: searching,
      title: t('comment.mentionTitle'),
      emptyText: c.mentionError
        ? t('comment.mentionFailed')
        : !searching && c.mentionOptions.length === 0
          ? t('comment.mentionEmpty')
          : null,
      options: c.mentionOptions.map((user: MentionUser) => ({
        userId: user.userId,
        userName: user.userName,
        description: user.description ?? '',
        testId: `comment-mention-option-${user.userId}`,
        pick: () => send({ type: 'MENTION.PICK', user }),
      })),
      close: () => send({ type: 'MENTION.CLOSE' }),
    },
    emoji: {
      all: emojiOptions(EMOJI_CATALOGUE, send, env, 'emoji'),
      status: emojiOptions(STATUS_EMOJI, send, env, 'emoji-status'),
      recent: emojiOptions(recentEmoji.list(c.storage), send, env, 'emoji-recent'),
    },
  };
}
