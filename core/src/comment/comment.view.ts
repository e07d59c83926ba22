import type { CommentAction, ContentToken } from './comment.logic';
import type { CommentAttachment, HighlightSegment } from './comment.types';
import type { SensitiveHitInContext } from './sensitive.logic';

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
