// Contract of the Share and Auth calls (spec 7) over real HTTP, read through core's own service so
// the answers are checked the way the widget reads them.
import { startFixtureServer, type RunningFixtureServer } from '@suite-ui/fixtures';
import {
  authFormPayload,
  createApiClient,
  createShareServices,
  shareEndpoint,
  withShareContext,
  type ShareContext,
} from '@suite-ui/core';

let server: RunningFixtureServer;

beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(() => server.close());
beforeEach(() => fetch(`${server.url}/__fixtures/reset`, { method: 'POST' }));

const context: ShareContext = {
  sourceId: 'doc-1',
  permissionId: 'perm-1',
  permissionType: 'document',
  module: 'document',
};
/** The source records' owner (the fake backend's `u1`), who may change their shares. */
const OWNER = { 'x-user-id': 'u1' };
const api = (ctx: ShareContext = context, headers: Record<string, string> = OWNER) =>
  createShareServices({ context: ctx, client: createApiClient({ baseUrl: server.url, headers }) });

async function raw(
  action: Parameters<typeof shareEndpoint>[0],
  body: unknown,
  method = 'POST',
  headers: Record<string, string> = OWNER,
) {
  const url = `${server.url}${shareEndpoint(action, { module: 'document' })}`;
  const response =
    method === 'GET'
      ? await fetch(`${url}?${new URLSearchParams(body as Record<string, string>)}`, { headers })
      : await fetch(url, {
          method,
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        });
  return (await response.json()) as { status: boolean; code: number; msg: string; data: unknown };
}

describe('permission table list', () => {
  it('pages the seeded shares of every target type, with columns and a deleted row', async () => {
    const first = await api().list({ current: 1, pageSize: 10 });
    expect(first.total).toBe(23);
    expect(first.rows).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    expect(first.columns.map((c) => c.dataIndex)).toEqual([
      'targetType',
      'targetName',
      'seclevel',
      'creator',
      'createTime',
    ]);
    const all = (await api().list({ current: 1, pageSize: 100 })).rows;
    expect(new Set(all.map((r) => r.targetType))).toEqual(
      new Set([
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
      ]),
    );
    expect(all.filter((r) => r.deleted).map((r) => r.values.targetName)).toEqual(['周杰']);
    const third = await api().list({ current: 3, pageSize: 10 });
    expect(third.rows).toHaveLength(3);
    expect(third.hasMore).toBe(false);
  });

  it('searches by target type, target ids and keywords', async () => {
    const depts = await api().list({ targetType: 'dept', current: 1, pageSize: 10 });
    expect(depts.rows.map((r) => r.values.targetName)).toEqual(['研发中心', '市场部', '销售部']);
    const byId = await api().list({ targetType: 'user', targetId: 'u3,u4', current: 1, pageSize: 10 });
    expect(byId.rows.map((r) => r.values.targetName)).toEqual(['李杰', '黄娜伟']);
    const keyword = await api().list({ keywords: '研发', current: 1, pageSize: 10 });
    expect(keyword.total).toBe(1);
  });

  it('keeps one table per module and source record', async () => {
    await api().remove([(await api().list({ current: 1, pageSize: 1 })).rows[0]?.id ?? '']);
    expect((await api().list({ current: 1, pageSize: 10 })).total).toBe(22);
    expect((await api({ ...context, sourceId: 'doc-2' }).list({ current: 1, pageSize: 10 })).total).toBe(23);
  });

  it('answers GET with the payload as the query', async () => {
    const answer = await raw('list', { ...withShareContext(context), current: '2', pageSize: '5' }, 'GET');
    expect(answer.status).toBe(true);
    expect((answer.data as { data: unknown[] }).data).toHaveLength(5);
  });
});

describe('add, delete, top and sort', () => {
  it('adds a department share and a person share, one row per target', async () => {
    await api().add({
      targetType: 'dept',
      targetId: 'd9',
      targetName: '测试部',
      seclevel: '10-60',
      subordinate: true,
    });
    await api().add({ targetType: 'user', targetId: 'p1,p2', targetName: '甲,乙' });
    const page = await api().list({ current: 3, pageSize: 10 });
    expect(page.rows.map((r) => [r.targetType, r.values.targetName, r.values.seclevel])).toEqual([
      ['dept', '销售部', '0-100'],
      ['user', '王芳', '0-100'],
      ['user', '周艳', '0-100'],
      ['dept', '测试部', '10-60'],
      ['user', '甲', '0-100'],
      ['user', '乙', '0-100'],
    ]);
  });

  it('edits a share through add with its id, read back by the form query', async () => {
    const [row] = (await api().list({ targetType: 'role', current: 1, pageSize: 10 })).rows;
    await api().add({
      id: row?.id,
      targetType: 'role',
      targetId: 'r-2',
      targetName: '经理',
      role_level: 2,
      seclevel: '5-50',
    });
    const form = await api().formQuery({ mode: 'edit', id: row?.id ?? '' });
    expect(form.values).toMatchObject({ targetType: 'role', roleLevel: 2, seclevelMin: 5, seclevelMax: 50 });
    expect(form.values.targets).toEqual([{ id: 'r-2', type: 'role', name: '经理' }]);
  });

  it('takes a position level as its spec 9 code from authFormPayload, answers the code, refuses a bare level', async () => {
    const [row] = (await api().list({ targetType: 'position', current: 1, pageSize: 10 })).rows;
    const values = {
      targetType: 'position' as const,
      targets: [{ id: 'p-3', type: 'position', name: '主管' }],
      seclevelMin: 0,
      seclevelMax: 100,
      roleLevel: 0,
      positionLevel: 3,
      subordinate: false,
    };
    const params = authFormPayload(values, row?.id);
    expect(params.position_level).toBe(12);
    await api({ ...context, shareKey: 'doc-share' }).add(params);
    const form = await api().formQuery({ mode: 'edit', id: row?.id ?? '' });
    expect(form.values).toMatchObject({ targetType: 'position', positionLevel: 3 });
    const refused = await raw('add', withShareContext(context, { ...params, position_level: 3 }));
    expect(refused).toMatchObject({ status: false, code: 400 });
    expect(refused.msg).toContain('1311, 13, 12');
  });

  it('deletes one share and a batch', async () => {
    const rows = (await api().list({ current: 1, pageSize: 5 })).rows;
    await api().remove([rows[0]?.id ?? '']);
    await api().remove(rows.slice(1, 4).map((r) => r.id));
    const after = await api().list({ current: 1, pageSize: 100 });
    expect(after.total).toBe(19);
    expect(after.rows[0]?.id).toBe(rows[4]?.id);
  });

  it('moves a share to the top of the whole table', async () => {
    const last = (await api().list({ current: 3, pageSize: 10 })).rows.at(-1);
    await api().top(last?.id ?? '');
    expect((await api().list({ current: 1, pageSize: 10 })).rows[0]?.id).toBe(last?.id);
  });

  it('sorts with the writes of planSort', async () => {
    const rows = (await api().list({ current: 1, pageSize: 3 })).rows;
    await api().sort({ create: [], update: [{ id: rows[2]?.id ?? '', sort: 1 }], delete: [] });
    expect((await api().list({ current: 1, pageSize: 3 })).rows.map((r) => r.id)).toEqual([
      rows[2]?.id,
      rows[0]?.id,
      rows[1]?.id,
    ]);
  });
});

describe('auth form query and matrix items', () => {
  it('gives the add form every target type, the range and the matrix', async () => {
    const form = await api().formQuery({ mode: 'add', id: null });
    expect(form.targetTypes).toHaveLength(11);
    expect(form.seclevelRange).toEqual({ min: 0, max: 100 });
    expect(form.matrixId).toBe('matrix-document');
    // getMaTrixItems is the card's call too (fixtures/src/handlers/form.ts answers it)
    const items = await api().matrixItems({ matrixId: form.matrixId ?? '' });
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.id).not.toBe('');
      expect(item.condition.length + item.matrixRules.length).toBeGreaterThan(0);
      for (const rule of [...item.condition, ...item.matrixRules]) {
        expect(Object.keys(rule).sort()).toEqual(
          expect.arrayContaining(['content', 'fieldId', 'in', 'operate', 'type', 'virtualId']),
        );
        expect(rule.fieldId).not.toBe('');
        // the seed names its fields and people, as a server does for the add-share dialog
        expect(rule.fieldName).toMatch(/\S/);
        if (rule.type === 'resource') expect(rule.contentName).toBe('陈超磊');
      }
    }
  });

  it('answers getMaTrixItems by POST too', async () => {
    const answer = await raw('matrixItems', withShareContext(context, { matrixId: 'm' }));
    expect(answer.status).toBe(true);
  });
});

describe('validation: 400 fail envelopes, never a crash', () => {
  it.each(['list', 'delete', 'add', 'top', 'sort', 'formQuery'] as const)(
    '%s without the share context says so',
    async (action) => {
      const answer = await raw(action, { matrixId: 'm', ids: '1' });
      expect(answer).toMatchObject({ status: false, code: 400 });
      expect(answer.msg).toMatch(/share context required: sourceId/);
    },
  );

  it.each([
    ['list', { pageSize: 1000 }, /pageSize/],
    ['list', { current: 0 }, /current/],
    ['list', { targetType: 'alien' }, /targetType/],
    ['list', { keywords: 'x'.repeat(101) }, /keywords/],
    ['delete', {}, /ids is required/],
    ['add', { targetType: 'user' }, /targetId is required/],
    ['add', { targetType: 'boss', targetId: '1' }, /targetType/],
    ['add', { targetType: 'all', seclevel: '9-3' }, /seclevel/],
    ['add', { targetType: 'role', targetId: '1', role_level: 7 }, /role_level/],
    ['top', {}, /id is required/],
    ['sort', { update: 'x' }, /update/],
    ['sort', { update: [{ id: 'nope', sort: 1 }] }, /not found/],
  ] as const)('%s %j is refused', async (action, params, message) => {
    const answer = await raw(action, withShareContext(context, params));
    expect(answer.status).toBe(false);
    expect(answer.msg).toMatch(message);
  });

  it('refuses a module that does not match the path, and a body that is not an object', async () => {
    expect((await raw('list', withShareContext({ ...context, module: 'hrm' }))).msg).toMatch(
      /does not match/,
    );
    expect((await raw('list', [1, 2])).status).toBe(false);
    const response = await fetch(`${server.url}${shareEndpoint('list', { module: 'document' })}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{broken',
    });
    expect(response.status).toBeLessThan(500);
  });

  it('a server failure reaches the client as an error', async () => {
    await fetch(`${server.url}/__fixtures/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: shareEndpoint('list', { module: 'document' }), fault: '500', times: 1 }),
    });
    await expect(api().list({ current: 1, pageSize: 10 })).rejects.toThrow();
    expect((await api().list({ current: 1, pageSize: 10 })).total).toBe(23);
  });
});
