import { embeddedBrowserCallbackError } from './browser.embedded';
import {
  BROWSER_MAX_COUNT,
  EBUILDER_BROWSER_BASE,
  SELECT_ALL,
  appendEntries,
  belowSecretLevel,
  browserDialogWidth,
  browserEndpoint,
  defaultTitle,
  deletedTextKey,
  parseEntries,
  parseEntry,
  parseTree,
  pick,
  pickAll,
  positionLevelCode,
  rowFields,
  selectedDisplayCap,
  selectionWidth,
  shouldLoadMore,
  supportsSubordinate,
  targetTypeCode,
} from './browser.logic';

describe('browserEndpoint (spec 7)', () => {
  it.each([
    ['data', false, '/api/hrm/common/browser/data/resource'],
    ['destData', false, '/api/hrm/common/browser/destData/resource'],
    ['leftData', false, '/api/hrm/common/browser/leftData/resource'],
    ['dataCondition', false, '/api/hrm/common/browser/dataCondition/resource'],
    ['data', true, '/api/app/hrm/common/browser/data/resource'],
    ['history', true, '/api/app/hrm/common/browser/history/resource'],
  ] as const)('%s (mobile %s) → %s', (action, mobile, url) => {
    expect(browserEndpoint({ module: 'hrm', type: 'resource', action, mobile })).toEqual({
      url,
      payload: {},
    });
  });

  it('sends data and count of a runtime app to the e-builder path with leftListSelectedData.appId', () => {
    for (const action of ['data', 'count'] as const) {
      expect(
        browserEndpoint({ module: 'crm', type: 'customer', action, appId: 'app7', runtimeApp: true }),
      ).toEqual({
        url: `${EBUILDER_BROWSER_BASE}/${action}/customer`,
        payload: { leftListSelectedData: { appId: 'app7' } },
      });
    }
    expect(EBUILDER_BROWSER_BASE).toBe('/api/ebuilder/common/browser');
  });

  it('keeps the module path for other calls of a runtime app, and for a non-runtime app id', () => {
    expect(
      browserEndpoint({ module: 'crm', type: 'customer', action: 'destData', appId: 'a', runtimeApp: true })
        .url,
    ).toBe('/api/crm/common/browser/destData/customer');
    expect(browserEndpoint({ module: 'crm', type: 'customer', action: 'data', appId: 'a' })).toEqual({
      url: '/api/crm/common/browser/data/customer',
      payload: {},
    });
  });

  it('lets the host override the e-builder path in one place', () => {
    expect(
      browserEndpoint({
        module: 'crm',
        type: 'customer',
        action: 'count',
        runtimeApp: true,
        appId: 'a',
        ebuilderBase: '/api/eb2/browser/',
      }).url,
    ).toBe('/api/eb2/browser/count/customer');
  });

  it('refuses dataCondition on mobile with a clear error', () => {
    expect(() =>
      browserEndpoint({ module: 'hrm', type: 'resource', action: 'dataCondition', mobile: true }),
    ).toThrow(/dataCondition.*desktop-only/);
  });

  it('refuses an unknown action, an empty module or type, and escapes path segments', () => {
    expect(() => browserEndpoint({ module: 'hrm', type: 'resource', action: 'drop' as never })).toThrow(
      /unknown action/,
    );
    expect(() => browserEndpoint({ module: '', type: 'resource', action: 'data' })).toThrow(/module/);
    expect(() => browserEndpoint({ module: 'hrm', type: '..', action: 'data' })).toThrow(/type/);
    expect(browserEndpoint({ module: 'hrm', type: 'a/b?c', action: 'data' }).url).toBe(
      '/api/hrm/common/browser/data/a%2Fb%3Fc',
    );
  });
});

describe('targetTypeCode and positionLevelCode (spec 9)', () => {
  it.each([
    ['resource', {}, 1],
    ['department', {}, 2],
    ['department', { subordinate: true }, 3],
    ['subcompany', {}, 5],
    ['subcompany', { subordinate: true }, 6],
    ['role', {}, 10],
    ['group', {}, 14],
    ['group', { withoutSeclevel: true }, 1411],
    ['all', {}, 11],
    ['external', {}, 110],
    ['allExternal', {}, 1101],
    ['meeting', {}, null],
  ])('%s %j → %s', (type, options, code) => {
    expect(targetTypeCode(type, options)).toBe(code);
  });

  it('works without options', () => {
    expect(targetTypeCode('department')).toBe(2);
  });

  it.each([
    [1, 1311],
    [2, 13],
    [3, 12],
    ['2', 13],
    [4, null],
  ])('position level %s → %s', (level, code) => {
    expect(positionLevelCode(level)).toBe(code);
  });
});

describe('rowFields and defaultTitle (spec 3)', () => {
  it.each([
    ['document', ['content', 'user', 'time']],
    ['task', ['name', 'manager', 'dueDate']],
    ['mainline', ['name', 'manager', 'endTime']],
    ['contact', ['name', 'updateTime']],
    ['marketActivity', ['name', 'manager', 'updateTime']],
    ['calendar', ['name', 'createUser', 'startDate']],
    ['clue', ['name', 'managerName', 'updateTime']],
    ['saleChance', ['name', 'managerName', 'stage', 'updateTime']],
    ['contract', ['name', 'manager', 'totalMoney', 'contractStatus', 'updateTime']],
    ['orderForm', ['name']],
    ['mailResource', ['name', 'sendDate']],
    ['workflowRequest', ['richContent', 'name', 'userid']],
    ['blog', ['name', 'blogTime']],
    ['production', ['name', 'manager', 'price', 'updateTime']],
    ['customer', ['name', 'manager', 'statusName', 'updateTime']],
    ['competitor', ['name', 'managerName', 'competitionLevelName', 'updateTime']],
    ['plan', ['name', 'postTime']],
    ['price', ['name', 'manager', 'updateTime']],
    ['form', ['name', 'creator', 'createTime']],
    ['folder', ['title', 'username']],
    ['officialDocumentRequest', ['name', 'userid', 'createdatetime']],
    ['workOrder', ['name', 'creatorName', 'createTime']],
    ['quote', ['name']],
    ['capital', ['name']],
    ['meetingVideo', ['name']],
    ['coworkItems', ['name']],
    ['unknown', []],
    ['constructor', []],
  ])('%s shows %j', (rowType, fields) => {
    expect(rowFields(rowType)).toEqual(fields);
  });

  it.each([
    [{ content: 'c', name: 'n' }, 'c'],
    [{ content: '  ', name: 'n', title: 't' }, 'n'],
    [{ title: 't', primaryName: 'p' }, 't'],
    [{ primaryName: 'p', targetName: 'x' }, 'p'],
    [{ targetName: 'x' }, 'x'],
    [{ id: 1 }, ''],
    [null, ''],
  ])('defaultTitle(%j) is %j', (entry, title) => {
    expect(defaultTitle(entry)).toBe(title);
  });
});

describe('sizes and caps (spec 9)', () => {
  it('dialog is 680 wide, 750 for a multiple resource browser', () => {
    expect(browserDialogWidth({ type: 'resource', multiple: true })).toBe(750);
    expect(browserDialogWidth({ type: 'resource', multiple: false })).toBe(680);
    expect(browserDialogWidth({ type: 'department', multiple: true })).toBe(680);
  });

  it.each([
    [{ mobile: false }, 100],
    [{ mobile: false, wrap: true }, 10],
    [{ mobile: true, associative: true }, 5],
    [{ mobile: true }, 20],
    [{ mobile: true, wrap: true }, 20],
  ])('selected display cap %j → %i', (options, cap) => {
    expect(selectedDisplayCap(options)).toBe(cap);
  });

  it.each([
    ['', 50],
    ['abc', 50],
    ['张三', 50],
    ['abcd', 60],
    ['研发中心前端组', 90],
  ])('selection width of %j is %i', (text, width) => {
    expect(selectionWidth(text)).toBe(width);
  });

  it('has the spec constants', () => {
    expect(BROWSER_MAX_COUNT).toBe(51);
    expect(SELECT_ALL).toBe('__SELECT_ALL__');
  });
});

describe('selection rules', () => {
  const a = { id: 'a', type: 'resource', name: 'A' };
  const b = { id: 'b', type: 'resource', name: 'B' };
  const c = { id: 'c', type: 'resource', name: 'C' };

  it('single mode replaces, multiple mode adds once and refuses past the max count', () => {
    expect(pick([a], b, { multiple: false, maxCount: 51 })).toEqual({ ok: true, selected: [b] });
    expect(pick([a], b, { multiple: true, maxCount: 51 })).toEqual({ ok: true, selected: [a, b] });
    expect(pick([a], a, { multiple: true, maxCount: 51 })).toEqual({ ok: true, selected: [a] });
    expect(pick([a, b], c, { multiple: true, maxCount: 2 })).toEqual({ ok: false, reason: 'max' });
  });

  it('select all adds what fits and says when it was capped', () => {
    expect(pickAll([a], [a, b, c], 51)).toEqual({ selected: [a, b, c], capped: false });
    expect(pickAll([a], [b, c], 2)).toEqual({ selected: [a, b], capped: true });
  });

  it('asks for the next page when the last visible row is within 10 of the end', () => {
    expect(shouldLoadMore(39, 50, true)).toBe(false);
    expect(shouldLoadMore(40, 50, true)).toBe(true);
    expect(shouldLoadMore(49, 50, false)).toBe(false);
    expect(shouldLoadMore(0, 0, true)).toBe(false);
  });

  it('includes sub-organisations only for department, subcompany and organization', () => {
    expect(['department', 'subcompany', 'organization', 'resource', 'role'].map(supportsSubordinate)).toEqual(
      [true, true, true, false, false],
    );
  });

  it('drops entries below the form secret level; -999 keeps everything (spec 4)', () => {
    expect(belowSecretLevel({ seclevel: 10 }, 20)).toBe(true);
    expect(belowSecretLevel({ seclevel: 20 }, 20)).toBe(false);
    expect(belowSecretLevel({ seclevel: 10 }, -999)).toBe(false);
    expect(belowSecretLevel({}, 20)).toBe(false);
  });

  it('names the deleted text of each kind, person by default (spec 8)', () => {
    expect(deletedTextKey('department')).toBe('browser.deleted.department');
    expect(deletedTextKey('subcompany')).toBe('browser.deleted.subcompany');
    expect(deletedTextKey('position')).toBe('browser.deleted.position');
    expect(deletedTextKey('resource')).toBe('browser.deleted.person');
    expect(deletedTextKey('customer')).toBe('browser.deleted.person');
  });
});

describe('parsing untrusted answers', () => {
  it('checks entries, keeps row fields and drops malformed or repeated ones', () => {
    const entries = parseEntries(
      [
        {
          id: 'u1',
          name: '张三',
          seclevel: { min: 0, max: 30 },
          isDeleted: true,
          status: 'finished',
          x: { y: 1 },
        },
        { id: 2, content: 'doc', time: '2026-01-01' },
        { name: 'no id' },
        'junk',
        { id: 'u1', name: 'again' },
      ],
      'resource',
    );
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      id: 'u1',
      type: 'resource',
      title: '张三',
      seclevel: 30,
      isDeleted: true,
      finished: true,
    });
    expect(entries[0]?.fields).not.toHaveProperty('x');
    expect(entries[1]).toMatchObject({ id: '2', title: 'doc', time: '2026-01-01' });
    expect(parseEntry({ id: 'x', _entityType: 'dept' }, 'resource')?.type).toBe('dept');
    // spec 3 "Person/organisation target": objType, a name or its spec 9 code
    expect(parseEntry({ id: 'x', objType: 'subcompany' }, 'resource')?.type).toBe('subcompany');
    expect(parseEntry({ id: 'x', objType: 2 }, 'resource')?.type).toBe('department');
    expect(parseEntry({ id: 'x', objType: 999 }, 'resource')?.type).toBe('resource');
    expect(parseEntries('nope', 'resource')).toEqual([]);
  });

  it('checks the tree and stops at a depth limit', () => {
    const deep: Record<string, unknown> = { id: 'root', name: 'R', children: [] };
    let node = deep;
    for (let i = 0; i < 30; i++) {
      const child = { id: `n${i}`, children: [] as unknown[] };
      (node.children as unknown[]).push(child);
      node = child;
    }
    const [root] = parseTree([deep, { name: 'no id' }, 3], 5);
    expect(root?.name).toBe('R');
    let depth = 0;
    for (let n = root; n; n = n.children[0]) depth++;
    expect(depth).toBe(5);
  });

  it('appends a page without repeating ids', () => {
    const [x, y] = parseEntries([{ id: 'x' }, { id: 'y' }], 'r');
    expect(appendEntries([x!], [x!, y!]).map((e) => e.id)).toEqual(['x', 'y']);
  });
});

describe('embedded browser without its callback (spec 8)', () => {
  it('names the key and the callback, and says nothing when the callback is there', () => {
    expect(embeddedBrowserCallbackError('share.targets', 'onChange', undefined)).toMatch(
      /"share\.targets".*"onChange"/,
    );
    expect(embeddedBrowserCallbackError('share.targets', 'onChange', () => undefined)).toBeNull();
  });
});
