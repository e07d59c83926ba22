import type { UploadedFile } from '../upload';

/**
 * spec 3: who a comment mentions. `atType` says what kind of target the name stands for (a person
 * by default; the browser may offer departments or groups later).
 */
export interface CommentMention {
  userId: string;
  userName: string;
  atType: string;
}

/** A person (or other target) a mention may name: what a mention provider returns. */
export interface MentionUser {
  userId: string;
  userName: string;
  /** Kind of target; `'user'` when absent. */
  atType?: string;
  /** Avatar address (checked before use). */
  avatar?: string;
  /** A short second line in the picker (department ...). */
  description?: string;
}

/** One piece of a comment's text: plain text, or a mention of a known user. */
export type MentionSegment = { text: string } | { mention: CommentMention };

/** One sensitive-word occurrence: JavaScript string indices, `end` exclusive. */
export interface SensitiveHit {
  start: number;
  end: number;
  /** The word of the list that matched (as the list spells it). */
  word: string;
}

/** A piece of text marked as a sensitive-word hit or not; skins render it as text, never HTML. */
export interface HighlightSegment {
  text: string;
  hit: boolean;
  /** The words covering this piece (empty when `hit` is false). */
  words: string[];
}

/** spec 3: a comment's attachment, an uploaded file with the options the server offers. */
export interface CommentAttachment extends UploadedFile {
  /** An older version of this file was removed (shown as a mark on the attachment). */
  versionRemoved?: boolean;
}

/** Someone who upvoted a comment. */
export interface CommentUpvote {
  userId: string;
  userName: string;
}

/** One entry of a comment's change log ("view log"). */
export interface CommentLogEntry {
  id: string;
  /** What happened: create, edit, delete, decrypt ... (shown through the catalogue). */
  action: string;
  userName: string;
  /** ms since the epoch. */
  time: number;
  /** The content after the change, when the server gives it. */
  content?: string;
}

/** spec 3: a comment as the widget holds it, after the server's answer was checked. */
export interface CommentEntry {
  id: string;
  /** What is shown: masked (`***`) when `desensitized` and not decrypted yet. */
  content: string;
  /** The content before desensitisation, once decrypted. */
  originContent?: string;
  /** The server masked sensitive parts of the content; it can be decrypted per comment. */
  desensitized: boolean;
  mentions: CommentMention[];
  attachments: CommentAttachment[];
  userId: string;
  userName: string;
  avatar?: string;
  /** ms since the epoch. */
  createTime: number;
  /** Where the comment was written (mobile location), when given. */
  address?: string;
  upvotes: CommentUpvote[];
  /** The comment this one answers. */
  replyTo?: { id: string; userName: string };
  /** The comment was edited after it was posted. */
  edited: boolean;
}

/** One page of comments. */
export interface CommentPage {
  list: CommentEntry[];
  hasMore: boolean;
  total: number;
}

/** spec 9: the comment widget's defaults. */
export interface CommentDefaults {
  /** How further pages load: `more` is a "load more" button under the list. */
  pageMode: 'more';
  /** Actions shown on a comment before the rest go into a "more" menu. */
  menuMax: number;
  /** Module of the comment calls (`/api/{module}/common/comment/...`). */
  module: string;
  /** Module of the record the comments belong to. */
  objectModule: string;
}

/** The record whose comments are shown. */
export interface CommentTarget {
  objectId: string;
  /** spec 9: `bcw` by default. */
  objectModule?: string;
  /** spec 9: `share` by default. */
  module?: string;
}

/** What a new or edited comment sends. */
export interface CommentDraft {
  content: string;
  mentions: CommentMention[];
  attachments: CommentAttachment[];
  replyTo?: string;
}

/** A common phrase (quick reply text) of the current user. */
export interface CommonPhrase {
  id: string;
  content: string;
  groupId: string;
  sort: number;
}

/** A group of common phrases. */
export interface CommonPhraseGroup {
  id: string;
  name: string;
  sort: number;
}
