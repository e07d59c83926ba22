import type { SnapshotFrom } from 'xstate';
import type { ConnectEnv } from '../shared/connect';
import type { MessageKey } from '../i18n';
import { failureReason, failureText } from '../http/failure';
import { safeUrl } from '../shared/url-safety';
import {
  commentActions,
  contentTokens,
  formatCommentTime,
  groupByDay,
  splitMenu,
  type CommentAction,
  type ContentToken,
} from './comment.logic';
import { isDraftReady, type CommentEvent, type CommentMachine, type HighlightData } from './comment.machine';
import type { CommentAttachment, CommentEntry, HighlightSegment, MentionUser } from './comment.types';
import {
  EMOJI_CATALOGUE,
  EMOJI_IMAGE_SIZE,
  STATUS_EMOJI,
  emojiImage,
  recentEmoji,
  type EmojiEntry,
} from './emoji.logic';
import {
  findSensitiveHits,
  highlightSegments,
  hitsInContext,
  type SensitiveHitInContext,
} from './sensitive.logic';

/**
 * A content token with its label (emoji titles in the page's language) and, for an emoji, its
 * picture (`image`, a data: URL) and size in CSS pixels.
 */
export type ContentTokenView = ContentToken & { label?: string; image?: string; size?: number };

/** One action of a comment's menu. */
export interface CommentMenuItemView {
  key: CommentAction;
  label: string;
  testId: string;
  /** Deleting asks first: the skin shows this question. */
  confirm: string | null;
  run(): void;
}

/** One emoji as a picker shows it. */
export interface EmojiOptionView {
  tag: string;
  /** The Unicode glyph: what the comment box shows once picked. */
  glyph: string;
  /** The picture the picker shows (a Twemoji SVG as a data: URL). */
  image: string;
  /** The picture's size in CSS pixels. */
  size: number;
  label: string;
  testId: string;
  pick(): void;
}

/** One comment as both skins render it. */
export interface CommentItemView {
  id: string;
  testId: string;
  author: string;
  /** First character of the author's name, for the avatar without a picture. */
  avatarText: string;
  /** A safe picture address, or null. */
  avatarUrl: string | null;
  time: string;
  address: string | null;
  tokens: ContentTokenView[];
  /** The content is desensitised and not decrypted: a mask shows with the decrypt button. */
  masked: boolean;
  maskLabel: string;
  decrypt: { label: string; busy: boolean; failed: string | null; run(): void } | null;
  replyTo: string | null;
  edited: string | null;
  attachments: CommentAttachment[];
  /** Notes on attachments whose older version was removed. */
  versionNotes: string[];
  upvote: {
    count: number;
    active: boolean;
    label: string;
    names: string | null;
    busy: boolean;
    toggle(): void;
  };
  menu: { visible: CommentMenuItemView[]; more: CommentMenuItemView[]; moreLabel: string; label: string };
  /** The text being edited in place, or null. */
  editing: {
    text: string;
    saving: boolean;
    error: string | null;
    label: string;
    saveLabel: string;
    cancelLabel: string;
    change(text: string): void;
    save(): void;
    cancel(): void;
  } | null;
  /** The plain text (what "copy" copies). */
  plainText: string;
}

/** The highlight panel (spec 2.3, 4): opened and closed by an event with a visible flag and data. */
export interface HighlightPanelView {
  visible: boolean;
  title: string;
  summary: string;
  hits: (SensitiveHitInContext & { testId: string })[];
  /** The whole text in pieces marked hit or not. */
  segments: HighlightSegment[];
  emptyText: string;
  closeLabel: string;
  close(): void;
}

/** What both skins render for the comment widget. */
export interface CommentView {
  status: 'loading' | 'ready' | 'failed';
  texts: {
    title: string;
    loading: string;
    loadFailed: string;
    retry: string;
    empty: string;
    count: string;
    emoji: string;
    emojiAll: string;
    emojiStatus: string;
    emojiRecent: string;
    phrases: string;
    quickActions: string;
    attachments: string;
    close: string;
  };
  error: string | null;
  retry(): void;
  /** The first page is loading again over the list (pull to refresh). */
  refreshing: boolean;
  /** Loads the first page again, the list kept until it answers. */
  refresh(): void;
  groups: { day: string; items: CommentItemView[] }[];
  empty: boolean;
  /** spec 9: page mode "more": a button under the list. */
  more: { visible: boolean; busy: boolean; label: string; error: string | null; load(): void };
  composer: {
    text: string;
    caret: number;
    placeholder: string;
    submitLabel: string;
    busy: boolean;
    canSubmit: boolean;
    /** Attachments are still uploading (the send button waits). */
    uploading: boolean;
    error: string | null;
    /** The user's sensitive words found while typing, or null. */
    liveWarning: string | null;
    attachments: CommentAttachment[];
    replyTo: { label: string; cancelLabel: string; cancel(): void } | null;
    change(text: string, caret?: number): void;
    setAttachments(files: CommentAttachment[]): void;
    /** The attachment field reports files still uploading; sending waits for them. */
    setUploading(uploading: boolean): void;
    insertPhrase(content: string): void;
    submit(): void;
  };
  mention: {
    open: boolean;
    busy: boolean;
    title: string;
    emptyText: string | null;
    options: { userId: string; userName: string; description: string; testId: string; pick(): void }[];
    close(): void;
  };
  emoji: { all: EmojiOptionView[]; status: EmojiOptionView[]; recent: EmojiOptionView[] };
  log: {
    open: boolean;
    busy: boolean;
    title: string;
    error: string | null;
    emptyText: string;
    retryLabel: string;
    entries: { id: string; text: string; time: string; content: string | null }[];
    retry(): void;
    close(): void;
  };
  highlight: HighlightPanelView;
  /** An upvote or delete failed. */
  actionError: string | null;
}

type Snapshot = Pick<SnapshotFrom<CommentMachine>, 'context'> & { matches(value: never): boolean };
type Send = (event: CommentEvent) => void;

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

const MENU_LABEL: Record<CommentAction, MessageKey> = {
  reply: 'comment.reply',
  edit: 'comment.edit',
  viewLog: 'comment.viewLog',
  copy: 'comment.copy',
  delete: 'comment.delete',
};

const LOG_TEXT: Record<string, MessageKey> = {
  create: 'comment.log.create',
  edit: 'comment.log.edit',
  decrypt: 'comment.log.decrypt',
  upvote: 'comment.log.upvote',
};

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

/** Turns the comment machine's snapshot into the view model both skins render. */
export function connectComment(snapshot: Snapshot, send: Send, env: ConnectEnv): CommentView {
  const { t } = env;
  const c = snapshot.context;
  const is = (value: unknown) => snapshot.matches(value as never);
  const status = is({ list: 'failed' }) ? 'failed' : is({ list: 'loading' }) ? 'loading' : 'ready';
  const me = c.currentUser.userId;
  const editingBusy = is({ editor: 'saving' });

  const item = (comment: CommentEntry): CommentItemView => {
    const masked = comment.desensitized && !c.decrypted.includes(comment.id);
    const actions = commentActions(comment, me).map((key): CommentMenuItemView => ({
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
    const { visible, more } = splitMenu(actions, c.menuMax);
    const active = comment.upvotes.some((u) => u.userId === me);
    const editing = c.editing?.id === comment.id ? c.editing : null;
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
            label: c.decrypting === comment.id ? t('comment.decrypting') : t('comment.decrypt'),
            busy: c.decrypting === comment.id,
            failed: c.decryptFailed.includes(comment.id) ? t('comment.decryptFailed') : null,
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
        busy: c.op?.kind === 'upvote' && c.op.id === comment.id,
        toggle: () => send({ type: 'UPVOTE', id: comment.id }),
      },
      menu: { visible, more, moreLabel: t('comment.more'), label: t('comment.actions') },
      editing: editing && {
        text: editing.text,
        saving: editingBusy,
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
  };

  const draftHits = findSensitiveHits(c.draft.text, c.words);
  const busy = is({ composer: 'checking' }) || is({ composer: 'posting' });
  const mentionOpen =
    c.mention !== null && (c.mentionOptions.length > 0 || is({ mention: 'searching' }) || c.mentionError);
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
    groups: groupByDay(c.comments).map((group) => ({ day: group.day, items: group.items.map(item) })),
    empty: status === 'ready' && c.comments.length === 0,
    more: {
      visible: status === 'ready' && (c.hasMore || c.moreError !== null),
      busy: is({ list: 'more' }),
      label: is({ list: 'more' }) ? t('comment.loadingMore') : t('comment.loadMore'),
      error: c.moreError ? t('comment.loadMoreFailed') : null,
      load: () => send({ type: 'MORE' }),
    },
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
      open: mentionOpen,
      busy: is({ mention: 'searching' }),
      title: t('comment.mentionTitle'),
      emptyText: c.mentionError
        ? t('comment.mentionFailed')
        : !is({ mention: 'searching' }) && c.mentionOptions.length === 0
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
    log: {
      open: c.log !== null,
      busy: is({ log: 'loading' }),
      title: t('comment.log.title'),
      error: c.log?.error ? t('comment.log.failed') : null,
      emptyText: t('comment.log.empty'),
      retryLabel: t('comment.retry'),
      entries: (c.log?.entries ?? []).map((entry) => ({
        id: entry.id,
        text: t(LOG_TEXT[entry.action] ?? 'comment.log.other', { name: entry.userName }),
        time: formatCommentTime(entry.time),
        content: entry.content ?? null,
      })),
      retry: () => send({ type: 'LOG.RETRY' }),
      close: () => send({ type: 'LOG.CLOSE' }),
    },
    highlight: connectHighlightPanel(c.highlight, () => send({ type: 'HIGHLIGHT', visible: false }), env),
    actionError: c.opError ? failureText(c.opError, t) : null,
  };
}
