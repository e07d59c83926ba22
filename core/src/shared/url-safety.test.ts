import {
  decodeHtmlEntities,
  encodePathSegment,
  fillPathTemplate,
  iframeAttributes,
  isRelativeUrl,
  isRoutePath,
  IFRAME_SANDBOX,
  safeUrl,
} from './url-safety';

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

  it('never turns a path of this origin into another host: /..//host is refused, not rewritten (issue 35)', () => {
    for (const input of [
      '/..//evil.com',
      '/./..//evil.com',
      '/.//evil.com',
      '/x/../..//evil.com',
      '/a/../..//evil.com/x',
      '/%2E%2E//evil.com',
      '/%2e/%2e%2e//evil.com',
    ]) {
      expect(safeUrl(input)).toBeNull();
      expect(isRelativeUrl(input)).toBe(false);
      expect(isRoutePath(input)).toBe(false);
    }
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
    expect(iframeAttributes('/..//other.test/x', 'S', 'https://suite.test')).toBeNull();
  });

  it('refuses unsafe addresses', () => {
    expect(iframeAttributes(`${js}alert(1)`, 'x')).toBeNull();
    expect(iframeAttributes('data:text/html,<b>', 'x')).toBeNull();
  });
});

/** Where a browser sends `url` from `base`, or null when it does not parse. */
function browserHref(url: string, base: string): string | null {
  try {
    return new URL(url, base).href;
  } catch {
    return null;
  }
}

const PAGES = ['https://suite.test/app/page', 'http://suite.test/a/b/c/', 'https://suite.test/'];

/** Tricky inputs for the WHATWG oracle: dots, slashes, controls, encodings, schemes, unicode. */
const TRICKY: string[] = [
  '/x',
  'x',
  './x',
  '../x',
  '../../../../x',
  '?q=1',
  '#h',
  '/a/./b/../c?x=..#..',
  '/..//evil.com',
  '/./..//evil.com',
  '/.//evil.com',
  '/x/../..//evil.com',
  '/%2e%2e//evil.com',
  '/%2E./%2e.//evil.com',
  '/.%2e//evil.com',
  '//evil.com',
  '///evil.com',
  '/\\evil.com/x',
  '\\\\evil.com/x',
  '\\/evil.com',
  ' //evil.com/x',
  '\t//evil.com/x',
  '\n//evil.com/x',
  '\u0000//evil.com/x',
  '\u00a0//evil.com',
  '\u3000//evil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  'https:evil.com',
  'https:/evil.com',
  'http:evil.com',
  'HTTPS://EVIL.COM/X',
  'hTtPs://suite.test/x',
  'ht\ttps://evil.com',
  'https://evil.com\\@suite.test',
  'https://suite.test@evil.com',
  'https://evil.com%2f@suite.test',
  'https://suite.test/..//evil.com',
  'https://suite.test/%2e%2e//evil.com',
  `${js}alert(1)`,
  `${js.toUpperCase()}alert(1)`,
  ` ${js}alert(1)`,
  `java\tscript:alert(1)`,
  `java\u0000script:alert(1)`,
  `&#106;avascript:alert(1)`,
  `%6aavascript:alert(1)`,
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:image/png;base64,AAAA',
  'blob:https://suite.test/0f6c1c5c-6d9a-4a7e-9a8c-1d2e3f4a5b6c',
  'mailto:a@b.c',
  '/路径/文件?名=值',
  '/％2e％2e//evil.com',
  '/\u2025/evil.com',
  '/\uff0e\uff0e//evil.com',
  'x:y',
  './x:y',
  '/x:y',
  '//suite.test/x',
  '/a/%2F%2Fevil.com',
];

describe('safeUrl under the WHATWG parser (issue 35)', () => {
  it.each(TRICKY.map((input) => [input]))('%j leads where it did, or is refused', (input) => {
    const answer = safeUrl(input);
    if (answer === null) return;
    for (const page of PAGES) {
      const href = browserHref(answer, page);
      expect(href).toBe(browserHref(input, page));
      expect(new URL(href as string).protocol).toMatch(/^https?:$/);
      if (isRelativeUrl(input)) expect(new URL(href as string).origin).toBe(new URL(page).origin);
    }
  });

  it('the table holds addresses it accepts and ones it refuses (the check can fail)', () => {
    const accepted = TRICKY.filter((input) => safeUrl(input) !== null);
    expect(accepted.length).toBeGreaterThan(8);
    expect(accepted.length).toBeLessThan(TRICKY.length - 20);
  });
});
