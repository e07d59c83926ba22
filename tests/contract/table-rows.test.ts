// Contract of the editable and drag-sort rows' calls (issue 38) against the fake backend, over real
// HTTP through core's API client: a save is checked and kept, a planned move writes one sort value.
import { ApiError, createApiClient, planSortMove } from '@suite-ui/core';
import { startFixtureServer, type RunningFixtureServer } from '@suite-ui/fixtures';

let server: RunningFixtureServer;

beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(() => server.close());
beforeEach(() => fetch(`${server.url}/__fixtures/reset`, { method: 'POST' }));

interface Task {
  id: string;
  title: string;
  status: string;
  amount: number;
  sort: number;
}

const post = async <T>(url: string, data: Record<string, unknown>) =>
  (await createApiClient({ baseUrl: server.url }).request<T>({ url, method: 'POST', data })).data;
const list = async () => (await post<{ rows: Task[] }>('/api/hrm/common/table-rows/list', {})).rows;
const save = (id: string, values: Record<string, unknown>) =>
  post('/api/hrm/common/table-rows/save', { id, values });
const move = (writes: unknown) => post('/api/hrm/common/table-rows/move', { writes });

async function refusal(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).message;
}

describe('table rows contract', () => {
  it('lists the tasks in their sort order', async () => {
    const rows = await list();
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.map((row) => row.sort)).toEqual([...rows.map((row) => row.sort)].sort((a, b) => a - b));
  });

  it('keeps a valid save and refuses an empty, duplicate or out-of-range value with the reason', async () => {
    const [first, second] = await list();
    await save(first!.id, { title: 'Renamed', amount: 42 });
    const after = await list();
    expect(after[0]).toMatchObject({ id: first!.id, title: 'Renamed', amount: 42 });
    expect(await refusal(save(first!.id, { title: '  ' }))).toContain('标题不能为空');
    expect(await refusal(save(first!.id, { title: second!.title }))).toContain('已有同名任务');
    expect(await refusal(save(first!.id, { amount: -1 }))).toContain('金额');
    expect(await refusal(save(first!.id, { sort: 1 }))).toContain('sort');
    expect(await refusal(save('nope', { title: 'x' }))).toContain('没有这一行');
    expect((await list())[0]).toMatchObject({ title: 'Renamed', amount: 42 });
  });

  it('applies a planned move (one write) and reads the new order back', async () => {
    const rows = await list();
    const { next, plan } = planSortMove(rows, rows.length - 1, 0);
    expect(plan.update).toHaveLength(1);
    await move(plan.update);
    expect((await list()).map((row) => row.id)).toEqual(next.map((row) => row.id));
  });

  it('refuses a move of unknown rows or non-integer sort values', async () => {
    expect(await refusal(move([{ id: 'nope', sort: 1 }]))).toContain('没有这一行');
    expect(await refusal(move([{ id: 'T1', sort: 1.5 }]))).toContain('sort');
    expect(await refusal(move('x'))).toContain('writes');
  });
});
