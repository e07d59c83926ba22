import type { CommentMention, MentionSegment, MentionUser } from './comment.types';

/** The mention kind used when a user carries none. */
export const DEFAULT_AT_TYPE = 'user';

/** Users that can be mentioned, by the first character of their name, longest names first. */
function indexByFirstChar(users: readonly MentionUser[]): Map<string, MentionUser[]> {
  const index = new Map<string, MentionUser[]>();
  for (const user of users) {
    const first = user.userName[0];
    if (first === undefined || !user.userId) continue;
    const bucket = index.get(first);
    if (bucket) bucket.push(user);
    else index.set(first, [user]);
  }
  // longest name wins; among equal names the first user given wins (stable sort)
  for (const bucket of index.values()) bucket.sort((a, b) => b.userName.length - a.userName.length);
  return index;
}

function pushText(segments: MentionSegment[], text: string): void {
  if (text === '') return;
  const last = segments[segments.length - 1];
  if (last && 'text' in last) last.text += text;
  else segments.push({ text });
}

/**
 * Splits comment text into plain text and mentions (spec 3). A mention is `@` followed by a known
 * user's name; when several names match, the longest wins. `@` followed by no known name stays
 * text. `serializeMentions(parseMentions(text, users))` gives `text` back unchanged.
 */
export function parseMentions(text: string, users: readonly MentionUser[]): MentionSegment[] {
  const index = indexByFirstChar(users);
  const segments: MentionSegment[] = [];
  let plainFrom = 0;
  let at = text.indexOf('@');
  while (at !== -1) {
    const candidates = index.get(text[at + 1] ?? '') ?? [];
    const user = candidates.find((candidate) => text.startsWith(candidate.userName, at + 1));
    if (!user) {
      at = text.indexOf('@', at + 1);
      continue;
    }
    pushText(segments, text.slice(plainFrom, at));
    segments.push({ mention: mentionOf(user) });
    plainFrom = at + 1 + user.userName.length;
    at = text.indexOf('@', plainFrom);
  }
  pushText(segments, text.slice(plainFrom));
  return segments;
}

/** The mention a user stands for. */
export function mentionOf(user: MentionUser): CommentMention {
  return { userId: user.userId, userName: user.userName, atType: user.atType || DEFAULT_AT_TYPE };
}

/** The text of segments: plain text as is, a mention as `@` plus the user's name. */
export function serializeMentions(segments: readonly MentionSegment[]): string {
  return segments
    .map((segment) => ('mention' in segment ? `@${segment.mention.userName}` : segment.text))
    .join('');
}

/** The distinct mentions of segments, in order of first appearance (what a comment sends). */
export function mentionsOf(segments: readonly MentionSegment[]): CommentMention[] {
  const seen = new Set<string>();
  const mentions: CommentMention[] = [];
  for (const segment of segments) {
    if (!('mention' in segment)) continue;
    const key = `${segment.mention.atType}:${segment.mention.userId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    mentions.push(segment.mention);
  }
  return mentions;
}

/**
 * The mention being typed at `caret`: the text after the last `@` before the caret, when it holds
 * no whitespace (what the mention picker filters by), or null.
 */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, Math.max(0, Math.min(caret, text.length)));
  const at = before.lastIndexOf('@');
  if (at === -1) return null;
  const query = before.slice(at + 1);
  if (/\s/.test(query) || query.length > 32) return null;
  return { start: at, query };
}

/** Puts `@name ` in place of the mention being typed from `start` to `caret`. */
export function insertMention(
  text: string,
  range: { start: number; caret: number },
  user: Pick<MentionUser, 'userName'>,
): { text: string; caret: number } {
  const inserted = `@${user.userName} `;
  const next = text.slice(0, range.start) + inserted + text.slice(range.caret);
  return { text: next, caret: range.start + inserted.length };
}
