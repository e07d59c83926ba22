import { isSameOrigin, resolvedOrigin, staysOnPage } from './url';

describe('isSameOrigin (the WHATWG parser decides)', () => {
  const base = 'https://suite.test/app/page';
  it.each([
    ['/x', true],
    ['x', true],
    ['../../x', true],
    ['?q', true],
    ['#h', true],
    ['/..//evil.test', true],
    ['https://suite.test:443/x', true],
    ['HTTPS://SUITE.TEST/x', true],
    ['https:x', true],
    ['http://suite.test/x', false],
    ['https://suite.test:8443/x', false],
    ['//evil.test', false],
    ['/\\evil.test', false],
    ['\\\\evil.test', false],
    [' //evil.test', false],
    ['\t//evil.test', false],
    ['\u0000//evil.test', false],
    ['https:/evil.test', true],
    ['http:/evil.test', false],
    ['https://suite.test@evil.test', false],
    ['data:text/html,x', false],
    [`${['java', 'script:'].join('')}x`, false],
    ['https://[', false],
  ])('%j same as the page: %s', (url, same) => {
    expect(isSameOrigin(url, base)).toBe(same);
  });

  it('is never the same for a base that does not parse', () => {
    expect(isSameOrigin('/x', 'not a url')).toBe(false);
    expect(resolvedOrigin('/x', 'not a url')).toBeNull();
  });
});

describe('staysOnPage (the page address unknown)', () => {
  it.each([
    ['/x', true],
    ['x/y', true],
    ['/a/..//b', true],
    ['https:evil.test', false],
    ['http:evil.test', false],
    ['https://suite.test/x', false],
    ['//evil.test', false],
    ['/\\evil.test', false],
    ['\n/\\evil.test', false],
  ])('%j: %s', (url, stays) => {
    expect(staysOnPage(url)).toBe(stays);
  });
});
