import type { ConnectEnv } from '../shared/connect';
import type { MessageKey } from '../i18n';
import { failureReason } from '../http/failure';
import { safeUrl } from '../shared/url-safety';
import {
  commentActions,
  contentTokens,
  formatCommentTime,
  splitMenu,
  type CommentAction,
} from './comment.logic';
import type { CommentDecryptContext } from './comment-decrypt.machine';
import type { CommentEditorContext } from './comment-editor.machine';
import type { CommentOpContext } from './comment-op.machine';
import type { CommentEvent } from './comment.machine';
import type { CommentEntry } from './comment.types';
import type { CommentItemView, CommentMenuItemView } from './comment.view';
import { EMOJI_IMAGE_SIZE, emojiImage } from './emoji.logic';

/** What one comment's view reads besides the comment: the children's states and who is reading. */
export interface CommentItemParts {
  me: string;
  menuMax: number;
  editor: { context: CommentEditorContext; saving: boolean } | undefined;
  op: CommentOpContext | undefined;
  decrypt: CommentDecryptContext | undefined;
}

const MENU_LABEL: Record<CommentAction, MessageKey> = {
  reply: 'comment.reply',
  edit: 'comment.edit',
  viewLog: 'comment.viewLog',
  copy: 'comment.copy',
  delete: 'comment.delete',
};

function menuOf(
  comment: CommentEntry,
  parts: CommentItemParts,
  send: (event: CommentEvent) => void,
  t: ConnectEnv['t'],
) {
  const actions = commentActions(comment, parts.me).map((key): CommentMenuItemView => ({
    key,
    label: t(MENU_LABEL[key]),
    testId: `comment-action-${key}`,
    confirm: key === 'delete' ? t('comment.deleteConfirm') : null,
    run: () => {
      if (key === 'reply') send({ type: 'DRAFT.REPLY', id: comment.id });
      else if (key === 'edit') send({ type: 'EDIT.START', id: comment.id });
      else if (key === 'viewLog') send({ type: 'LOG.OPEN', id: comment.id });
      else if (key === 'delete') send({ type: 'DELETE', id: comment.id });
      // copy: the skin copies `plainText`
    },
  }));
  const { visible, more } = splitMenu(actions, parts.menuMax);
  return { visible, more, moreLabel: t('comment.more'), label: t('comment.actions') };
}

/** One comment as both skins render it, with its decrypt, upvote, menu and in-place editor. */
export function connectCommentItem(
  comment: CommentEntry,
  parts: CommentItemParts,
  send: (event: CommentEvent) => void,
  env: ConnectEnv,
): CommentItemView {
  const { t } = env;
  const decrypting = parts.decrypt?.decrypting ?? null;
  const masked = comment.desensitized && !parts.decrypt?.decrypted.includes(comment.id);
  const active = comment.upvotes.some((u) => u.userId === parts.me);
  const editor = parts.editor;
  const editing = editor?.context.editing?.id === comment.id ? editor.context.editing : null;
  return {
    id: comment.id,
    testId: `comment-item-${comment.id}`,
    author: comment.userName,
    avatarText: Array.from(comment.userName)[0] ?? '?',
    avatarUrl: comment.avatar ? safeUrl(comment.avatar) : null,
    time: formatCommentTime(comment.createTime),
    address: comment.address ? t('comment.address', { address: comment.address }) : null,
    tokens: contentTokens(comment.content, comment.mentions).map((token) =>
      token.kind === 'emoji'
        ? {
            ...token,
            label: t(token.emoji.labelId as MessageKey),
            image: emojiImage(token.emoji.tag),
            size: EMOJI_IMAGE_SIZE.inline,
          }
        : token,
    ),
    masked,
    maskLabel: t('comment.masked'),
    decrypt: masked
      ? {
          label: decrypting === comment.id ? t('comment.decrypting') : t('comment.decrypt'),
          busy: decrypting === comment.id,
          failed: parts.decrypt?.decryptFailed.includes(comment.id) ? t('comment.decryptFailed') : null,
          run: () => send({ type: 'DECRYPT', id: comment.id }),
        }
      : null,
    replyTo: comment.replyTo ? t('comment.replyTo', { name: comment.replyTo.userName }) : null,
    edited: comment.edited ? t('comment.edited') : null,
    attachments: comment.attachments,
    versionNotes: comment.attachments
      .filter((file) => file.versionRemoved)
      .map((file) => t('comment.versionRemoved', { name: file.name })),
    upvote: {
      count: comment.upvotes.length,
      active,
      label: active ? t('comment.upvoteCancel') : t('comment.upvote'),
      names: comment.upvotes.length
        ? t('comment.upvotedBy', {
            names: comment.upvotes.map((u) => u.userName).join(env.locale === 'zh_CN' ? '、' : ', '),
          })
        : null,
      busy: parts.op?.op?.kind === 'upvote' && parts.op.op.id === comment.id,
      toggle: () => send({ type: 'UPVOTE', id: comment.id }),
    },
    menu: menuOf(comment, parts, send, t),
    editing: editing && {
      text: editing.text,
      saving: editor?.saving ?? false,
      error: editing.error ? t('comment.actionFailed', { reason: failureReason(editing.error, t) }) : null,
      label: t('comment.editText'),
      saveLabel: t('comment.editSave'),
      cancelLabel: t('comment.editCancel'),
      change: (text) => send({ type: 'EDIT.CHANGE', text }),
      save: () => send({ type: 'EDIT.SAVE' }),
      cancel: () => send({ type: 'EDIT.CANCEL' }),
    },
    plainText: comment.content,
  };
}
