import {
  decodeHtmlEntities,
  encodePathSegment,
  fillPathTemplate,
  iframeAttributes,
  isRelativeUrl,
  isRoutePath,
  IFRAME_SANDBOX,
  safeUrl,
} from './url-safety.logic';

// Built from parts so no script URL literal appears in the source.
const js = ['java', 'script:'].join('');
const mixedCase = (text: string) => [...text].map((c, i) => (i % 2 ? c.toUpperCase() : c)).join('');

describe('safeUrl refuses hostile addresses', () => {
  it.each([
    [`${js}alert(1)`],
    [`${js.toUpperCase()}alert(1)`],
    [`${mixedCase(js)}alert(1)`],
    [`  ${js}alert(1)`],
    [`\t${js}alert(1)`],
    [`\n${js}alert(1)`],
    [`java\tscript:alert(1)`],
    [`java\nscript:alert(1)`],
    [`java\rscript:alert(1)`],
    [`java\u0000script:alert(1)`],
    [`\u0001${js}alert(1)`],
    [`\u00A0${js}alert(1)`.slice(0)],
    [`\uFEFF${js}alert(1)`],
    [`java\u200Bscript:alert(1)`],
    [`${js}\u2028alert(1)`],
    [`&#106;avascript:alert(1)`],
    [`&#x6A;avascript:alert(1)`],
    [`&#0000106;avascript:alert(1)`],
    [`javascript&colon;alert(1)`],
    [`javascript&#58;alert(1)`],
    [`javascript&#x3a;alert(1)`],
    [`java&Tab;script:alert(1)`],
    [`java&#9;script:alert(1)`],
    [`%6A%61vascript:alert(1)`],
    [`javascript%3Aalert(1)`],
    ['data:text/html;base64,PHNjcmlwdD4='],
    ['DATA:text/html,x'],
    ['vbscript:msgbox(1)'],
    ['VBScript:msgbox(1)'],
    ['file:///etc/passwd'],
    ['blob:https://example.com/uuid'],
    ['/\\evil.com'],
    ['\\\\evil.com'],
    ['\\/evil.com'],
    ['/%2F/evil.com'.replace('/%2F/', '%2F%2F')],
    ['&sol;&sol;evil.com'],
    ['https:evil.com'],
    ['https:/evil.com'],
    ['https:///evil.com'],
    ['https://@evil.com'],
    ['mailto:a@b.c'],
    ['ftp://example.com/x'],
    ['/path with space'],
    ['javascript :alert(1)'],
    ['1javascript:alert(1)'],
    [''],
    ['   '],
    [null],
    [undefined],
    [42],
    [{ toString: () => '/ok' }],
  ])('%p', (input) => {
    expect(safeUrl(input)).toBeNull();
  });
});

describe('safeUrl keeps http(s) and same-origin relative addresses', () => {
  it.each([
    ['https://example.com/app', 'https://example.com/app'],
    ['HTTP://Example.com', 'HTTP://Example.com'],
    ['http://localhost:5173/x?y=1#z', 'http://localhost:5173/x?y=1#z'],
    ['  /workflow/list  ', '/workflow/list'],
    ['/legacy/page?a=1&b=2', '/legacy/page?a=1&b=2'],
    ['/search?q=a%20b&next=%2Fhome', '/search?q=a%20b&next=%2Fhome'],
    ['/redirect?to=javascript:x', '/redirect?to=javascript:x'],
    ['detail/1', 'detail/1'],
    ['./detail/1', './detail/1'],
    ['../up', '../up'],
    ['?tab=2', '?tab=2'],
    ['#anchor', '#anchor'],
    ['/a:b', '/a:b'],
  ])('%p', (input, output) => {
    expect(safeUrl(input)).toBe(output);
  });

  it('knows relative from absolute and route paths', () => {
    expect(isRelativeUrl('/x')).toBe(true);
    expect(isRelativeUrl('https://a.b')).toBe(false);
    expect(isRoutePath('/x')).toBe(true);
    expect(isRoutePath('x')).toBe(false);
    expect(isRoutePath('//x')).toBe(false);
  });

  it('resolves dot segments before judging: /..//host leads to another host', () => {
    for (const input of ['/..//evil.com', '/./..//evil.com', '/a/../..//evil.com/x', '/%2E%2E//evil.com']) {
      expect(isRelativeUrl(input)).toBe(false);
      expect(isRoutePath(input)).toBe(false);
    }
    expect(safeUrl('/..//evil.com')).toBe('//evil.com');
    expect(safeUrl('/a/./b/../c?x=..')).toBe('/a/c?x=..');
    expect(isRoutePath('/a/../b')).toBe(true);
  });

  it('reads //host as the page scheme plus host, as https://host is judged', () => {
    expect(safeUrl('//localhost:7100')).toBe('//localhost:7100');
    expect(safeUrl('//evil.com/path')).toBe('//evil.com/path');
    expect(isRelativeUrl('//localhost:7100')).toBe(false);
    for (const input of ['//', '///evil.com', '//@evil.com', '// evil.com'])
      expect(safeUrl(input)).toBeNull();
  });

  it('decodes numeric and named entities', () => {
    expect(decodeHtmlEntities('&#106;&#x61;&colon;&amp;&unknown;')).toBe('ja:&&unknown;');
    expect(decodeHtmlEntities('&#99999999;')).toBe('\uFFFD');
  });
});

describe('ids in path templates are URI-encoded', () => {
  it.each([
    ['42', '/d/42'],
    ['a/b', '/d/a%2Fb'],
    ['../admin', '/d/..%2Fadmin'],
    ['..', '/d/%2E%2E'],
    ['.', '/d/%2E'],
    ['?x=1#y', '/d/%3Fx%3D1%23y'],
    ['<script>', '/d/%3Cscript%3E'],
    [' ', '/d/%20'],
  ])('%p', (id, path) => {
    expect(fillPathTemplate('/d/{id}', { id })).toBe(path);
  });

  it('leaves unknown placeholders and encodes numbers', () => {
    expect(fillPathTemplate('/{a}/{b}', { a: 1 })).toBe('/1/{b}');
    expect(encodePathSegment(7)).toBe('7');
  });
});

describe('iframes always carry title and sandbox', () => {
  it('sandboxes same-origin pages without allow-same-origin', () => {
    expect(iframeAttributes('/legacy', 'Legacy')).toEqual({
      src: '/legacy',
      title: 'Legacy',
      sandbox: IFRAME_SANDBOX,
    });
    expect(iframeAttributes('https://suite.test/x', 'S', 'https://suite.test')?.sandbox).toBe(IFRAME_SANDBOX);
    expect(IFRAME_SANDBOX).not.toContain('allow-same-origin');
  });

  it('lets only an allowlisted cross-origin page keep its own origin', () => {
    const frameOrigins = ['https://other.test'];
    expect(
      iframeAttributes('https://other.test/app', 'O', 'https://suite.test', { frameOrigins })?.sandbox,
    ).toBe(`${IFRAME_SANDBOX} allow-same-origin`);
    expect(iframeAttributes('//other.test/app', 'O', 'https://suite.test', { frameOrigins })?.sandbox).toBe(
      `${IFRAME_SANDBOX} allow-same-origin`,
    );
    // any other origin runs as an opaque origin
    expect(
      iframeAttributes('https://evil.test/app', 'E', 'https://suite.test', { frameOrigins })?.sandbox,
    ).toBe(IFRAME_SANDBOX);
    expect(iframeAttributes('https://other.test/app', 'O', 'https://suite.test')?.sandbox).toBe(
      IFRAME_SANDBOX,
    );
  });

  it("is never more permissive without the page origin, nor for the page's own origin", () => {
    const frameOrigins = ['https://other.test', 'https://suite.test'];
    expect(iframeAttributes('https://other.test/app', 'O', undefined, { frameOrigins })?.sandbox).toBe(
      IFRAME_SANDBOX,
    );
    expect(
      iframeAttributes('https://suite.test/x', 'S', 'https://suite.test', { frameOrigins })?.sandbox,
    ).toBe(IFRAME_SANDBOX);
    expect(iframeAttributes('/..//other.test/x', 'S', 'https://suite.test')?.sandbox).toBe(IFRAME_SANDBOX);
  });

  it('refuses unsafe addresses', () => {
    expect(iframeAttributes(`${js}alert(1)`, 'x')).toBeNull();
    expect(iframeAttributes('data:text/html,<b>', 'x')).toBeNull();
  });
});
