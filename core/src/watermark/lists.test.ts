import { isWatermarkShown, parseWatermarkListConfig } from '.';
import { EMPTY_WATERMARK_LIST_CONFIG, matchesIpEntry, matchesPageEntry } from './internal';

describe('parseWatermarkListConfig (spec 3)', () => {
  it('reads modes and entries in their several shapes', () => {
    expect(
      parseWatermarkListConfig({
        pagePageList: 'whitelist',
        pageIpList: 'BLACKLIST',
        pageResourceList: 'black',
        pagePageWhitelist: ['/workflow', ' /doc/ ', '', 12],
        pagePageBlacklist: '/a, /b;/c\n/d',
        pageIpWhitelistContain: [{ ip: '10.0.0.1' }, { value: '10.0.0.2' }, { nothing: 1 }],
        pageIpBlacklistContain: null,
        pageResourceWhitelistContain: [{ id: 7 }],
        pageResourceBlacklistContain: '1,2',
      }),
    ).toEqual({
      pagePageList: 'whitelist',
      pageIpList: 'blacklist',
      pageResourceList: 'blacklist',
      pagePageWhitelist: ['/workflow', '/doc/', '12'],
      pagePageBlacklist: ['/a', '/b', '/c', '/d'],
      pageIpWhitelistContain: ['10.0.0.1', '10.0.0.2'],
      pageIpBlacklistContain: [],
      pageResourceWhitelistContain: ['7'],
      pageResourceBlacklistContain: ['1', '2'],
    });
  });

  it.each([[null], [undefined], ['x'], [[1, 2]], [{ pagePageList: 'sometimes', pagePageWhitelist: 5 }]])(
    'gives the empty config for %p',
    (data) => {
      expect(parseWatermarkListConfig(data)).toEqual(EMPTY_WATERMARK_LIST_CONFIG);
    },
  );

  it('is idempotent', () => {
    const once = parseWatermarkListConfig({ pagePageList: 'blacklist', pagePageBlacklist: '/x' });
    expect(parseWatermarkListConfig(once)).toEqual(once);
  });
});

describe('matchesPageEntry', () => {
  it.each([
    ['/workflow/list', '/workflow', true],
    ['/workflow', '/workflow', true],
    ['/workflow/', '/workflow/', true],
    ['/workflows/list', '/workflow', false],
    ['/doc/1?tab=2#top', '/doc', true],
    ['/sp/workflow/list', '/workflow', true],
    ['/splayout/crm/1', '/crm', true],
    ['/mobile/crm/1', '/crm', true],
    ['/mobile/uk/workbench/task/1', '/task', true],
    ['/sp/workflow/list', '/sp/workflow', true],
    ['/workflow/list', 'workflow', true],
    ['/crm/customer/9/edit', '/crm/*/9', true],
    ['/crm/customer/9/edit', '/crm/*/8', false],
    ['/anything', '/', true],
    ['https://suite.example.com/doc/5', 'https://suite.example.com/doc', true],
    ['/a.b/c', '/a.b', true],
    ['/axb/c', '/a.b', false],
  ])('%p under %p: %p', (path, entry, expected) => {
    expect(matchesPageEntry(path, entry)).toBe(expected);
  });

  it.each([
    ['/crm/customer/9', '/crm*', true],
    ['/crm/customer/9', '/*/customer', true],
    ['/crm/customer/9', '/*r/9', true],
    ['/a(b)/c', '/a(b)', true],
    ['/a$b', '/a$b', true],
  ])('globs: %p under %p: %p', (path, entry, expected) => {
    expect(matchesPageEntry(path, entry)).toBe(expected);
  });

  // a backtracking regex took 42 s here (issue 13): such a matcher would not end within the test's
  // time limit
  it('matches a pathological server glob in linear time', () => {
    const entry = '/*a*a*a*a*a*a*a*a*b';
    const path = `/${'a'.repeat(59)}`;
    for (let i = 0; i < 100; i++) expect(matchesPageEntry(path, entry)).toBe(false);
    expect(matchesPageEntry(`${path}b/x`, entry)).toBe(true);
    // and a 10 000-character path against a 200-star entry
    expect(matchesPageEntry(`/${'a'.repeat(10_000)}`, `/${'*a'.repeat(200)}*b`)).toBe(false);
  });
});

describe('matchesIpEntry', () => {
  it.each([
    ['10.0.0.1', '10.0.0.1', true],
    ['10.0.0.1', '10.0.0.2', false],
    ['10.1.2.3', '10.1.*.*', true],
    ['10.2.2.3', '10.1.*.*', false],
    ['10.1.200.3', '10.1.0.0/16', true],
    ['10.2.0.3', '10.1.0.0/16', false],
    ['8.8.8.8', '0.0.0.0/0', true],
    ['10.0.0.7', '10.0.0.5-10.0.0.9', true],
    ['10.0.0.10', '10.0.0.5-10.0.0.9', false],
    ['10.0.0.7', '10.0.0.5-9', true],
    ['10.0.0.7', '10.0.0.9-10.0.0.5', true],
    ['::1', '::1', true],
    ['FE80::1', 'fe80::1', true],
    ['10.0.0.1', '', false],
    ['', '10.0.0.1', false],
    ['300.0.0.1', '300.0.0.0/8', false],
    ['10.0.0.1', '10.0.0.0/40', false],
    ['10.0.0.1', 'garbage-entry', false],
  ])('%p in %p: %p', (ip, entry, expected) => {
    expect(matchesIpEntry(ip, entry)).toBe(expected);
  });
});

describe('isWatermarkShown (spec 3, 6)', () => {
  const on = { path: '/workflow/list', ip: '10.0.0.8', resource: '1001', userId: '501' };

  it('shows everywhere when no list is in effect, or for an empty config', () => {
    expect(isWatermarkShown(EMPTY_WATERMARK_LIST_CONFIG, on)).toBe(true);
    expect(isWatermarkShown(null, on)).toBe(true);
    expect(isWatermarkShown({}, on)).toBe(true);
  });

  it.each([
    ['page whitelist names the page', { pagePageList: 'whitelist', pagePageWhitelist: ['/workflow'] }, true],
    ['page whitelist does not name it', { pagePageList: 'whitelist', pagePageWhitelist: ['/doc'] }, false],
    ['page blacklist names the page', { pagePageList: 'blacklist', pagePageBlacklist: ['/workflow'] }, false],
    ['page blacklist does not name it', { pagePageList: 'blacklist', pagePageBlacklist: ['/doc'] }, true],
    [
      'blacklist mode ignores the whitelist entries',
      { pagePageList: 'blacklist', pagePageWhitelist: ['/doc'], pagePageBlacklist: ['/crm'] },
      true,
    ],
    [
      'a list mode with no entries is not in effect',
      { pagePageList: 'whitelist', pagePageWhitelist: [] },
      true,
    ],
    ['entries without a mode are not in effect', { pagePageBlacklist: ['/workflow'] }, true],
    ['IP whitelist names the IP', { pageIpList: 'whitelist', pageIpWhitelistContain: ['10.0.0.0/24'] }, true],
    [
      'IP whitelist does not name it',
      { pageIpList: 'whitelist', pageIpWhitelistContain: ['192.168.*.*'] },
      false,
    ],
    [
      'IP blacklist names the IP',
      { pageIpList: 'blacklist', pageIpBlacklistContain: ['10.0.0.1-10.0.0.9'] },
      false,
    ],
    [
      'user whitelist names the resource id',
      { pageResourceList: 'whitelist', pageResourceWhitelistContain: ['1001'] },
      true,
    ],
    [
      'user whitelist names the user id',
      { pageResourceList: 'whitelist', pageResourceWhitelistContain: [501] },
      true,
    ],
    [
      'user whitelist names someone else',
      { pageResourceList: 'whitelist', pageResourceWhitelistContain: ['7'] },
      false,
    ],
    [
      'user blacklist names the user',
      { pageResourceList: 'blacklist', pageResourceBlacklistContain: ['501'] },
      false,
    ],
    [
      'every list in effect must allow it',
      {
        pagePageList: 'whitelist',
        pagePageWhitelist: ['/workflow'],
        pageIpList: 'blacklist',
        pageIpBlacklistContain: ['10.0.0.8'],
      },
      false,
    ],
    [
      'all lists allow it',
      {
        pagePageList: 'whitelist',
        pagePageWhitelist: ['/workflow'],
        pageIpList: 'blacklist',
        pageIpBlacklistContain: ['10.9.9.9'],
        pageResourceList: 'whitelist',
        pageResourceWhitelistContain: ['1001'],
      },
      true,
    ],
  ])('%s: %p', (_, config, expected) => {
    expect(isWatermarkShown(config, on)).toBe(expected);
  });

  it('never hides the watermark for a value the host does not know', () => {
    const strict = {
      pagePageList: 'whitelist',
      pagePageWhitelist: ['/doc'],
      pageIpList: 'whitelist',
      pageIpWhitelistContain: ['1.1.1.1'],
      pageResourceList: 'whitelist',
      pageResourceWhitelistContain: ['7'],
    };
    expect(isWatermarkShown(strict, { path: '' })).toBe(true);
    expect(isWatermarkShown(strict, { path: '/doc/1' })).toBe(true);
    expect(isWatermarkShown(strict, { path: '/doc/1', ip: '2.2.2.2' })).toBe(false);
  });
});
