import {
  browserDialogRoute,
  buildDetailLink,
  detailLinkHref,
  isExternalLink,
  decideHrCard,
  detailCloseAction,
  detailRoute,
  hrCardPath,
  UnsafePathIdError,
  hrCardType,
  isMobileSettingsPath,
  isMobileSpecialPath,
  parentPath,
} from './routes.logic';

describe('HR cards (spec 2.2, 4, 9)', () => {
  it.each([
    ['resource', '7', '/sp/hrm/profileInfo/7'],
    ['user', '7', '/sp/hrm/profileInfo/7'],
    ['external', 'e1', '/sp/hrm/profileInfo/e1'],
    ['department', '3', '/sp/hrm/orgCard/3'],
    ['subcompany', '4', '/sp/hrm/orgCard/4'],
    ['organization', '5', '/sp/hrm/orgCard/5'],
    ['position', '6', '/sp/hrm/positionCard/6'],
    ['group', '1', null],
    ['role', '1', null],
    ['unitGroup', '1', null],
    ['unknown', '1', null],
    ['__proto__', '1', null],
    ['resource', '', null],
  ])('%s %p → %p', (type, id, path) => {
    expect(hrCardPath(type, id)).toBe(path);
  });

  // browsers read %2E%2E as `..`: such an id led to /sp/hrm/ (issue 13)
  it.each(['..', '.', ' .. ', '%2E%2E', '%2e.', 'a/b', 'a\\b', 'a%2Fb'])('refuses the id %p', (id) => {
    expect(() => hrCardPath('user', id)).toThrow(UnsafePathIdError);
    expect(() => hrCardPath('user', id)).toThrow(/dot segment or holds a path separator/);
    expect(decideHrCard({ type: 'user', id })).toEqual({ kind: 'none' });
  });

  it.each([
    ['organization', 'department'],
    ['resource', 'inside'],
    ['user', 'inside'],
    ['group', 'group'],
    ['department', 'department'],
    ['subcompany', 'subcompany'],
    ['external', 'external'],
    ['position', 'position'],
    ['role', 'role'],
    ['nope', null],
  ])('card type of %s is %p', (type, card) => expect(hrCardType(type)).toBe(card));

  it.each([
    ['resource', 510],
    ['department', 510],
    ['position', 310],
    ['role', 510],
    ['external', 410],
    ['wechat', 410],
  ])('popup for %s is %p wide', (type, width) => {
    expect(decideHrCard({ type, id: '1' })).toMatchObject({ kind: 'popup', width });
  });

  it('opens a reusable popup unless the global flag disables HR cards', () => {
    expect(decideHrCard({ type: 'resource', id: 9 })).toEqual({
      kind: 'popup',
      cardType: 'inside',
      width: 510,
      key: 'inside:9',
      pagePath: '/sp/hrm/profileInfo/9',
    });
    expect(decideHrCard({ type: 'group', id: 2 })).toMatchObject({ kind: 'popup', pagePath: null });
    expect(decideHrCard({ type: 'resource', id: 9 }, { hrCardDisabled: true })).toEqual({ kind: 'none' });
    expect(decideHrCard({ type: 'alien', id: 9 })).toEqual({ kind: 'none' });
    expect(decideHrCard({ type: 'resource', id: ' ' })).toEqual({ kind: 'none' });
  });
});

describe('detail routes (spec 2.2)', () => {
  it('joins root path, module path and the encoded id', () => {
    expect(detailRoute('/', '/workflow/detail', 12)).toBe('/workflow/detail/12');
    expect(detailRoute('/splayout/', 'crm/customer/', 'a b/c')).toBe('/splayout/crm/customer/a%20b%2Fc');
  });

  it('closes by going back, or to the parent path when history is short', () => {
    expect(detailCloseAction('/crm/customer/12', 5)).toEqual({ kind: 'back' });
    expect(detailCloseAction('/crm/customer/12', 2)).toEqual({ kind: 'back' });
    expect(detailCloseAction('/crm/customer/12', 1)).toEqual({ kind: 'push', path: '/crm/customer' });
    expect(detailCloseAction('/crm/customer/12?x=1', 0)).toEqual({ kind: 'push', path: '/crm/customer' });
    expect(parentPath('/crm')).toBe('/');
    expect(parentPath('/crm/12/')).toBe('/crm');
  });

  it.each<[Parameters<typeof buildDetailLink>[0], string | number, string | null]>([
    [{ type: 'module', rootPath: '/', modulePath: '/crm/customer' }, 12, '/crm/customer/12'],
    [
      { type: 'external', linkBase: 'https://crm.example.com/view?id=' },
      'a&b',
      'https://crm.example.com/view?id=a%26b',
    ],
    [{ type: 'external', linkBase: `${['Java', 'Script:'].join('')}alert(` }, '1', null],
    [{ type: 'external', linkBase: '//partner.example/' }, '1', '//partner.example/1'],
    [{ type: 'external', linkBase: '///evil.com/' }, '1', null],
    [{ type: 'mobile', template: '/mobile/crm/customer' }, '7', null],
    [{ type: 'mobile', template: 'data:text/html,{id}' }, '7', null],
    // spec 2.2 gives no paths for these two: only the host's template links them
    [{ type: 'ebuilderform' } as never, 'f1', null],
    [{ type: 'ebuilderform', template: '/eb/form/{id}' }, 'f1', '/eb/form/f1'],
    [{ type: 'biaoge', template: '/b/{id}/edit' }, 'b 1', '/b/b%201/edit'],
    [{ type: 'module', rootPath: '/', modulePath: '/crm' }, '', null],
    [{ type: 'nope' } as never, '1', null],
  ])('%p with id %p → %p', (spec, id, link) => {
    expect(buildDetailLink(spec, id)).toBe(link);
  });

  it('detailLinkHref: a safe linkUrl first, then the host spec (fixed or per record), never an unsafe id', () => {
    const crm = { type: 'module', rootPath: '/', modulePath: '/crm/customer' } as const;
    expect(detailLinkHref(crm, { id: 12 })).toBe('/crm/customer/12');
    expect(detailLinkHref(crm, { id: 12, linkUrl: 'https://crm.example.com/c/12' })).toBe(
      'https://crm.example.com/c/12',
    );
    // an unsafe linkUrl is never used: the spec decides
    expect(detailLinkHref(crm, { id: 12, linkUrl: `${['java', 'script:'].join('')}alert(1)` })).toBe(
      '/crm/customer/12',
    );
    expect(detailLinkHref(undefined, { id: 12 })).toBeUndefined();
    expect([
      isExternalLink('https://a.example/1'),
      isExternalLink('//a.example/1'),
      isExternalLink('/crm/1'),
    ]).toEqual([true, true, false]);
    const byModule = (target: { module?: string }) =>
      target.module === 'doc'
        ? ({ type: 'external', linkBase: 'https://docs.example.com/d/' } as const)
        : null;
    expect(detailLinkHref(byModule, { id: 'a b', module: 'doc' })).toBe('https://docs.example.com/d/a%20b');
    expect(detailLinkHref(byModule, { id: '1', module: 'crm' })).toBeUndefined();
    expect(detailLinkHref(crm, { id: '../x' })).toBeUndefined();
    expect(detailLinkHref({ type: 'mobile', template: '/m/crm/{id}/view' }, { id: 'c1' })).toBe(
      '/m/crm/c1/view',
    );
  });

  it.each(['..', '.', '%2e%2e', '7/../x', 'a\\b'])('refuses the id %p with a clear error', (id) => {
    for (const spec of [
      { type: 'module', rootPath: '/sp', modulePath: '/workflow' },
      { type: 'mobile', template: '/mobile/crm/customer/{id}/view' },
      { type: 'biaoge', template: '/b/{id}' },
    ] as const) {
      expect(() => buildDetailLink(spec, id)).toThrow(UnsafePathIdError);
    }
  });
});

describe('browser dialog route (spec 2.2)', () => {
  it('pushes the current route plus the dialog suffix and the id', () => {
    expect(browserDialogRoute('/crm/customer/', 'resource_1')).toBe('/crm/customer/browserDialog/resource_1');
    expect(browserDialogRoute('/crm?tab=1', 'a/b', '/picker/')).toBe('/crm/picker/a%2Fb');
  });
});

describe('mobile settings prefixes (spec 2.2)', () => {
  it.each([
    ['/cusSetting/x', true],
    ['/mobile/workflow_setting/a', true],
    ['/docSetting', true],
    ['/portal/setting/1', true],
    ['/ebdapp/view/setting/1', true],
    ['/ebdapp/view/settings', false],
    ['/goal/set', true],
    ['/goal/settings', true],
    ['/kpi/performance/settingPage', true],
    ['/performance/settingPage/a', true],
    ['/setting/', true],
    ['/setting', false],
    ['/sms/system_setting', true],
    ['/workflow/list', false],
    ['/CUSSETTING', false],
  ])('settings: %p → %p', (path, expected) => expect(isMobileSettingsPath(path)).toBe(expected));

  it.each([
    ['/doccompare/1', true],
    ['/mobile/signcenter', true],
    ['/goal/x', true],
    ['/odoc/list', true],
    ['/document', false],
  ])('second list: %p → %p', (path, expected) => expect(isMobileSpecialPath(path)).toBe(expected));
});
