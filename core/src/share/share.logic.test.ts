import { targetTypeCode } from '../browser';
import {
  authFormPayload,
  defaultShareOperations,
  emptyAuthValues,
  isShareContext,
  moveToTop,
  pageAfterDelete,
  parseAuthForm,
  parseMatrixItems,
  parseSharePage,
  searchParams,
  searchResetsPage,
  shareBrowserType,
  shareEndpoint,
  shareTargetCode,
  validateAuthForm,
  withShareContext,
} from './share.logic';
import { SHARE_TARGET_TYPES, type ShareSearch } from './share.types';

const context = { sourceId: 's1', permissionId: 'p1', permissionType: 'doc', module: 'document' };

describe('shareEndpoint (spec 7)', () => {
  it.each([
    ['list', '/api/app/document/front/data/permission/table/list'],
    ['delete', '/api/app/document/front/data/permission/table/delete'],
    ['add', '/api/app/document/front/data/permission/table/add'],
    ['formQuery', '/api/app/document/component/data/permission/form/query'],
    ['matrixItems', '/api/app/document/component/data/permission/getMaTrixItems'],
  ] as const)('%s → %s', (action, url) => {
    expect(shareEndpoint(action, { module: 'document' })).toBe(url);
  });

  it('has one leading slash always, and an escaped module', () => {
    expect(shareEndpoint('delete', { module: '/document/' })).toBe(
      '/api/app/document/front/data/permission/table/delete',
    );
    expect(shareEndpoint('list', { module: 'a/b' })).toBe('/api/app/a%2Fb/front/data/permission/table/list');
  });
});

describe('withShareContext (spec 3, 7)', () => {
  it('merges the context, sourceType 1 by default, with the call params', () => {
    expect(withShareContext(context, { keywords: 'x', current: 1 })).toEqual({
      sourceId: 's1',
      permissionId: 'p1',
      permissionType: 'doc',
      sourceType: 1,
      module: 'document',
      keywords: 'x',
      current: 1,
    });
    expect(withShareContext({ ...context, sourceType: 3 }).sourceType).toBe(3);
  });

  it('knows a complete context', () => {
    expect(isShareContext(context)).toBe(true);
    expect(isShareContext({ ...context, sourceId: ' ' })).toBe(false);
    expect(isShareContext(null)).toBe(false);
  });
});

describe('share target types and codes (spec 3, 9)', () => {
  it('lists the eleven types', () => {
    expect(SHARE_TARGET_TYPES).toEqual([
      'user',
      'dept',
      'subcompany',
      'group',
      'position',
      'all',
      'role',
      'organization',
      'external',
      'allExternal',
      'combinationResource',
    ]);
  });

  it.each([
    ['user', {}, 1],
    ['dept', {}, 2],
    ['dept', { subordinate: true }, 3],
    ['subcompany', {}, 5],
    ['subcompany', { subordinate: true }, 6],
    ['role', {}, 10],
    ['group', {}, 14],
    ['group', { withoutSeclevel: true }, 1411],
    ['all', {}, 11],
    ['external', {}, 110],
    ['allExternal', {}, 1101],
    ['position', {}, null],
  ] as const)('%s %j → %s, as the browser counts it', (type, options, code) => {
    expect(shareTargetCode(type, options)).toBe(code);
    const browserType = shareBrowserType(type) ?? type;
    expect(targetTypeCode(browserType, options)).toBe(code);
  });

  it('picks user as resource and dept as department; nothing to pick for all', () => {
    expect(shareBrowserType('user')).toBe('resource');
    expect(shareBrowserType('dept')).toBe('department');
    expect(shareBrowserType('all')).toBeNull();
    expect(shareBrowserType('allExternal')).toBeNull();
  });
});

describe('operations and top (spec 4)', () => {
  it('desktop has edit, delete, top; mobile edit and delete', () => {
    expect(defaultShareOperations('desktop')).toEqual(['edit', 'delete', 'top']);
    expect(defaultShareOperations('mobile')).toEqual(['edit', 'delete']);
  });

  it('moves a row to the front and keeps the others in order', () => {
    const rows = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(moveToTop(rows, 'c').map((r) => r.id)).toEqual(['c', 'a', 'b']);
    expect(moveToTop(rows, 'a').map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(moveToTop(rows, 'x').map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(moveToTop(rows, 'b')).not.toBe(rows);
  });
});

describe('page reset after a search (spec 4)', () => {
  const base: ShareSearch = { searchType: 'default', keywords: '', targetType: '', targetId: '' };
  it.each([
    ['target type changed', base, { ...base, targetType: 'dept' }, true],
    [
      'target id changed',
      { ...base, targetType: 'dept' },
      { ...base, targetType: 'dept', targetId: '1,2' },
      true,
    ],
    ['same target', { ...base, targetType: 'dept' }, { ...base, targetType: 'dept' }, false],
    ['keywords change ignored by the default search', base, { ...base, keywords: 'x' }, false],
    [
      'keywords changed',
      { ...base, searchType: 'keyword' },
      { ...base, searchType: 'keyword', keywords: 'x' },
      true,
    ],
    [
      'same keywords, target changed',
      { ...base, searchType: 'keyword', keywords: 'x' },
      { ...base, searchType: 'keyword', keywords: ' x ', targetType: 'dept' },
      false,
    ],
    ['search type changed', base, { ...base, searchType: 'keyword' }, true],
  ] as const)('%s → %s', (_name, previous, next, resets) => {
    expect(searchResetsPage(previous as ShareSearch, next as ShareSearch)).toBe(resets);
  });

  it('sends keywords or the target as search params', () => {
    expect(searchParams({ ...base, searchType: 'keyword', keywords: ' a ' })).toEqual({ keywords: 'a' });
    expect(searchParams({ ...base, targetType: 'dept', targetId: '1,2' })).toEqual({
      targetType: 'dept',
      targetId: '1,2',
    });
    expect(searchParams(base)).toEqual({});
  });
});

describe('page after a delete (spec 4)', () => {
  it.each([
    // current, pageSize, total, removed → page
    [2, 10, 25, 1, 2],
    [3, 10, 25, 5, 2],
    [3, 10, 21, 1, 2],
    [1, 10, 1, 1, 1],
    [2, 10, 20, 10, 1],
    [2, 5, 12, 2, 2],
  ])('page %i of %i per page, %i rows, %i removed → %i', (current, pageSize, total, removed, page) => {
    expect(pageAfterDelete(current, pageSize, total, removed)).toBe(page);
  });
});

describe('answers checked (spec 7)', () => {
  it('keeps rows with ids, flags deleted rows, skips hidden columns', () => {
    const page = parseSharePage(
      {
        data: [
          { id: 1, targetName: 'A', delete: true, sort: 65536 },
          { id: '1', targetName: 'dup' },
          { targetName: 'no id' },
          'junk',
          { id: 'b', targetName: { html: '<b>' }, isDelete: 0 },
        ],
        columns: [
          { dataIndex: 'targetName', title: 'Target' },
          { dataIndex: '__syncConfig_scrollX__' },
          { title: 'x' },
        ],
        total: 'many',
      },
      { current: 1, pageSize: 10 },
    );
    expect(page.rows.map((r) => [r.id, r.deleted, r.values.targetName])).toEqual([
      ['1', true, 'A'],
      ['b', false, ''],
    ]);
    expect(page.rows[0]?.sort).toBe(65536);
    expect(page.columns).toEqual([{ dataIndex: 'targetName', title: 'Target' }]);
    expect(page.total).toBe(2);
    expect(page.hasMore).toBe(false);
  });

  it('fails soft on a non-object answer', () => {
    expect(parseSharePage('nope', { current: 1, pageSize: 10 })).toEqual({
      rows: [],
      columns: [],
      total: 0,
      hasMore: false,
    });
    expect(parseMatrixItems(42)).toEqual([]);
  });

  it('reads matrix items and their rule conditions, in condition or rule-shaped matrixRules, with the names a server adds', () => {
    const items = parseMatrixItems({
      items: [
        {
          id: 'm1',
          itemName: 'Leaders',
          matrixId: 'mx',
          matrixRules: [
            { id: 'r1', content: 'owner' },
            { fieldId: 'level', operate: 'gt', content: 3, fieldName: ' Level ', contentName: { no: 1 } },
          ],
          condition: [
            { fieldId: 'dept', in: true, type: 'dept', virtualId: 'v', content: 'R&D', operate: 'in' },
            'x',
          ],
        },
        { itemName: 'no id' },
      ],
    });
    expect(items).toHaveLength(1);
    expect(items[0]?.condition).toEqual([
      { fieldId: 'dept', in: '1', type: 'dept', virtualId: 'v', content: 'R&D', operate: 'in' },
    ]);
    expect(items[0]?.matrixRules).toEqual([
      { fieldId: 'level', in: '', type: '', virtualId: '', content: '3', operate: 'gt', fieldName: 'Level' },
    ]);
    expect(parseMatrixItems({ data: [{ id: 'x' }] })).toHaveLength(1);
  });

  it('reads the auth form and clamps its values', () => {
    const form = parseAuthForm({
      seclevelRange: { min: 10, max: 50 },
      targetTypes: ['dept', 'bogus', 'user'],
      values: {
        targetType: 'dept',
        targets: [{ id: 'd1', name: 'R&D' }, {}],
        seclevelMin: 5,
        seclevelMax: 99,
        subordinate: '1',
      },
      matrixId: 'mx',
    });
    expect(form.targetTypes).toEqual(['dept', 'user']);
    expect(form.values).toMatchObject({
      targetType: 'dept',
      seclevelMin: 10,
      seclevelMax: 50,
      subordinate: true,
    });
    expect(form.values.targets).toEqual([{ id: 'd1', type: 'department', name: 'R&D' }]);
    expect(form.matrixId).toBe('mx');
    expect(parseAuthForm(null).targetTypes).toHaveLength(11);
  });
});

describe('auth form rules', () => {
  it('needs targets except for all and allExternal, and an ordered security range', () => {
    const values = emptyAuthValues();
    expect(validateAuthForm(values)).toEqual({ targets: 'share.auth.error.targets' });
    expect(validateAuthForm({ ...values, targetType: 'all' })).toEqual({});
    expect(validateAuthForm({ ...values, targetType: 'all', seclevelMin: 9, seclevelMax: 3 })).toEqual({
      seclevel: 'share.auth.error.seclevel',
    });
    expect(validateAuthForm({ ...values, targetType: 'all', seclevelMax: 101 })).toHaveProperty('seclevel');
  });

  it('sends the browser selection keys', () => {
    const payload = authFormPayload({
      ...emptyAuthValues(),
      targetType: 'dept',
      subordinate: true,
      targets: [
        { id: 'd1', type: 'department', name: 'R&D' },
        { id: 'd2', type: 'department', name: 'Sales' },
      ],
    });
    expect(payload).toEqual({
      targetType: 'dept',
      objType: 3,
      targetId: 'd1,d2',
      targetName: 'R&D,Sales',
      seclevel: '0-100',
      subordinate: true,
      department_attribute: 'subordinate',
      partTimeStaff: false,
      include_superior: false,
    });
    expect(authFormPayload({ ...emptyAuthValues(), targetType: 'role', roleLevel: 2 }, 'r9')).toMatchObject({
      id: 'r9',
      role_level: 2,
      objType: 10,
    });
  });

  it.each([
    [1, 1311],
    [2, 13],
    [3, 12],
  ])('sends position level %p as its spec 9 code %p, and reads the code back', (positionLevel, code) => {
    const payload = authFormPayload({ ...emptyAuthValues(), targetType: 'position', positionLevel });
    expect(payload.position_level).toBe(code);
    const answer = { values: { targetType: 'position', position_level: code } };
    expect(parseAuthForm(answer).values.positionLevel).toBe(positionLevel);
  });

  it.each([
    ['a group over the whole range: code 1411, no seclevel', 0, 100, 1411, undefined],
    ['a group with a narrowed range: code 14 with its seclevel', 10, 100, 14, '10-100'],
  ])('%s', (_, seclevelMin, seclevelMax, objType, seclevel) => {
    const payload = authFormPayload(
      { ...emptyAuthValues(), targetType: 'group', seclevelMin, seclevelMax },
      undefined,
      { seclevelRange: { min: 0, max: 100 } },
    );
    expect(payload.objType).toBe(objType);
    expect(payload.seclevel).toBe(seclevel);
    expect('seclevel' in payload).toBe(seclevel !== undefined);
  });

  it.each([
    [
      'dept',
      { subordinate: false, partTimeStaff: true },
      { department_attribute: '', partTimeStaff: true, include_superior: false },
    ],
    [
      'subcompany',
      { subordinate: true, includeSuperior: true },
      { department_attribute: 'subordinate', partTimeStaff: false, include_superior: true, objType: 6 },
    ],
  ] as const)('sends the organisation keys for %s targets', (targetType, values, expected) => {
    expect(authFormPayload({ ...emptyAuthValues(), targetType, ...values })).toMatchObject(expected);
  });

  it('sends no organisation keys for people, and the share key only when the host gives one', () => {
    const payload = authFormPayload({ ...emptyAuthValues(), targetType: 'user' });
    expect(payload).not.toHaveProperty('department_attribute');
    expect(payload).not.toHaveProperty('partTimeStaff');
    expect(payload).not.toHaveProperty('shareKey');
    expect(authFormPayload(emptyAuthValues(), undefined, { shareKey: ' doc-12 ' }).shareKey).toBe('doc-12');
  });
});
