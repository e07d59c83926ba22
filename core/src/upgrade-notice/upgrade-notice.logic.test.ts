import { diffManifest, isUpgradeCheckDay, parseRefreshNoticeSetting, snoozeUntil } from '.';
import {
  UPGRADE_SNOOZE_MS,
  isNeverRemindFlag,
  isNoticeConsidered,
  isSnoozed,
  manifestRequestUrl,
  moduleOfBuiltFile,
  neverRemindSettings,
  parseHtmlManifest,
} from './internal';

const HOUR = 3_600_000;

describe('moduleOfBuiltFile', () => {
  it.each([
    ['/build/crm/static/js/main.1a2b.js', 'crm'],
    ['build/workflow/index.html', 'workflow'],
    ['./build/ui/static/css/app.css', 'ui'],
    ['https://suite.example/build/hrm/static/js/a.js', 'hrm'],
    ['/build/crm/a.js?v=3', 'crm'],
    ['/build/htmlversion.json', null],
    ['/build/crm', null],
    ['/build/crm/', null],
    ['/build//a.js', null],
    ['/build/../etc/passwd', null],
    ['/static/js/main.js', null],
    ['', null],
  ])('%p belongs to module %p', (path, module) => {
    expect(moduleOfBuiltFile(path)).toBe(module);
  });
});

describe('diffManifest (spec 7: changed modules)', () => {
  const base = {
    '/build/crm/static/js/a.js': 'v1',
    '/build/crm/static/js/b.js': 'v1',
    '/build/hrm/static/js/a.js': 'v1',
    '/build/ui/static/js/a.js': 'v1',
  };

  it.each([
    ['nothing when both copies are equal', base, { ...base }, []],
    ['a changed version', base, { ...base, '/build/hrm/static/js/a.js': 'v2' }, ['hrm']],
    ['an added file', base, { ...base, '/build/task/static/js/a.js': 'v1' }, ['task']],
    [
      'a removed file',
      base,
      {
        '/build/crm/static/js/a.js': 'v1',
        '/build/crm/static/js/b.js': 'v1',
        '/build/ui/static/js/a.js': 'v1',
      },
      ['hrm'],
    ],
    [
      'each module once, sorted',
      base,
      {
        ...base,
        '/build/ui/static/js/a.js': 'v2',
        '/build/crm/static/js/a.js': 'v2',
        '/build/crm/static/js/b.js': 'v9',
      },
      ['crm', 'ui'],
    ],
    [
      'files outside /build/<module>/ are ignored',
      base,
      { ...base, '/static/x.js': 'v1', '/build/htmlversion.json': 'v2' },
      [],
    ],
    ['everything when the previous copy is empty', {}, base, ['crm', 'hrm', 'ui']],
    [
      'modules sorted whatever the file order',
      {},
      { '/build/zeta/a.js': 'v1', '/build/alpha/a.js': 'v1', '/build/mid/a.js': 'v1' },
      ['alpha', 'mid', 'zeta'],
    ],
    [
      'keys named like Object properties compare as data',
      { '/build/constructor/a.js': 'v1' },
      { '/build/constructor/a.js': 'v1', '/build/__proto__/a.js': 'v1' },
      ['__proto__'],
    ],
  ])('finds %s', (_name, previous, next, expected) => {
    expect(diffManifest(previous, next)).toEqual(expected);
  });

  it('finds nothing without a previous copy to compare with', () => {
    expect(diffManifest(null, base)).toEqual([]);
    expect(diffManifest(undefined, base)).toEqual([]);
  });

  it('treats a missing next copy as everything removed', () => {
    expect(diffManifest(base, null)).toEqual(['crm', 'hrm', 'ui']);
  });
});

describe('isUpgradeCheckDay (spec 9)', () => {
  it.each([
    ['Monday 2025-03-03', new Date(2025, 2, 3, 9), false, true],
    ['Tuesday 2025-03-04', new Date(2025, 2, 4, 9), false, false],
    ['Sunday 2025-03-02', new Date(2025, 2, 2, 23, 59), false, false],
    ['Saturday the 1st, 2025-03-01', new Date(2025, 2, 1, 0, 0), false, true],
    ['Wednesday the 1st, 2025-01-01', new Date(2025, 0, 1, 12), false, true],
    ['Tuesday with the setting on', new Date(2025, 2, 4, 9), true, true],
    ['Sunday with the setting on', new Date(2025, 2, 2, 9), true, true],
  ])('%s (setting on: %p) is a check day: %p', (_name, date, settingOn, expected) => {
    expect(isUpgradeCheckDay(date, settingOn)).toBe(expected);
  });
});

describe('isNoticeConsidered (spec 5)', () => {
  it.each([
    [{ topLevel: true }, true],
    [{ topLevel: false }, false],
    [{ topLevel: true, special: 'watermark' as const }, false],
    [{ topLevel: true, special: 'popup' as const }, false],
  ])('%p → %p', (page, expected) => {
    expect(isNoticeConsidered(page)).toBe(expected);
  });
});

describe('snooze (spec 9: 3 h desktop, 24 h mobile)', () => {
  const now = 1_700_000_000_000;

  it('ends 3 hours later on desktop and 24 hours later on mobile', () => {
    expect(snoozeUntil('desktop', now)).toBe(now + 3 * HOUR);
    expect(snoozeUntil('mobile', now)).toBe(now + 24 * HOUR);
    expect(UPGRADE_SNOOZE_MS).toEqual({ desktop: 3 * HOUR, mobile: 24 * HOUR });
  });

  it.each([
    ['nothing stored', null, false],
    ['an empty value', ' ', false],
    ['garbage', 'soon', false],
    ['a running desktop snooze', String(now + 3 * HOUR), true],
    ['a running mobile snooze', String(now + 24 * HOUR), true],
    ['a snooze that just ended', String(now), false],
    ['an old snooze', String(now - HOUR), false],
    ['a value beyond the longest snooze (clock set back, edited key)', String(now + 25 * HOUR), false],
  ])('%s → snoozed %p', (_name, stored, expected) => {
    expect(isSnoozed(stored, now)).toBe(expected);
  });
});

describe('stored flags and settings', () => {
  it.each([
    ['1', true],
    ['0', false],
    ['true', false],
    [null, false],
  ])('never-again flag %p → %p', (stored, expected) => {
    expect(isNeverRemindFlag(stored)).toBe(expected);
  });

  it.each([
    [true, true],
    [false, false],
    ['false', false],
    [' FALSE ', false],
    ['0', false],
    [0, false],
    ['true', true],
    ['1', true],
    [1, true],
    [undefined, undefined],
    [null, undefined],
    ['maybe', undefined],
    [{}, undefined],
  ])('personal setting value %p reads as %p', (value, expected) => {
    expect(parseRefreshNoticeSetting(value)).toBe(expected);
  });

  it('never-again saves common.refreshNotice as false (spec 4)', () => {
    expect(neverRemindSettings()).toEqual([{ configKey: 'common.refreshNotice', configValue: false }]);
  });
});

describe('parseHtmlManifest (untrusted answer)', () => {
  it.each([
    ['a map of versions', { '/build/a/x.js': 'v1' }, { '/build/a/x.js': 'v1' }],
    ['numeric versions as strings', { '/build/a/x.js': 3 }, { '/build/a/x.js': '3' }],
    ['an empty map', {}, {}],
    ['an array', ['/build/a/x.js'], null],
    ['text', '<html>', null],
    ['null', null, null],
    ['an envelope', { status: true, data: { '/build/a/x.js': 'v1' } }, null],
    ['a nested value', { '/build/a/x.js': { v: 1 } }, null],
  ])('reads %s', (_name, body, expected) => {
    expect(parseHtmlManifest(body)).toEqual(expected);
  });
});

describe('manifestRequestUrl (spec 7: cache-busting timestamp)', () => {
  it('appends the time as a query', () => {
    expect(manifestRequestUrl('/build/htmlversion.json', 1234.7)).toBe('/build/htmlversion.json?t=1234');
    expect(manifestRequestUrl('/x.json?a=1', 5)).toBe('/x.json?a=1&t=5');
  });
});
