// Contract of the advanced search calls of spec 7 (and the permission check of spec 6) against the
// fake backend, over real HTTP, both raw and through core's createSearchServices.
import {
  createApiClient,
  createSearchServices,
  isFilterAdmin,
  searchEndpoint,
  type SearchFieldItem,
} from '@suite-ui/core';
import { startFixtureServer, type RunningFixtureServer } from '@suite-ui/fixtures';

let server: RunningFixtureServer;

beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(() => server.close());
beforeEach(() => fetch(`${server.url}/__fixtures/reset`, { method: 'POST' }));

interface Envelope {
  status: boolean;
  code: number;
  msg: string;
  data: unknown;
}

async function call(path: string, body: Record<string, unknown> = {}, user = 'u1', method = 'POST') {
  const url = new URL(server.url + path);
  if (method === 'GET')
    for (const [key, value] of Object.entries(body)) url.searchParams.set(key, String(value));
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', 'x-user-id': user },
    ...(method === 'GET' ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Envelope;
}

const fields: SearchFieldItem[] = [
  { id: 'name', title: 'Name', itemType: 'INPUT' },
  { id: 'amount', title: 'Amount', itemType: 'SCOPE' },
];
const content = { condition: 'or', layout: ['name'], data: { name: 'Bo', amount: { min: 1, max: 2 } } };
const api = (user: string, mobile = false) =>
  createSearchServices({
    module: 'crm',
    mobile,
    conditionId: 'customers',
    fields,
    client: createApiClient({ baseUrl: server.url, headers: { 'x-user-id': user } }),
  });
const snap = (extra: Record<string, unknown> = {}) => ({
  conditionId: 'customers',
  name: 'Mine',
  content: JSON.stringify(content),
  ...extra,
});

describe('saved common filters (snapshots)', () => {
  it('saves, lists, reads back and deletes through core, on desktop and mobile paths', async () => {
    for (const mobile of [false, true]) {
      const io = api('u1', mobile);
      const saved = await io.saveFilter({
        name: ` Mine ${mobile} `,
        isPublic: false,
        isDefault: true,
        range: [],
        snapDescription: '',
        content: { condition: 'or', layout: ['name'], data: { name: 'Bo' } },
      });
      expect(saved.status).toBe('saved');
      const id = saved.status === 'saved' ? saved.id : '';
      expect((await io.querySnapsName()).map((item) => item.name)).toContain(`Mine ${mobile}`);
      expect(await io.queryDefaultSnaps()).toMatchObject({ id, isDefault: true });
      const detail = await io.querySnapsDetail(id);
      expect(detail.content).toEqual({ condition: 'or', layout: ['name'], data: { name: 'Bo' } });
      await io.deleteSnap(id);
      await expect(io.querySnapsDetail(id)).rejects.toMatchObject({ kind: 'server' });
    }
  });

  it('keeps filters per module and user; public ones are visible to all', async () => {
    expect((await call('/api/crm/search/saveAsSnaps', snap())).status).toBe(true);
    expect(
      (
        await call(
          '/api/crm/search/saveAsSnaps',
          snap({ name: 'Team', isPublic: true, range: ['everyone'] }),
          'admin',
        )
      ).status,
    ).toBe(true);
    expect((await call('/api/crm/search/saveAsSnaps', snap({ name: 'Private' }), 'admin')).status).toBe(true);
    const names = async (user: string, module = 'crm') =>
      (
        (await call(`/api/${module}/search/querySnapsName`, { conditionId: 'customers' }, user, 'GET'))
          .data as { data: { name: string }[] }
      ).data.map((item) => item.name);
    expect(await names('u1')).toEqual(['Mine', 'Team']);
    expect(await names('u2')).toEqual(['Team']);
    expect(await names('admin')).toEqual(['Team', 'Private']);
    expect(await names('u1', 'hrm')).toEqual([]);
  });

  it('answers a duplicate name with code 409, which core reads as duplicate', async () => {
    await call('/api/crm/search/saveAsSnaps', snap());
    const again = await call('/api/crm/search/saveAsSnaps', snap({ name: ' Mine ' }));
    expect(again).toMatchObject({ status: false, code: 409 });
    const io = api('u1');
    const result = await io.saveFilter({
      name: 'Mine',
      isPublic: false,
      isDefault: false,
      range: [],
      snapDescription: '',
      content: { condition: 'and', layout: [], data: { name: 'x' } },
    });
    expect(result).toEqual({ status: 'duplicate', id: null });
    // another user may use the same name
    expect((await call('/api/crm/search/saveAsSnaps', snap(), 'u2')).status).toBe(true);
  });

  it('lets only a module admin save a public filter, with a range', async () => {
    expect(
      await call('/api/crm/search/saveAsSnaps', snap({ isPublic: true, range: ['everyone'] })),
    ).toMatchObject({ status: false, code: 403 });
    expect(await call('/api/crm/search/saveAsSnaps', snap({ isPublic: true }), 'admin')).toMatchObject({
      status: false,
      code: 400,
    });
    expect(
      (
        await call(
          '/api/crm/search/saveAsSnaps',
          snap({ isPublic: true, range: ['department', 'person'] }),
          'admin',
        )
      ).status,
    ).toBe(true);
  });

  it('updates only its own filters', async () => {
    const { data } = await call('/api/crm/search/saveAsSnaps', snap());
    const id = (data as { id: string }).id;
    expect(await call('/api/crm/search/updateSnaps', snap({ id, name: 'Renamed' }), 'u2')).toMatchObject({
      status: false,
      code: 404,
    });
    expect((await call('/api/crm/search/updateSnaps', snap({ id, name: 'Renamed' }))).status).toBe(true);
    expect(await call('/api/crm/search/deleteSnap', { conditionId: 'customers', id }, 'u2')).toMatchObject({
      status: false,
    });
  });

  it.each([
    [{ conditionId: 'customers', name: '', content: '{}' }, 'name is required'],
    [{ conditionId: 'customers', name: 'x'.repeat(256), content: '{}' }, 'name cannot exceed 255 characters'],
    [{ conditionId: 'customers', name: 'n', content: 'not json' }, 'content must be a JSON object'],
    [{ conditionId: 'customers', name: 'n', content: '{}', range: ['nobody'] }, 'range must list'],
    [{ name: 'n', content: '{}' }, 'conditionId is required'],
  ])('refuses bad input %j', async (body, message) => {
    const answer = await call('/api/crm/search/saveAsSnaps', body);
    expect(answer.status).toBe(false);
    expect(answer.code).toBe(400);
    expect(answer.msg).toContain(message);
  });

  it('answers an unknown action with 404', async () => {
    expect(await call('/api/crm/search/dropTables', { conditionId: 'x' })).toMatchObject({
      status: false,
      code: 404,
    });
  });
});

describe('condition settings and history', () => {
  it('keeps the condition settings per module, conditionId and user', async () => {
    const io = api('u1');
    await io.updateCommonConditions([{ layoutId: 'amount', sort: 0, open: true }]);
    expect(await io.queryCommonConditions()).toEqual([{ layoutId: 'amount', sort: 0, open: true }]);
    expect(await api('u2').queryCommonConditions()).toEqual([]);
    expect(
      await call('/api/crm/search/updateCommonConditions', { conditionId: 'customers', conditions: 'x' }),
    ).toMatchObject({ status: false, code: 400 });
  });

  it('records, lists newest first, deletes and clears the history', async () => {
    const io = api('u1');
    await io.addToHistory({ condition: 'and', layout: [], data: { name: 'A' } });
    await io.addToHistory({ condition: 'and', layout: [], data: { name: 'B' } });
    const entries = await io.queryHistories();
    expect(entries.map((entry) => entry.title)).toEqual(['Name: B', 'Name: A']);
    expect(await api('u2').queryHistories()).toEqual([]);
    await io.deleteHistory(entries[0]?.id ?? '');
    expect(await io.queryHistories()).toHaveLength(1);
    await io.clearHistory();
    expect(await io.queryHistories()).toEqual([]);
  });
});

describe('personal match words and the permission check', () => {
  it('keeps match words per user and refuses bad lists', async () => {
    const io = api('u1');
    await io.updatePersonalMatchWords(['alpha', 'beta', 'alpha']);
    expect(await io.queryPersonalMatchWords()).toEqual(['alpha', 'beta']);
    expect(await api('u2').queryPersonalMatchWords()).toEqual([]);
    expect(await call('/api/crm/search/updatePersonalMatchWords', { words: [''] })).toMatchObject({
      status: false,
      code: 400,
    });
  });

  it('answers advanceSearchAdmin for the admin only, and isFilterAdmin reads it', async () => {
    expect(await isFilterAdmin(null, { checkPermission: api('admin').checkPermission })).toBe(true);
    expect(await isFilterAdmin(null, { checkPermission: api('u1').checkPermission })).toBe(false);
    expect(await call('/api/auth/menu/check-permission', {})).toMatchObject({ status: false, code: 400 });
  });

  it('has every spec 7 action at searchEndpoint', async () => {
    const answer = await call(
      searchEndpoint('queryHistories', { module: 'crm', mobile: true }),
      { conditionId: 'c' },
      'u1',
      'GET',
    );
    expect(answer.status).toBe(true);
  });
});
