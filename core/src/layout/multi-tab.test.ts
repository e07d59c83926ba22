import { isMultiTabEnabled, layoutTabsEnabled, type MultiTabContext } from './multi-tab.logic';

describe('isMultiTabEnabled (spec 2.1, 6)', () => {
  it.each<[string, MultiTabContext, boolean]>([
    ['nothing configured', { pathname: '/workflow/list' }, false],
    ['menu open-way multi', { pathname: '/workflow/list', menuOpenWay: 'multi' }, true],
    ['menu open-way single', { pathname: '/workflow/list', menuOpenWay: 'single' }, false],
    ['whitelisted module', { pathname: '/workflow/list', whitelist: ['workflow'] }, true],
    ['whitelisted alias resolves', { pathname: '/workflows/list', whitelist: ['workflow'] }, true],
    ['whitelisted path prefix', { pathname: '/calendar/day', whitelist: ['/calendar'] }, true],
    [
      'whitelisted prefix is segment-bounded',
      { pathname: '/calendarx/day', whitelist: ['/calendar'] },
      false,
    ],
    [
      'whitelist prefix under /splayout',
      { pathname: '/splayout/calendar/day', whitelist: ['/calendar'] },
      true,
    ],
    ['not on the whitelist', { pathname: '/hrm', whitelist: ['workflow'] }, false],
    [
      'whitelist limited to users, user listed',
      { pathname: '/hrm', whitelist: ['hrm'], whitelistUserIds: ['7', 8], userId: 8 },
      true,
    ],
    [
      'whitelist limited to users, user not listed',
      { pathname: '/hrm', whitelist: ['hrm'], whitelistUserIds: ['7'], userId: '9' },
      false,
    ],
    [
      'whitelist limited to users, no user',
      { pathname: '/hrm', whitelist: ['hrm'], whitelistUserIds: ['7'] },
      false,
    ],
    ['blacklist set, page not on it', { pathname: '/hrm', blacklist: ['calendar'] }, true],
    ['blacklist set, page on it', { pathname: '/calendar', blacklist: ['calendar'] }, false],
    ['blacklisted prefix', { pathname: '/calendar/day', blacklist: ['/calendar/day'] }, false],
    ['blacklist beats whitelist', { pathname: '/hrm', whitelist: ['hrm'], blacklist: ['/hrm'] }, false],
    [
      'whitelist set, page on neither list',
      { pathname: '/crm', whitelist: ['hrm'], blacklist: ['calendar'] },
      false,
    ],
    [
      'blacklisted but open-way multi',
      { pathname: '/calendar', blacklist: ['calendar'], menuOpenWay: 'multi' },
      true,
    ],
    [
      'never in an e-workspace',
      { pathname: '/workflow', menuOpenWay: 'multi', whitelist: ['workflow'], eWorkspace: true },
      false,
    ],
    ['never under /sp/', { pathname: '/sp/workflow', menuOpenWay: 'multi', whitelist: ['workflow'] }, false],
    ['never under /my/', { pathname: '/my/home', menuOpenWay: 'multi' }, false],
    ['/splayout is not /sp/', { pathname: '/splayout/workflow', menuOpenWay: 'multi' }, true],
    [
      'never in the email module',
      { pathname: '/email/inbox', menuOpenWay: 'multi', whitelist: ['email'] },
      false,
    ],
    ['never in email given as module', { pathname: '/x', module: 'email', menuOpenWay: 'multi' }, false],
    [
      'blank and junk list entries match nothing',
      { pathname: '/hrm', whitelist: ['', '  ', 7 as unknown as string, '/'] },
      false,
    ],
  ])('%s', (_name, context, enabled) => {
    expect(isMultiTabEnabled(context)).toBe(enabled);
  });

  it('is off for a missing context', () => {
    expect(isMultiTabEnabled(undefined as unknown as MultiTabContext)).toBe(false);
  });
});

describe('layoutTabsEnabled', () => {
  const multi = { menuOpenWay: 'multi' as const };
  it.each([
    ['settings given, layout ready', multi, { loading: false, pathname: '/workflow' }, true],
    ['while the layout loads its claims', multi, { loading: true, pathname: '/workflow' }, false],
    ['without settings', undefined, { loading: false, pathname: '/workflow' }, false],
    ['in the email module', multi, { loading: false, pathname: '/email/inbox' }, false],
  ])('%s', (_name, settings, layout, enabled) => {
    expect(layoutTabsEnabled(settings, layout)).toBe(enabled);
  });
});
