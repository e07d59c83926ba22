// Contract of the browser (object picker) calls of spec 7 against the fake backend, over real HTTP.
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
  data: Record<string, unknown> & { data?: Record<string, unknown>[] };
}

async function call(path: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const response = await fetch(server.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Envelope;
}

const HRM = '/api/hrm/common/browser';

describe('data and count', () => {
  it('pages 10 000 people with total and hasMore', async () => {
    const first = await call(`${HRM}/data/resource`, { current: 1, pageSize: 50 });
    expect(first.status).toBe(true);
    expect(first.data.data).toHaveLength(50);
    expect(first.data.total).toBeGreaterThan(9000);
    expect(first.data.hasMore).toBe(true);
    expect(first.data.data?.[0]).toMatchObject({
      id: 'u1',
      type: 'resource',
      departmentName: expect.any(String),
    });
    const second = await call(`${HRM}/data/resource`, { current: 2, pageSize: 50 });
    expect(second.data.data?.[0]?.id).not.toBe(first.data.data?.[0]?.id);
    const count = await call(`${HRM}/count/resource`, {});
    expect(count.data.count).toBe(first.data.total);
  });

  it('searches by keyword (name, job number, pinyin initials) and never answers deleted people', async () => {
    const byName = await call(`${HRM}/data/resource`, { keyword: '陈', pageSize: 100 });
    expect(byName.data.data?.length).toBeGreaterThan(0);
    expect(byName.data.data?.every((p) => String(p.name).includes('陈'))).toBe(true);
    expect(byName.data.data?.some((p) => p.isDeleted === true)).toBe(false);
    const byJob = await call(`${HRM}/data/resource`, { keyword: 'E1002' });
    expect(byJob.data.data?.[0]?.id).toBe('u2');
    const byInitials = await call(`${HRM}/data/resource`, { keyword: 'ww', pageSize: 5 });
    expect(byInitials.data.total).toBeGreaterThan(0);
  });

  it('answers people of a department tree node, with or without sub-departments', async () => {
    const withSub = await call(`${HRM}/data/resource`, { nodeId: 'd1', pageSize: 100 });
    const without = await call(`${HRM}/data/resource`, { nodeId: 'd1', subordinate: false, pageSize: 100 });
    expect(Number(withSub.data.total)).toBeGreaterThan(Number(without.data.total));
    expect(without.data.data?.every((p) => p.departmentId === 'd1')).toBe(true);
  });

  it('answers every target type and business object kind', async () => {
    for (const type of [
      'department',
      'subcompany',
      'organization',
      'position',
      'role',
      'group',
      'external',
    ]) {
      const answer = await call(`${HRM}/data/${type}`, {});
      expect([type, answer.data.total]).toEqual([type, expect.any(Number)]);
      expect(Number(answer.data.total)).toBeGreaterThan(0);
    }
    for (const type of [
      'taskBrowser',
      'mainlineBrowser',
      'customer',
      'clue',
      'orderform',
      'saleChance',
      'contract',
    ]) {
      const answer = await call(`/api/crm/common/browser/data/${type}`, {});
      expect(answer.data.data?.[0]).toMatchObject({ id: expect.any(String), name: expect.any(String), type });
    }
  });

  it('validates paging, keyword length and the type', async () => {
    expect((await call(`${HRM}/data/resource`, { pageSize: 1000 })).status).toBe(false);
    expect((await call(`${HRM}/data/resource`, { current: -1 })).status).toBe(false);
    expect((await call(`${HRM}/data/resource`, { keyword: 'x'.repeat(101) })).status).toBe(false);
    const unknown = await call(`${HRM}/data/nothing`, {});
    expect(unknown).toMatchObject({ status: false, code: 400 });
    expect((await call(`${HRM}/drop/resource`, {})).code).toBe(404);
  });

  it('answers GET with the query as parameters', async () => {
    const response = await fetch(`${server.url}${HRM}/data/resource?keyword=E1003`);
    const body = (await response.json()) as Envelope;
    expect(body.data.data?.[0]?.id).toBe('u3');
  });
});

describe('mobile and e-builder paths', () => {
  it('serves mobile under /api/app/ without dataCondition', async () => {
    expect((await call('/api/app/hrm/common/browser/data/resource', {})).status).toBe(true);
    expect((await call(`${HRM}/dataCondition/resource`, { seclevelMin: 40 })).status).toBe(true);
    const refused = await call('/api/app/hrm/common/browser/dataCondition/resource', {});
    expect(refused.status).toBe(false);
  });

  it('answers data and count of a runtime app on the e-builder path, which needs the app id', async () => {
    const path = '/api/ebuilder/common/browser/data/customer';
    expect((await call(path, { leftListSelectedData: { appId: 'app1' } })).status).toBe(true);
    expect((await call(path, {})).status).toBe(false);
    expect((await call('/api/ebuilder/common/browser/destData/customer', {})).status).toBe(false);
  });

  it('filters by secret level in dataCondition', async () => {
    const answer = await call(`${HRM}/dataCondition/resource`, { seclevelMin: 40, pageSize: 100 });
    expect(answer.data.data?.every((p) => Number(p.seclevel) >= 40)).toBe(true);
  });

  it('refuses dataCondition bounds that are no level and choices the condition call does not offer', async () => {
    for (const bad of [
      { seclevelMin: 'abc' },
      { seclevelMax: 101 },
      { seclevelMin: 60, seclevelMax: 40 },
      { role_level: 9 },
      { position_level: 'x' },
    ]) {
      const answer = await call(`${HRM}/dataCondition/resource`, bad);
      expect(answer.status).toBe(false);
    }
    const narrowed = await call(`${HRM}/dataCondition/resource`, { seclevelMin: 10, seclevelMax: 60 });
    expect(narrowed.status).toBe(true);
    expect(
      narrowed.data.data?.every(
        (p) => typeof p.seclevel !== 'number' || (p.seclevel >= 10 && p.seclevel <= 60),
      ),
    ).toBe(true);
  });
});

describe('destData, leftData, history, associate and the rest', () => {
  it('resolves comma-joined ids to entries, deleted ones flagged (spec 7, 8)', async () => {
    const answer = await call(`${HRM}/destData/resource`, { selectIds: 'u2,u97,u404404' });
    expect(answer.data.data?.map((p) => [p.id, p.isDeleted])).toEqual([
      ['u2', false],
      ['u97', true],
    ]);
    expect(
      (await call(`${HRM}/destData/resource`, { selectIds: Array(501).fill('u1').join(',') })).status,
    ).toBe(false);
  });

  it('gives the organisation tree of subcompanies and departments', async () => {
    const answer = await call(`${HRM}/leftData/resource`);
    const [root] = answer.data.data as { id: string; type: string; children: { type: string }[] }[];
    expect(root).toMatchObject({ id: 's1', type: 'subcompany' });
    expect(root?.children.some((c) => c.type === 'subcompany')).toBe(true);
    expect(root?.children.some((c) => c.type === 'department')).toBe(true);
  });

  it('keeps history per user, most recent first, until reset', async () => {
    await call(`${HRM}/addData/resource`, { selectIds: 'u3,u5' }, { 'x-user-id': 'u9' });
    await call(`${HRM}/addData/resource`, { selectIds: 'u7' }, { 'x-user-id': 'u9' });
    const mine = await call(`${HRM}/history/resource`, {}, { 'x-user-id': 'u9' });
    expect(mine.data.data?.map((p) => p.id)).toEqual(['u7', 'u5', 'u3']);
    const theirs = await call(`${HRM}/history/resource`, {}, { 'x-user-id': 'u8' });
    expect(theirs.data.data).toEqual([]);
    expect((await call(`${HRM}/addData/resource`, {}, { 'x-user-id': 'u9' })).status).toBe(false);
    await fetch(`${server.url}/__fixtures/reset`, { method: 'POST' });
    expect((await call(`${HRM}/history/resource`, {}, { 'x-user-id': 'u9' })).data.data).toEqual([]);
  });

  it('suggests at most 10 entries for a keyword, none for an empty one', async () => {
    expect((await call(`${HRM}/associate/resource`, { keyword: '王' })).data.data?.length).toBe(10);
    expect((await call(`${HRM}/associate/resource`, { keyword: '' })).data.data).toEqual([]);
    expect((await call(`${HRM}/complete/resource`, { keyword: 'E1004' })).data.data?.[0]?.id).toBe('u4');
  });

  it('answers permission, condition, prop and combination', async () => {
    expect((await call(`${HRM}/permission/resource`)).data).toEqual({ permission: true });
    const conditions = (await call(`${HRM}/condition/resource`)).data.conditions as { key: string }[];
    expect(conditions.map((c) => c.key)).toEqual(['seclevel', 'role_level', 'position_level']);
    expect((await call(`${HRM}/prop/resource`)).data).toMatchObject({ multiple: true, maxCount: 51 });
    const combination = (await call(`${HRM}/combination/combinationResource`)).data.data as {
      childrenData: unknown[];
    }[];
    expect(combination[0]?.childrenData.length).toBeGreaterThan(0);
  });

  it('fails on demand through fault injection', async () => {
    const response = await fetch(`${server.url}${HRM}/data/resource`, {
      method: 'POST',
      headers: { 'x-fixture-fault': '500' },
    });
    expect(response.status).toBe(500);
  });
});

describe('group members (issue 36 item 13, spec 3 selected item childrenData)', () => {
  it('gives each group its members with an id and a name, so a pick carries them', async () => {
    const groups = (await call(`${HRM}/data/group`)).data.data as {
      id: string;
      memberCount: number;
      childrenData: { id: unknown; name: unknown; department: unknown }[];
    }[];
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) {
      expect(group.childrenData).toHaveLength(group.memberCount);
      for (const member of group.childrenData) {
        expect(typeof member.id).toBe('string');
        expect(typeof member.name).toBe('string');
        expect(typeof member.department).toBe('string');
      }
    }
  });
});

describe('card dataParams (issue 36 item 13, spec 3 card state)', () => {
  it('answers a picker that sends its card record, and refuses a record that is no id', async () => {
    const ok = await call(`${HRM}/data/resource`, { objectId: 'c1', objectModule: 'crm' });
    expect(ok.status).toBe(true);
    expect(ok.data.data?.length).toBeGreaterThan(0);
    expect((await call(`${HRM}/data/resource`, { objectId: '<b>' })).status).toBe(false);
    expect((await call(`${HRM}/data/resource`, { objectId: { id: 1 } })).status).toBe(false);
    expect((await call(`${HRM}/data/resource`, { objectModule: '../x' })).status).toBe(false);
  });
});

describe('permission, prop and combination (issue 36 item 6)', () => {
  it('closes a locked source record, refuses a bad source id and answers the browser props', async () => {
    expect((await call(`${HRM}/permission/resource`, { sourceId: 'r1' })).data.permission).toBe(true);
    expect((await call(`${HRM}/permission/resource`, { sourceId: 'locked-1' })).data.permission).toBe(false);
    expect((await call(`${HRM}/permission/resource`, { sourceId: '<b>' })).status).toBe(false);
    expect((await call(`${HRM}/prop/resource`)).data).toMatchObject({ multiple: true, maxCount: 51 });
  });

  it('lists the combinations with their members, filtered by keyword', async () => {
    const all = await call(`${HRM}/combination/combinationResource`);
    const first = all.data.data?.[0] as { name: string; childrenData: unknown[] } | undefined;
    expect(first?.childrenData.length).toBeGreaterThan(0);
    const some = await call(`${HRM}/combination/combinationResource`, { keyword: first?.name.slice(0, -1) });
    expect(some.data.data?.length).toBeGreaterThan(0);
    expect(some.data.data?.length).toBeLessThanOrEqual(all.data.data?.length ?? 0);
    expect((await call(`${HRM}/combination/combinationResource`, { keyword: 'x'.repeat(101) })).status).toBe(
      false,
    );
  });
});
