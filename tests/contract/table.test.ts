// Contract of the table's column-settings calls (issue 19) against the fake backend, over real HTTP,
// both raw and through core's columnSettingsApi (the paths the widget uses).
import {
  applyColumnSettings,
  columnSettingsApi,
  createApiClient,
  readColumnSettings,
  sortPlanOf,
  writeColumnSettings,
} from '@suite-ui/core';
import { startFixtureServer, type RunningFixtureServer } from '@suite-ui/fixtures';

let server: RunningFixtureServer;

beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(() => server.close());
beforeEach(() => fetch(`${server.url}/__fixtures/reset`, { method: 'POST' }));

const PAGE = 'contract-page';
const api = (user = 'u1', module = 'hrm') =>
  columnSettingsApi({
    module,
    pageUid: PAGE,
    client: createApiClient({ baseUrl: server.url, headers: { 'x-user-id': user } }),
  });

async function raw(path: string, body: unknown, headers: Record<string, string> = { 'x-user-id': 'admin' }) {
  const response = await fetch(server.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { status: boolean; msg: string; data: Record<string, unknown> };
}

const layout = [
  { dataIndex: 'title', width: 220, order: 0 },
  { dataIndex: 'code', width: 90, order: 1, orderType: 'asc__1' },
  { dataIndex: 'owner', order: 2, hidden: true },
  { dataIndex: '__syncConfig_scrollX__', width: 310 },
];

describe('column settings per (module, pageUid, user)', () => {
  it('saves and reads back the user own layout losslessly, apart from others', async () => {
    expect(await api('u5').query()).toMatchObject({ settings: null, pageSize: 0, source: 'none' });
    await api('u5').add(layout);
    const mine = await api('u5').query();
    expect(mine.source).toBe('user');
    expect(writeColumnSettings(mine.settings!)).toEqual(layout);
    expect((await api('u6').query()).settings).toBeNull();
    expect((await api('u5', 'crm').query()).settings).toBeNull();
  });

  it('a sync to a person replaces theirs, keeping their widths unless syncColumnWidth', async () => {
    await api('u7').add([{ dataIndex: 'title', width: 400 }]);
    const sent = await api('admin').add(layout, {
      syncObject: [{ type: 'user', id: 'u7' }],
      syncColumnWidth: false,
    });
    expect(sent.count).toBe(1);
    const theirs = (await api('u7').query()).settings!;
    const shown = applyColumnSettings(
      ['title', 'code', 'owner'].map((dataIndex) => ({ dataIndex, title: dataIndex })),
      theirs,
    );
    expect(shown.map((c) => [c.dataIndex, c.width])).toEqual([
      ['title', 400],
      ['code', 90],
    ]);
    await api('admin').add(layout, { syncObject: [{ type: 'user', id: 'u7' }], syncColumnWidth: true });
    expect(
      readColumnSettings(writeColumnSettings((await api('u7').query()).settings!)).columns[0]?.width,
    ).toBe(220);
  });

  it('isDefault sets the layout of users without their own; a reset goes back to it', async () => {
    await api('admin').add(layout, { syncObject: [{ type: 'department', id: 'd2' }], isDefault: true });
    const other = await api('u30').query();
    expect(other.source).toBe('default');
    await api('u30').add([{ dataIndex: 'code' }]);
    expect((await api('u30').query()).source).toBe('user');
    await api('u30').resetColumn();
    expect((await api('u30').query()).source).toBe('default');
    expect(writeColumnSettings((await api('u1').syncQuery())!)).toEqual(layout);
  });

  it('everyone: a sync to all reaches every person; a reset of others drops their layouts', async () => {
    await api('u3').add([{ dataIndex: 'code' }]);
    const all = await api('admin').add(layout, {
      syncObject: [{ type: 'all', id: 'all' }],
      syncColumnWidth: true,
    });
    expect(all.count).toBeGreaterThan(9000);
    expect(writeColumnSettings((await api('u3').query()).settings!)).toEqual(layout);
    const reset = await api('admin').resetColumn({ defaultObject: [{ type: 'user', id: 'u3' }] });
    expect(reset.count).toBe(1);
  });

  it('keeps a change log with who did what', async () => {
    await api('u2').add(layout);
    await api('admin').add(layout, { syncObject: [{ type: 'user', id: 'u2' }] });
    const log = await api('u1').log();
    expect(log.map((entry) => [entry.action, entry.userId])).toEqual([
      ['sync', 'admin'],
      ['save', 'u2'],
    ]);
    expect(log[0]?.userName).toMatch(/\S/);
    // the log names the people it reached (u2 is 吴超 in the seed), never type:id pairs
    expect(log[0]?.detail).toContain('吴超');
    expect(log[0]?.detail).not.toContain('user:u2');
  });
});

describe('data, page settings and sort', () => {
  it('pages 10 000 generated rows, all at once for the big list', async () => {
    const first = await api().getData({ current: 1, pageSize: 20 });
    expect(first.rows).toHaveLength(20);
    expect(first.total).toBe(10_000);
    expect(first.hasMore).toBe(true);
    expect(Object.keys(first.rows[0]!)).toHaveLength(10);
    const all = await api().getData({ current: 1, pageSize: 10_000 });
    expect(all.rows).toHaveLength(10_000);
    expect(all.hasMore).toBe(false);
  });

  it('spec 6: every tenth row carries its own operates permission (view only)', async () => {
    const { rows } = await api().getData({ current: 1, pageSize: 20 });
    expect(rows[9]).toMatchObject({ id: '10', operatesPermission: 'view' });
    expect(rows[8]?.operatesPermission).toBeUndefined();
  });

  it('saves the page size per user', async () => {
    await api('u4').changePageSettings(50);
    expect((await api('u4').query()).pageSize).toBe(50);
    expect((await api('u5').query()).pageSize).toBe(0);
  });

  it('sorts rows by the saved sort, planned by planSort', async () => {
    const rules = [{ dataIndex: 'amount', direction: 'desc' as const }];
    const saved = await api().sortSave(sortPlanOf([], rules), rules);
    expect(saved).toEqual([{ id: 'amount', dataIndex: 'amount', direction: 'desc', sort: 65536 }]);
    const rows = (await api().getData({ current: 1, pageSize: 5 })).rows.map((row) => row.amount as number);
    expect(rows).toEqual([...rows].sort((a, b) => b - a));
    expect(await api().sortQuery()).toEqual(saved);
  });
});

describe('bad input', () => {
  it.each([
    [{ columns: layout }, 'pageUid is required'],
    [{ pageUid: PAGE, columns: 'x' }, 'columns must be a list'],
    [{ pageUid: PAGE, columns: [{ width: 3 }] }, 'a column needs a dataIndex'],
    [{ pageUid: PAGE, columns: [{ dataIndex: 'a' }, { dataIndex: 'a' }] }, 'column a is listed twice'],
    [{ pageUid: PAGE, columns: [{ dataIndex: 'a', width: -1 }] }, 'column a has a bad width'],
    [{ pageUid: PAGE, columns: [], syncObject: [] }, 'syncObject is required'],
    [{ pageUid: PAGE, columns: [], syncObject: [{ type: 'robot', id: '1' }] }, 'unknown scope type robot'],
  ])('add %j fails with %s', async (body, msg) => {
    const answer = await raw('/api/hrm/common/table/colSet/add', body);
    expect(answer).toMatchObject({ status: false, msg });
  });

  it('rejects a page size past the limit', async () => {
    const answer = await raw('/api/hrm/common/table/data', { pageUid: PAGE, pageSize: 10_001 });
    expect(answer.status).toBe(false);
  });
});
