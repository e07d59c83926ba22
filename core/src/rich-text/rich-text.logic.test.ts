import {
  RICH_TEXT_DEFAULTS,
  RICH_TEXT_SIMPLE_BUTTONS,
  TABLE_SIZE_MESSAGE,
  clampFontSize,
  isSafeRichTextUrl,
  normalizeLinkUrl,
  richTextPlaceholder,
  richTextToolbar,
  validateTableSize,
} from './rich-text.logic';

describe('richTextToolbar (spec 5)', () => {
  it.each([
    ['desktop gains Maximize', ['Bold'], {}, ['Bold', 'Maximize'], 'simple'],
    ['Maximize is added once', ['Maximize', 'Bold'], {}, ['Bold', 'Maximize'], 'simple'],
    ['mobile removes Maximize', ['Bold', 'Maximize'], { mobile: true }, ['Bold'], 'simple'],
    ['Source kept in a private deployment', ['Bold', 'Source'], {}, ['Bold', 'Source', 'Maximize'], 'full'],
    [
      'Source removed in a public deployment',
      ['Bold', 'Source'],
      { publicDeployment: true },
      ['Bold', 'Maximize'],
      'simple',
    ],
    ['a table makes it full', ['Bold', 'Table'], { mobile: true }, ['Bold', 'Table'], 'full'],
    [
      'every simple button stays simple',
      [...RICH_TEXT_SIMPLE_BUTTONS],
      {},
      [...RICH_TEXT_SIMPLE_BUTTONS, 'Maximize'],
      'simple',
    ],
    ['separators do not count', ['Bold', '|', 'Italic'], { mobile: true }, ['Bold', '|', 'Italic'], 'simple'],
    [
      'an unknown button is outside the simple list',
      ['Bold', 'Whatever'],
      {},
      ['Bold', 'Whatever', 'Maximize'],
      'full',
    ],
    ['empty desktop toolbar', [], {}, ['Maximize'], 'simple'],
  ] as const)('%s', (_, buttons, options, expected, mode) => {
    expect(richTextToolbar(buttons, options)).toEqual({ buttons: expected, mode });
  });

  it('does not change the list it is given', () => {
    const buttons = ['Bold', 'Source'];
    richTextToolbar(buttons, { publicDeployment: true });
    expect(buttons).toEqual(['Bold', 'Source']);
  });
});

describe('validateTableSize (spec 5: at most 100 rows and columns)', () => {
  it.each([
    [1, 1, null],
    [100, 100, null],
    [3, 4, null],
    [101, 1, TABLE_SIZE_MESSAGE],
    [1, 101, TABLE_SIZE_MESSAGE],
    [0, 3, TABLE_SIZE_MESSAGE],
    [2.5, 3, TABLE_SIZE_MESSAGE],
    [Number.NaN, 3, TABLE_SIZE_MESSAGE],
  ])('%p rows by %p columns -> %p', (rows, cols, expected) => {
    expect(validateTableSize(rows, cols)).toBe(expected);
  });

  it('says the spec message', () => {
    expect(validateTableSize(101, 101)).toBe(
      'exceeded the maximum row and column count of 100, please re-enter',
    );
  });
});

describe('RICH_TEXT_DEFAULTS (spec 9)', () => {
  it('has height 200, sizes 12 to 72 px and indent 2em (no font lists: there is no font button)', () => {
    expect(RICH_TEXT_DEFAULTS.height).toBe(200);
    expect(RICH_TEXT_DEFAULTS.fontSizes[0]).toBe(12);
    expect(RICH_TEXT_DEFAULTS.fontSizes.at(-1)).toBe(72);
    expect(RICH_TEXT_DEFAULTS.indent).toBe('2em');
    expect(RICH_TEXT_DEFAULTS.toolbarFontSize).toEqual({
      desktop: 'var(--font-size-12)',
      mobile: 'var(--font-size-14)',
    });
  });

  it.each([
    [8, 12],
    [12, 12],
    [13.4, 13],
    [100, 72],
    [Number.NaN, undefined],
    [-3, undefined],
  ])('clampFontSize(%p) = %p', (px, expected) => {
    expect(clampFontSize(px)).toBe(expected);
  });
});

describe('isSafeRichTextUrl', () => {
  const js = ['java', 'script:'].join('');
  it.each([
    ['https://example.com/a', 'link', true],
    ['http://example.com', 'link', true],
    ['mailto:a@b.c', 'link', true],
    ['/api/file/preview?fileId=1', 'link', true],
    ['#part', 'link', true],
    ['//cdn.example.com/x.png', 'image', true],
    [`${js}alert(1)`, 'link', false],
    [`${js.toUpperCase()}alert(1)`, 'link', false],
    ['java\tscript:alert(1)', 'link', false],
    ['\u0001java\u200bscript:alert(1)', 'link', false],
    [' vbscript:msgbox', 'link', false],
    ['data:text/html;base64,PHNjcmlwdD4=', 'link', false],
    ['data:image/png;base64,iVBORw0KGgo=', 'link', false],
    ['data:image/png;base64,iVBORw0KGgo=', 'image', true],
    ['data:image/svg+xml;base64,PHN2Zz4=', 'image', false],
    ['data:image/png,<svg onload=x>', 'image', false],
    ['file:///etc/passwd', 'link', false],
    ['', 'link', false],
  ] as const)('%j as %s -> %p', (url, use, expected) => {
    expect(isSafeRichTextUrl(url, use)).toBe(expected);
  });

  it.each([
    ['example.com', 'https://example.com'],
    ['  https://a.b/c  ', 'https://a.b/c'],
    ['/relative', '/relative'],
    [`${js}x`, null],
    ['', null],
  ])('normalizeLinkUrl(%j) = %j', (input, expected) => {
    expect(normalizeLinkUrl(input)).toBe(expected);
  });
});

describe('richTextPlaceholder (spec 5)', () => {
  it.each([
    [undefined, [], false],
    ['One line', ['One line'], false],
    ['Line one\nLine two', ['Line one', 'Line two'], true],
    ['Line one\r\nLine two\n', ['Line one', 'Line two'], true],
  ])('placeholder %j -> %j, wrapped %p', (placeholder, lines, wrapped) => {
    expect(richTextPlaceholder(placeholder)).toEqual({ lines, wrapped });
  });
});
