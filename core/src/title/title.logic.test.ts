import { TITLE_LEVELS, TITLE_SIZES, titleCountText, titleHeadingLevel, titleLevel } from './title.logic';

describe('title rules (spec 2.3, spec 9)', () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 3],
    [undefined, 2],
    [0, 2],
    [4, 2],
    [1.5, 2],
  ])('level %p reads as %p', (level, expected) => expect(titleLevel(level)).toBe(expected));

  it('sizes each level per platform, largest first', () => {
    expect(TITLE_LEVELS).toEqual([1, 2, 3]);
    for (const platform of ['desktop', 'mobile'] as const) {
      const sizes = TITLE_LEVELS.map((level) => TITLE_SIZES[platform][level]);
      expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
    }
    expect(TITLE_SIZES.mobile[1]).toBeLessThan(TITLE_SIZES.desktop[1]);
  });

  it.each([
    [2, undefined, 3],
    [1, undefined, 2],
    [3, 5, 5],
    [3, 7, 4],
    [2, 0, 3],
  ] as const)('level %p with heading level %p announces %p', (level, heading, expected) => {
    expect(titleHeadingLevel(level, heading)).toBe(expected);
  });

  it.each([
    [undefined, ''],
    [0, ''],
    [7, '7'],
    [99, '99'],
    [100, '99+'],
  ])('count %p shows %p (badge overflow 99)', (count, text) => expect(titleCountText(count)).toBe(text));
});
