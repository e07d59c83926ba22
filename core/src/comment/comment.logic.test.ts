import { createMemoryStorage } from '../shared/storage';
import {
  COMMENT_DEFAULTS,
  commentActions,
  contentTokens,
  groupByDay,
  parseCommentEntry,
  parseCommentPage,
  safeLinkHref,
  splitMenu,
} from './comment.logic';
import type { MentionUser } from './comment.types';
import {
  EMOJI_CATALOGUE,
  STATUS_EMOJI,
  emojiByTag,
  emojiCodesOf,
  emojiGlyphsOf,
  emojiImage,
  recentEmoji,
} from './emoji.logic';
import { mentionQueryAt, parseMentions, serializeMentions, insertMention } from './mentions.logic';
import { findSensitiveHits, highlightSegments, hitsInContext } from './sensitive.logic';
import { planSort } from '../sort';

const users: MentionUser[] = [
  { userId: 'u1', userName: '陈超' },
  { userId: 'u2', userName: '陈超磊', atType: 'user' },
  { userId: 'u3', userName: 'Ann Lee' },
  { userId: 'g1', userName: '研发部', atType: 'dept' },
];

describe('COMMENT_DEFAULTS (spec 9)', () => {
  it('is page mode more, menu max 3, module share, object module bcw', () => {
    expect(COMMENT_DEFAULTS).toEqual({ pageMode: 'more', menuMax: 3, module: 'share', objectModule: 'bcw' });
  });
});

describe('parseMentions / serializeMentions (spec 3)', () => {
  it('finds @ plus a known name, the longest name winning', () => {
    expect(parseMentions('hi @陈超磊 and @陈超!', users)).toEqual([
      { text: 'hi ' },
      { mention: { userId: 'u2', userName: '陈超磊', atType: 'user' } },
      { text: ' and ' },
      { mention: { userId: 'u1', userName: '陈超', atType: 'user' } },
      { text: '!' },
    ]);
  });

  it('keeps the atType of the target', () => {
    expect(parseMentions('@研发部', users)).toEqual([
      { mention: { userId: 'g1', userName: '研发部', atType: 'dept' } },
    ]);
  });

  it.each(['@', 'a@b.com', '@nobody here', '@@', '@ 陈超', 'mail me @'])(
    '%p without a known name stays text',
    (text) => {
      expect(parseMentions(text, users)).toEqual([{ text }]);
    },
  );

  it.each(['plain', '', '@陈超磊@陈超@Ann Lee x', '@@陈超 @ @Ann Le @研发部部', 'a@陈超b'])(
    'round trip of %p is lossless',
    (text) => {
      expect(serializeMentions(parseMentions(text, users))).toBe(text);
    },
  );

  it('serializes segments to text', () => {
    expect(
      serializeMentions([{ text: 'x ' }, { mention: { userId: 'u3', userName: 'Ann Lee', atType: 'user' } }]),
    ).toBe('x @Ann Lee');
  });

  it('finds the mention being typed and inserts the picked name', () => {
    expect(mentionQueryAt('hello @ch', 9)).toEqual({ start: 6, query: 'ch' });
    expect(mentionQueryAt('hello @ch x', 11)).toBeNull();
    expect(insertMention('hello @ch!', { start: 6, caret: 9 }, { userName: '陈超' })).toEqual({
      text: 'hello @陈超 !',
      caret: 10,
    });
  });
});

describe('findSensitiveHits (spec 6)', () => {
  it('finds every occurrence, overlaps included, in string indices with end exclusive', () => {
    expect(findSensitiveHits('ushers', ['he', 'she', 'hers', 'us'])).toEqual([
      { start: 0, end: 2, word: 'us' },
      { start: 1, end: 4, word: 'she' },
      { start: 2, end: 4, word: 'he' },
      { start: 2, end: 6, word: 'hers' },
    ]);
  });

  it('matches Latin text whatever the case and reports the word as listed', () => {
    expect(findSensitiveHits('A CAT and a Cät', ['cat', 'CÄT'])).toEqual([
      { start: 2, end: 5, word: 'cat' },
      { start: 12, end: 15, word: 'CÄT' },
    ]);
  });

  it('uses JavaScript indices around astral characters and Chinese', () => {
    const text = '😀测试😀敏感词';
    expect(findSensitiveHits(text, ['敏感', '测试'])).toEqual([
      { start: 2, end: 4, word: '测试' },
      { start: 6, end: 8, word: '敏感' },
    ]);
    expect(text.slice(6, 8)).toBe('敏感');
  });

  it('finds a word that spans the matcher’s slices of a long text', () => {
    const text = 'x'.repeat(1022) + 'secret' + 'y'.repeat(3000) + 'secret';
    expect(findSensitiveHits(text, ['secret']).map((h) => h.start)).toEqual([1022, 4028]);
  });

  it('ignores empty and blank words and an empty text', () => {
    expect(findSensitiveHits('abc', ['', '  '])).toEqual([]);
    expect(findSensitiveHits('', ['a'])).toEqual([]);
  });
});

describe('highlightSegments', () => {
  it('marks hits, merges overlapping ones and keeps all the text', () => {
    const text = 'ushers say';
    const segments = highlightSegments(text, findSensitiveHits(text, ['she', 'hers', 'say']));
    expect(segments).toEqual([
      { text: 'u', hit: false, words: [] },
      { text: 'shers', hit: true, words: ['she', 'hers'] },
      { text: ' ', hit: false, words: [] },
      { text: 'say', hit: true, words: ['say'] },
    ]);
    expect(segments.map((s) => s.text).join('')).toBe(text);
  });

  it('gives one plain segment without hits, and ignores hits outside the text', () => {
    expect(highlightSegments('abc', [{ start: 5, end: 9, word: 'x' }])).toEqual([
      { text: 'abc', hit: false, words: [] },
    ]);
  });

  it('shows hits in context', () => {
    expect(hitsInContext('0123456789abcdef', [{ start: 7, end: 9, word: '78' }], 3)).toEqual([
      { word: '78', start: 7, before: '…456', match: '78', after: '9ab…' },
    ]);
  });
});

describe('emoji (spec 3)', () => {
  it('each entry has tag, title, labelId, iconKey, iconName and two legacy names', () => {
    for (const emoji of EMOJI_CATALOGUE) {
      expect(emoji).toEqual(
        expect.objectContaining({
          tag: expect.any(String),
          title: expect.any(String),
          labelId: `comment.emoji.${emoji.tag}`,
          iconKey: expect.any(String),
          iconName: expect.any(String),
        }),
      );
      expect(emoji.legacyNames).toHaveLength(2);
    }
  });

  it('resolves tags and both legacy names', () => {
    expect(emojiByTag('smile')?.tag).toBe('smile');
    expect(emojiByTag('/wx')?.tag).toBe('smile');
    expect(emojiByTag('em_15')?.tag).toBe('thumbsUp');
    expect(emojiByTag('[微笑]')?.tag).toBe('smile');
    expect(emojiByTag('nope')).toBeUndefined();
    expect(emojiByTag('__proto__')).toBeUndefined();
  });

  it('shows emoji as glyphs in the box and stores their codes, with or without the presentation selector', () => {
    expect(emojiCodesOf('好 👍 ❤️ ❤ ✈ 🏖️ 🙃 [x]')).toBe(
      '好 [thumbsUp] [heart] [heart] [businessTrip] [holiday] 🙃 [x]',
    );
    // legacy names and titles become today's glyph, unknown codes stay as written
    expect(emojiGlyphsOf('a [thumbsUp] [em_1] [/wx] [微笑] [nope]')).toBe('a 👍 🙂 🙂 🙂 [nope]');
    for (const emoji of STATUS_EMOJI)
      expect(emojiCodesOf(emojiGlyphsOf(`[${emoji.tag}]`))).toBe(`[${emoji.tag}]`);
  });

  it('gives every emoji its picture as an SVG data URL, and none to an unknown tag', () => {
    for (const emoji of [...EMOJI_CATALOGUE, ...STATUS_EMOJI]) {
      const url = emojiImage(emoji.tag) ?? '';
      expect(url.startsWith('data:image/svg+xml;charset=utf-8,%3Csvg')).toBe(true);
      expect(decodeURIComponent(url)).not.toMatch(/<script|on\w+=|href=/i);
    }
    expect(emojiImage('em_15')).toBe(emojiImage('thumbsUp'));
    expect(emojiImage('nope')).toBeUndefined();
  });

  it('the status list adds leave, busy, business trip, sick, in a meeting, on holiday', () => {
    const status = STATUS_EMOJI.filter((e) => e.status).map((e) => e.tag);
    expect(status).toEqual(['leave', 'busy', 'businessTrip', 'sick', 'meeting', 'holiday']);
    expect(STATUS_EMOJI.length).toBeLessThan(EMOJI_CATALOGUE.length);
  });

  it('keeps recent emoji in storage, newest first, without duplicates, capped', () => {
    const storage = createMemoryStorage();
    recentEmoji.add(storage, 'smile');
    recentEmoji.add(storage, 'em_15');
    expect(recentEmoji.add(storage, 'smile').map((e) => e.tag)).toEqual(['smile', 'thumbsUp']);
    for (const emoji of EMOJI_CATALOGUE.slice(0, 12)) recentEmoji.add(storage, emoji.tag);
    expect(recentEmoji.list(storage)).toHaveLength(recentEmoji.max);
    storage.set(recentEmoji.key, '{bad json');
    expect(recentEmoji.list(storage)).toEqual([]);
  });
});

describe('contentTokens', () => {
  const mentions = [{ userId: 'u1', userName: '陈超', atType: 'user' }];

  it('splits mentions, emoji (legacy names too), safe links and text', () => {
    expect(contentTokens('@陈超 see https://a.example/x?y=1. [smile][em_15][nope]', mentions)).toEqual([
      { kind: 'mention', text: '@陈超', mention: mentions[0] },
      { kind: 'text', text: ' see ' },
      { kind: 'link', text: 'https://a.example/x?y=1', href: 'https://a.example/x?y=1' },
      { kind: 'text', text: '. ' },
      { kind: 'emoji', text: '[smile]', emoji: emojiByTag('smile') },
      { kind: 'emoji', text: '[em_15]', emoji: emojiByTag('thumbsUp') },
      { kind: 'text', text: '[nope]' },
    ]);
  });

  // script addresses are built so that lint does not take the test data for code
  const js = ['java', 'script:'].join('');
  it.each([
    `${js}alert(1)`,
    `JaVa${'ScRiPt:'}alert(1)`,
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '<img src=x onerror=alert(1)>',
    `<a href="${js}alert(1)">x</a>`,
  ])('never makes a link of %p', (text) => {
    expect(contentTokens(text, []).every((token) => token.kind === 'text')).toBe(true);
  });

  it.each([
    ['mailto:someone@example.com', 'mailto:someone@example.com'],
    ['http://x.example', 'http://x.example'],
    [`mailto:${js}alert(1)`, null],
    ['https://', null],
    [`${js}alert(1)`, null],
  ])('safeLinkHref(%p) is %p', (href, expected) => {
    expect(safeLinkHref(href)).toBe(expected);
  });
});

describe('menu and actions (spec 2.3, 9)', () => {
  it('shows at most menuMax actions, the rest under more', () => {
    expect(splitMenu(['a', 'b', 'c', 'd', 'e'])).toEqual({ visible: ['a', 'b', 'c'], more: ['d', 'e'] });
    expect(splitMenu(['a', 'b', 'c'])).toEqual({ visible: ['a', 'b', 'c'], more: [] });
    expect(splitMenu(['a', 'b'], 1)).toEqual({ visible: ['a'], more: ['b'] });
  });

  it('authors may edit and delete, others may not', () => {
    expect(commentActions({ userId: 'u1' }, 'u1')).toContain('delete');
    expect(commentActions({ userId: 'u2' }, 'u1')).not.toContain('edit');
  });

  it('groups comments by day in list order', () => {
    const day = (d: number, h = 10) => new Date(2026, 10, d, h).getTime();
    const groups = groupByDay([
      { createTime: day(22, 11) },
      { createTime: day(22, 9) },
      { createTime: day(21) },
    ]);
    expect(groups.map((g) => [g.day, g.items.length])).toEqual([
      ['2026-11-22', 2],
      ['2026-11-21', 1],
    ]);
  });
});

describe('untrusted comment answers', () => {
  it('keeps a well-formed comment and drops what is not one', () => {
    const page = parseCommentPage({
      list: [
        {
          id: 7,
          content: '***',
          desensitization: 1,
          userMentions: [{ userId: 'u1', userName: '陈超', atType: 'user' }, { userId: 'x' }],
          files: [
            {
              fileId: 'f1',
              name: 'a.pdf',
              size: 10,
              options: ['rename', 'reupload', 'evil'],
              versionRemoved: true,
            },
          ],
          userId: 'u1',
          userName: '陈超',
          createTime: '1700000000000',
          upvotes: [{ userId: 'u2', userName: '吴超' }],
        },
        null,
        { content: 'no id' },
      ],
      hasMore: true,
      total: 12,
    });
    expect(page.hasMore).toBe(true);
    expect(page.total).toBe(12);
    expect(page.list).toHaveLength(1);
    expect(page.list[0]).toMatchObject({
      id: '7',
      desensitized: true,
      mentions: [{ userId: 'u1', userName: '陈超', atType: 'user' }],
      attachments: [
        { fileId: 'f1', name: 'a.pdf', size: 10, options: ['rename', 'reupload'], versionRemoved: true },
      ],
      createTime: 1700000000000,
    });
    expect(parseCommentEntry('x')).toBeNull();
  });
});

describe('planSort as comments use it (spec 4)', () => {
  const before = [
    { id: 'a', sort: 65536 },
    { id: 'b', sort: 131072 },
    { id: 'c', sort: 196608 },
  ];
  const applied = (next: { id: string }[], plan: ReturnType<typeof planSort>) => {
    const values = new Map([...before, ...plan.update, ...plan.create].map((e) => [e.id, e.sort]));
    return next.map((e) => values.get(e.id) as number);
  };

  it('gives a moved item the midpoint of its neighbours and writes only it', () => {
    expect(planSort(before, [{ id: 'c' }, { id: 'a' }, { id: 'b' }])).toEqual({
      create: [],
      update: [{ id: 'c', sort: 32768 }],
      delete: [],
    });
    const swap = [{ id: 'a' }, { id: 'c' }, { id: 'b' }];
    const plan = planSort(before, swap);
    expect(plan.update).toHaveLength(1);
    const values = applied(swap, plan);
    expect(values).toEqual([...values].sort((x, y) => x - y));
  });

  it('numbers a new list in steps of 65536, lists removed ids, renumbers when no room remains', () => {
    expect(planSort([], [{ id: 'x' }, { id: 'y' }]).create).toEqual([
      { id: 'x', sort: 65536 },
      { id: 'y', sort: 131072 },
    ]);
    expect(planSort(before, [{ id: 'a' }, { id: 'c' }]).delete).toEqual(['b']);
    const tight = [
      { id: 'a', sort: 1 },
      { id: 'b', sort: 2 },
    ];
    expect(planSort(tight, [{ id: 'n' }, { id: 'a' }, { id: 'b' }])).toEqual({
      create: [{ id: 'n', sort: 65536 }],
      update: [
        { id: 'a', sort: 131072 },
        { id: 'b', sort: 196608 },
      ],
      delete: [],
    });
  });
});
