import type { KeyValueStorage } from '../shared/storage';
import { EMOJI_SVG } from './emoji.images';

/**
 * spec 3: one emoji of the picker. `tag` is what a comment's text carries (`[tag]`); `legacyNames`
 * are the names the two older versions of the catalogue used for the same emoji, still found in old
 * comments.
 */
export interface EmojiEntry {
  tag: string;
  /** Chinese title (the name users of the older versions typed). */
  title: string;
  /** Message key of the title in the catalogue. */
  labelId: string;
  /** Key of the icon in the suite's icon set. */
  iconKey: string;
  /** Name of the icon in the suite's icon font. */
  iconName: string;
  /** The names of the two older versions: [first version, second version]. */
  legacyNames: readonly [string, string];
  /** The Unicode glyph skins show. */
  glyph: string;
  /** Status entries (leave, busy ...) belong to the status list only. */
  status?: boolean;
}

type Row = readonly [tag: string, title: string, glyph: string, v1: string, v2: string];

function entry([tag, title, glyph, v1, v2]: Row, status = false): EmojiEntry {
  return {
    tag,
    title,
    labelId: `comment.emoji.${tag}`,
    iconKey: `emoji-${tag}`,
    iconName: `Icon-emoji-${tag}`,
    legacyNames: [v1, v2],
    glyph,
    ...(status ? { status: true } : {}),
  };
}

// [tag, title, glyph, first-version name, second-version name]
const EMOJI_ROWS: readonly Row[] = [
  ['smile', '微笑', '🙂', '/wx', 'em_1'],
  ['grin', '大笑', '😄', '/dx', 'em_2'],
  ['laugh', '笑哭', '😂', '/xk', 'em_3'],
  ['wink', '眨眼', '😉', '/zy', 'em_4'],
  ['love', '喜欢', '😍', '/xh', 'em_5'],
  ['cool', '酷', '😎', '/ku', 'em_6'],
  ['think', '思考', '🤔', '/sk', 'em_7'],
  ['surprised', '惊讶', '😮', '/jy', 'em_8'],
  ['sad', '难过', '😢', '/ng', 'em_9'],
  ['cry', '大哭', '😭', '/dk', 'em_10'],
  ['angry', '生气', '😠', '/sq', 'em_11'],
  ['sweat', '流汗', '😅', '/lh', 'em_12'],
  ['sleepy', '困', '😪', '/kun', 'em_13'],
  ['shy', '害羞', '😊', '/hx', 'em_14'],
  ['thumbsUp', '赞', '👍', '/zan', 'em_15'],
  ['ok', '好的', '👌', '/ok', 'em_16'],
  ['clap', '鼓掌', '👏', '/gz', 'em_17'],
  ['fist', '加油', '💪', '/jiayou', 'em_18'],
  ['handshake', '握手', '🤝', '/ws', 'em_19'],
  ['pray', '拜托', '🙏', '/bt', 'em_20'],
  ['heart', '爱心', '❤️', '/heart', 'em_21'],
  ['rose', '玫瑰', '🌹', '/mg', 'em_22'],
  ['coffee', '咖啡', '☕', '/kf', 'em_23'],
  ['celebrate', '庆祝', '🎉', '/qz', 'em_24'],
];

// spec 3: the status list adds leave, busy, business trip, sick, in a meeting, on holiday
const STATUS_ROWS: readonly Row[] = [
  ['leave', '请假', '📝', '/qj', 'st_1'],
  ['busy', '忙碌', '⛔', '/ml', 'st_2'],
  ['businessTrip', '出差', '✈️', '/cc', 'st_3'],
  ['sick', '生病', '🤒', '/sb', 'st_4'],
  ['meeting', '会议中', '📅', '/hy', 'st_5'],
  ['holiday', '休假', '🏖️', '/xj', 'st_6'],
];

/** spec 2.3, 3: the full emoji list of the picker. */
export const EMOJI_CATALOGUE: readonly EmojiEntry[] = EMOJI_ROWS.map((row) => entry(row));

/** The first entries of the full list that the shorter status list keeps. */
const STATUS_FROM_CATALOGUE = ['smile', 'thumbsUp', 'ok', 'fist', 'coffee', 'celebrate'];

/** spec 2.3, 3: the shorter status list: a few of the emoji plus leave, busy, business trip, sick, in a meeting, on holiday. */
export const STATUS_EMOJI: readonly EmojiEntry[] = [
  ...EMOJI_CATALOGUE.filter((emoji) => STATUS_FROM_CATALOGUE.includes(emoji.tag)),
  ...STATUS_ROWS.map((row) => entry(row, true)),
];

const BY_NAME = new Map<string, EmojiEntry>();
for (const emoji of [...EMOJI_CATALOGUE, ...STATUS_EMOJI]) {
  for (const name of [emoji.tag, ...emoji.legacyNames, emoji.title]) {
    if (!BY_NAME.has(name)) BY_NAME.set(name, emoji);
  }
}

/**
 * The emoji a tag names: today's tag, either older version's name or the Chinese title, with or
 * without the surrounding brackets (`smile`, `[smile]`, `em_1`, `/wx`, `微笑`); undefined otherwise.
 */
export function emojiByTag(tag: string): EmojiEntry | undefined {
  if (typeof tag !== 'string') return undefined;
  const bare = tag.length > 2 && tag.startsWith('[') && tag.endsWith(']') ? tag.slice(1, -1) : tag;
  return BY_NAME.get(bare);
}

/** The text a comment carries for an emoji. */
export function emojiCode(emoji: Pick<EmojiEntry, 'tag'>): string {
  return `[${emoji.tag}]`;
}

/**
 * The emoji's picture as a `data:` URL (a Twemoji SVG shipped with the suite, never a server's
 * markup), so a machine without a colour emoji font shows it too; undefined for an unknown tag.
 */
export function emojiImage(tag: string): string | undefined {
  const emoji = emojiByTag(tag);
  const svg = emoji ? EMOJI_SVG[emoji.tag] : undefined;
  return svg ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` : undefined;
}

/** Size in CSS pixels of an emoji picture: in the picker's grid, and inline in a comment's text. */
export const EMOJI_IMAGE_SIZE = { picker: 24, inline: 20 } as const;

// a glyph without its presentation selector, which keyboards put in or leave out
const bareGlyph = (glyph: string) => glyph.replace(/\uFE0F/g, '');
const BY_GLYPH = new Map<string, EmojiEntry>();
for (const emoji of [...EMOJI_CATALOGUE, ...STATUS_EMOJI]) {
  if (!BY_GLYPH.has(bareGlyph(emoji.glyph))) BY_GLYPH.set(bareGlyph(emoji.glyph), emoji);
}
const GLYPHS = new RegExp(
  [...BY_GLYPH.keys()]
    .sort((a, b) => b.length - a.length)
    .map(
      (glyph) =>
        `${[...glyph].map((char) => `\\u{${(char.codePointAt(0) ?? 0).toString(16)}}`).join('')}\uFE0F?`,
    )
    .join('|'),
  'gu',
);
const CODES = /\[([^[\]\s]{1,24})\]/g;

/**
 * The text as a comment stores it (spec 3): each emoji of the picker, shown in the box as its
 * glyph, becomes its code (`👍` → `[thumbsUp]`); other text is left as it is.
 */
export function emojiCodesOf(text: string): string {
  return text.replace(GLYPHS, (glyph) => {
    const emoji = BY_GLYPH.get(bareGlyph(glyph));
    return emoji ? emojiCode(emoji) : glyph;
  });
}

/**
 * The text as the comment box shows it: each code of a known emoji (today's tag or a legacy name)
 * becomes its glyph (`[thumbsUp]` → `👍`), so people never read codes while they write.
 */
export function emojiGlyphsOf(text: string): string {
  return text.replace(CODES, (code, tag: string) => emojiByTag(tag)?.glyph ?? code);
}

/** How many recently used emoji are kept. */
export const RECENT_EMOJI_MAX = 8;

/** Storage key of the recently used emoji. */
export const RECENT_EMOJI_KEY = 'suite-ui.comment.recent-emoji';

function readTags(storage: KeyValueStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.get(RECENT_EMOJI_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((tag): tag is string => typeof tag === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The recently used emoji, kept in host storage (newest first, at most `RECENT_EMOJI_MAX`, unknown
 * or stale tags dropped on read, legacy names resolved).
 */
export const recentEmoji = {
  key: RECENT_EMOJI_KEY,
  max: RECENT_EMOJI_MAX,
  /** The recent emoji, newest first. */
  list(storage: KeyValueStorage): EmojiEntry[] {
    const seen = new Set<string>();
    const list: EmojiEntry[] = [];
    for (const tag of readTags(storage)) {
      const emoji = emojiByTag(tag);
      if (!emoji || seen.has(emoji.tag)) continue;
      seen.add(emoji.tag);
      list.push(emoji);
      if (list.length === RECENT_EMOJI_MAX) break;
    }
    return list;
  },
  /** Records a use of `tag` and returns the new list (unknown tags change nothing). */
  add(storage: KeyValueStorage, tag: string): EmojiEntry[] {
    const emoji = emojiByTag(tag);
    if (!emoji) return recentEmoji.list(storage);
    const tags = [
      emoji.tag,
      ...recentEmoji
        .list(storage)
        .map((e) => e.tag)
        .filter((t) => t !== emoji.tag),
    ];
    storage.set(RECENT_EMOJI_KEY, JSON.stringify(tags.slice(0, RECENT_EMOJI_MAX)));
    return recentEmoji.list(storage);
  },
  /** Forgets the recent emoji. */
  clear(storage: KeyValueStorage): void {
    storage.remove(RECENT_EMOJI_KEY);
  },
};
