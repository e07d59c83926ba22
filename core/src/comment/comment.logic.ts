import { safeUrl } from '../shared/url-safety';
import { asArray, asNumber, asString, isRecord } from '../shared/guards';
import type {
  CommentAttachment,
  CommentDefaults,
  CommentEntry,
  CommentLogEntry,
  CommentMention,
  CommentPage,
  CommonPhrase,
  CommonPhraseGroup,
  MentionUser,
} from './comment.types';
import { emojiByTag, type EmojiEntry } from './emoji.logic';
import { DEFAULT_AT_TYPE, parseMentions } from './mentions.logic';

/** spec 9: page mode more, menu max 3, module share, object module bcw. */
export const COMMENT_DEFAULTS: Readonly<CommentDefaults> = Object.freeze({
  pageMode: 'more',
  menuMax: 3,
  module: 'share',
  objectModule: 'bcw',
});

/** Comments fetched per page (the "load more" button asks for the next page). */
export const COMMENT_PAGE_SIZE = 10;

/** One piece of a comment's content as skins render it (always as text, never HTML). */
export type ContentToken =
  | { kind: 'text'; text: string }
  | { kind: 'mention'; text: string; mention: CommentMention }
  | { kind: 'emoji'; text: string; emoji: EmojiEntry }
  | { kind: 'link'; text: string; href: string };

// Linear scans: a run of characters that cannot be part of an address, no nested quantifiers.
const LINK = /(?:https?:\/\/|mailto:)[^\s<>"'`\u3000-\u303f\uff00-\uffef]+/gi;
const EMOJI_CODE = /\[([^[\]\s]{1,24})\]/g;
const MAILTO = /^mailto:[^\s:/\\<>"'`?#]+@[^\s:/\\<>"'`?#]+(?:\?[^\s<>"'`\\]*)?$/i;

/**
 * The address when a link may be followed from untrusted text: http(s) with a host, or mailto with
 * an address; null for anything else (`javascript:`, `data:` and their disguises).
 */
export function safeLinkHref(href: string): string | null {
  if (/^mailto:/i.test(href)) return MAILTO.test(href) ? href : null;
  if (!/^https?:\/\//i.test(href)) return null;
  return safeUrl(href);
}

function emojiAndText(text: string, tokens: ContentToken[]): void {
  let at = 0;
  for (const match of text.matchAll(EMOJI_CODE)) {
    const emoji = emojiByTag(match[1] as string);
    if (!emoji) continue;
    if (match.index > at) tokens.push({ kind: 'text', text: text.slice(at, match.index) });
    tokens.push({ kind: 'emoji', text: match[0], emoji });
    at = match.index + match[0].length;
  }
  if (at < text.length) tokens.push({ kind: 'text', text: text.slice(at) });
}

function linksEmojiAndText(text: string, tokens: ContentToken[]): void {
  let at = 0;
  for (const match of text.matchAll(LINK)) {
    // a sentence's closing punctuation is not part of the address
    const raw = match[0].replace(/[.,;:!?)\]]+$/, '');
    const href = safeLinkHref(raw);
    if (!href) continue;
    emojiAndText(text.slice(at, match.index), tokens);
    tokens.push({ kind: 'link', text: raw, href });
    at = match.index + raw.length;
  }
  emojiAndText(text.slice(at), tokens);
}

/**
 * A comment's content as tokens: mentions of the users it names, emoji codes of the catalogue
 * (legacy names too), http(s) and mailto links; everything else is text.
 */
export function contentTokens(content: string, mentions: readonly CommentMention[]): ContentToken[] {
  const tokens: ContentToken[] = [];
  for (const segment of parseMentions(content, mentions)) {
    if ('mention' in segment) {
      tokens.push({ kind: 'mention', text: `@${segment.mention.userName}`, mention: segment.mention });
    } else linksEmojiAndText(segment.text, tokens);
  }
  return tokens;
}

/** spec 2.3, 9: the first `max` actions show on the comment, the rest go into "more". */
export function splitMenu<T>(
  actions: readonly T[],
  max: number = COMMENT_DEFAULTS.menuMax,
): {
  visible: T[];
  more: T[];
} {
  const cap = Math.max(0, Math.trunc(max));
  if (actions.length <= cap) return { visible: [...actions], more: [] };
  return { visible: actions.slice(0, cap), more: actions.slice(cap) };
}

/** The actions a comment offers the current user, in menu order. */
export type CommentAction = 'reply' | 'edit' | 'viewLog' | 'copy' | 'delete';

/** Which actions a comment offers: everyone replies, copies and reads the log; authors edit and delete. */
export function commentActions(
  comment: Pick<CommentEntry, 'userId'>,
  currentUserId: string,
): CommentAction[] {
  const own = comment.userId === currentUserId;
  return own ? ['reply', 'edit', 'viewLog', 'copy', 'delete'] : ['reply', 'viewLog', 'copy'];
}

/** The day (YYYY-MM-DD, local time) a time falls on: comments are grouped by it. */
export function dayKey(time: number): string {
  const date = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** spec 9: comment times show as YYYY-MM-DD HH:mm. */
export function formatCommentTime(time: number): string {
  const date = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${dayKey(time)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Comments grouped by day, in list order. */
export function groupByDay<T extends { createTime: number }>(
  list: readonly T[],
): { day: string; items: T[] }[] {
  const groups: { day: string; items: T[] }[] = [];
  for (const item of list) {
    const day = dayKey(item.createTime);
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

// ---- untrusted answers -------------------------------------------------------------------------

const idOf = (value: unknown): string =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : asString(value);

/** A mention from an answer, or null. */
export function parseMention(raw: unknown): CommentMention | null {
  if (!isRecord(raw)) return null;
  const userId = idOf(raw.userId ?? raw.id);
  const userName = asString(raw.userName ?? raw.name).trim();
  if (!userId || !userName) return null;
  return { userId, userName, atType: asString(raw.atType, DEFAULT_AT_TYPE) || DEFAULT_AT_TYPE };
}

/** A person a mention may name, from an answer, or null. */
export function parseMentionUser(raw: unknown): MentionUser | null {
  const mention = parseMention(raw);
  if (!mention || !isRecord(raw)) return null;
  const description = asString(raw.description ?? raw.department);
  return { ...mention, ...(description ? { description } : {}) };
}

const FILE_OPTIONS = ['download', 'rename', 'reupload', 'delete', 'editSecretLevel'];

/** An attachment from an answer, or null. */
export function parseAttachment(raw: unknown): CommentAttachment | null {
  if (!isRecord(raw)) return null;
  const fileId = idOf(raw.fileId ?? raw.id);
  const name = asString(raw.name).trim();
  if (!fileId || !name) return null;
  const options = asArray(raw.options).filter(
    (option): option is string => typeof option === 'string' && FILE_OPTIONS.includes(option),
  );
  return {
    fileId,
    name,
    size: Math.max(0, asNumber(raw.size, 0)),
    options,
    ...(raw.versionRemoved === true ? { versionRemoved: true } : {}),
  };
}

function compact<T>(list: readonly (T | null)[]): T[] {
  return list.filter((item): item is T => item !== null);
}

/** A comment from an answer (spec 3), or null when it has no id. */
export function parseCommentEntry(raw: unknown): CommentEntry | null {
  if (!isRecord(raw)) return null;
  const id = idOf(raw.id);
  if (!id) return null;
  const replyTo = isRecord(raw.replyTo) ? raw.replyTo : null;
  const replyId = replyTo ? idOf(replyTo.id) : '';
  const address = asString(raw.address).trim();
  const avatar = asString(raw.avatar);
  const origin = raw.originContent;
  return {
    id,
    content: asString(raw.content),
    ...(typeof origin === 'string' ? { originContent: origin } : {}),
    desensitized: raw.desensitization === true || raw.desensitization === 1 || raw.desensitized === true,
    mentions: compact(asArray(raw.mentions ?? raw.userMentions).map(parseMention)),
    attachments: compact(asArray(raw.attachments ?? raw.files).map(parseAttachment)),
    userId: idOf(raw.userId),
    userName: asString(raw.userName),
    ...(avatar ? { avatar } : {}),
    createTime: asNumber(raw.createTime, 0),
    ...(address ? { address } : {}),
    upvotes: compact(
      asArray(raw.upvotes).map((u) => {
        const m = parseMention(u);
        return m ? { userId: m.userId, userName: m.userName } : null;
      }),
    ),
    ...(replyTo && replyId ? { replyTo: { id: replyId, userName: asString(replyTo.userName) } } : {}),
    edited: raw.edited === true,
  };
}

/** A page of comments from an answer: bad entries dropped, `hasMore` false unless said. */
export function parseCommentPage(data: unknown): CommentPage {
  const record = isRecord(data) ? data : {};
  const list = compact(asArray(record.list ?? data).map(parseCommentEntry));
  return { list, hasMore: record.hasMore === true, total: Math.max(list.length, asNumber(record.total, 0)) };
}

/** Log entries from an answer. */
export function parseCommentLogs(data: unknown): CommentLogEntry[] {
  return compact(
    asArray(isRecord(data) ? data.list : data).map((raw, index) => {
      if (!isRecord(raw)) return null;
      const content = raw.content;
      return {
        id: idOf(raw.id) || String(index),
        action: asString(raw.action, 'edit'),
        userName: asString(raw.userName),
        time: asNumber(raw.time, 0),
        ...(typeof content === 'string' ? { content } : {}),
      };
    }),
  );
}

/** Sensitive words from an answer: strings only, trimmed, no empties. */
export function parseSensitiveWords(data: unknown): string[] {
  return asArray(isRecord(data) ? data.words : data)
    .filter((word): word is string => typeof word === 'string')
    .map((word) => word.trim())
    .filter((word) => word !== '');
}

/** Phrases and groups from an answer. */
export function parsePhrases(data: unknown): { phrases: CommonPhrase[]; groups: CommonPhraseGroup[] } {
  const record = isRecord(data) ? data : {};
  const groups = compact(
    asArray(record.groups).map((raw, index): CommonPhraseGroup | null => {
      if (!isRecord(raw)) return null;
      const id = idOf(raw.id);
      const name = asString(raw.name).trim();
      return id && name ? { id, name, sort: asNumber(raw.sort, (index + 1) * 65536) } : null;
    }),
  );
  const phrases = compact(
    asArray(record.phrases).map((raw, index): CommonPhrase | null => {
      if (!isRecord(raw)) return null;
      const id = idOf(raw.id);
      const content = asString(raw.content);
      return id && content.trim()
        ? { id, content, groupId: idOf(raw.groupId), sort: asNumber(raw.sort, (index + 1) * 65536) }
        : null;
    }),
  );
  const bySort = <T extends { sort: number }>(a: T, b: T) => a.sort - b.sort;
  return { phrases: phrases.sort(bySort), groups: groups.sort(bySort) };
}
