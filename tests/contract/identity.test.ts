// Issue 35 items 8 and 9 against the fake backend over HTTP: no call that needs a user is answered
// without one (401 in the suite's envelope), the small permission model the spec implies (share
// edits by the record's owner or an admin, column sync and default by a module admin, public
// filters by admins, comment originals by their readers, a file's level lowered by its owner), and
// versioned saves that refuse an older version as a conflict (code 412, the current version in data).
import { startFixtureServer, type RunningFixtureServer } from '@suite-ui/fixtures';

let server: RunningFixtureServer;

beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(() => server.close());
beforeEach(() => fetch(`${server.url}/__fixtures/reset`, { method: 'POST' }));

interface Answer {
  httpStatus: number;
  status: boolean;
  code: number;
  msg: string;
  data: Record<string, unknown> & { version?: number };
}

async function call(
  path: string,
  body: Record<string, unknown> | undefined,
  user?: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(server.url + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(user ? { 'x-user-id': user } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { httpStatus: response.status, ...((await response.json()) as Omit<Answer, 'httpStatus'>) };
}

const share = { sourceId: 'doc-1', permissionId: 'perm-1', permissionType: 'document', module: 'document' };
const SHARE = '/api/app/document/front/data/permission/table';
const TABLE = '/api/hrm/common/table/colSet';
const SEARCH = '/api/crm/search';
const content = JSON.stringify({ condition: 'and', layout: ['name'], data: { name: 'x' } });

describe('every call that needs a user refuses without one (401)', () => {
  it.each([
    ['secret-level options', '/api/bs/datasecurity/classifiedprotection/getSecLevelOptions', undefined],
    ['column settings', `${TABLE}/query`, { pageUid: 'p' }],
    ['column save', `${TABLE}/add`, { pageUid: 'p', columns: [] }],
    ['page data', '/api/hrm/common/table/data', { pageUid: 'p' }],
    ['share list', `${SHARE}/list`, share],
    ['share add', `${SHARE}/add`, { ...share, targetType: 'all' }],
    ['auth form', '/api/app/document/component/data/permission/form/query', share],
    ['saved filters', `${SEARCH}/querySnapsName`, { conditionId: 'c1' }],
    ['menu permission', '/api/auth/menu/check-permission', { menuCode: 'advanceSearch' }],
    ['comments', '/api/bcw/common/comment/list?objectId=demo-1', undefined],
    ['comment decrypt', '/api/bcw/common/comment/decryptCommentById?commentId=c-secret', undefined],
    ['common phrases', '/api/bcw/common/phrase/list', undefined],
    ['browser history', '/api/hrm/common/browser/history/resource', {}],
    ['file secret level', '/api/file/fileEditSecLevel', { fileId: 'seed-1', secretLevel: 1 }],
  ])('%s', async (_name, path, body) => {
    const cases: Record<string, string>[] = [{}, { 'x-user-id': 'nobody' }, { 'x-user-id': 'a b' }];
    for (const headers of cases) {
      const answer = await call(path, body, undefined, headers);
      expect(answer).toMatchObject({ httpStatus: 401, status: false, code: 401, data: null });
    }
  });

  it('the secret-level options need the employee header: a session or x-user-id is not one', async () => {
    const path = '/api/bs/datasecurity/classifiedprotection/getSecLevelOptions';
    expect((await call(path, undefined, 'admin')).httpStatus).toBe(401);
    const options = await call(path, undefined, undefined, { 'x-second-employee-id': 'u1' });
    expect(options.data.resourceOptionInfo).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 2 })]),
    );
    expect(
      (options.data.resourceOptionInfo as { id: number; canceled?: boolean }[])
        .filter((option) => !option.canceled)
        .map((option) => option.id),
    ).toEqual([1, 2]);
  });
});

describe('a signed-in host (signInAs) and the demo user switch', () => {
  let demo: RunningFixtureServer;
  beforeAll(async () => {
    demo = await startFixtureServer({ signInAs: 'u1' });
  });
  afterAll(() => demo.close());

  it('answers a call naming no user as the signed-in user, and says so with a cookie', async () => {
    const response = await fetch(`${demo.url}/api/bcw/common/phrase/list`);
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/^suite-fixture-user=u1;/);
    // the employee header is still required where the spec asks for it
    expect(
      (await fetch(`${demo.url}/api/bs/datasecurity/classifiedprotection/getSecLevelOptions`)).status,
    ).toBe(401);
  });

  it('switches the browser to another known user, and refuses an unknown one', async () => {
    const switched = await fetch(`${demo.url}/__fixtures/user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: 'admin' }),
    });
    const cookie = (switched.headers.get('set-cookie') ?? '').split(';')[0] as string;
    expect(cookie).toBe('suite-fixture-user=admin');
    const who = await fetch(`${demo.url}/__fixtures/user`, { headers: { cookie } });
    const body = (await who.json()) as { data: { user: { id: string; admin: boolean }; users: unknown[] } };
    expect(body.data.user).toMatchObject({ id: 'admin', admin: true });
    expect(body.data.users.length).toBeGreaterThan(2);
    const sync = await fetch(`${demo.url}${TABLE}/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        pageUid: 'p',
        columns: [{ dataIndex: 'a' }],
        syncObject: [{ type: 'user', id: 'u2' }],
      }),
    });
    expect(((await sync.json()) as { status: boolean }).status).toBe(true);
    const unknown = await fetch(`${demo.url}/__fixtures/user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: 'mallory' }),
    });
    expect(unknown.status).toBe(400);
  });
});

describe('permissions (issue 35 item 8)', () => {
  it('column sync, default and scoped reset only by a module admin', async () => {
    const layout = [{ dataIndex: 'title' }];
    const sync = { pageUid: 'p', columns: layout, syncObject: [{ type: 'user', id: 'u2' }] };
    const refused = await call(`${TABLE}/add`, sync, 'u1');
    expect(refused).toMatchObject({ httpStatus: 200, status: false, code: 403 });
    expect((await call(`${TABLE}/add`, { ...sync, isDefault: true }, 'u1')).code).toBe(403);
    expect(
      (await call(`${TABLE}/reset`, { pageUid: 'p', syncObject: [{ type: 'user', id: 'u2' }] }, 'u1')).code,
    ).toBe(403);
    // nothing reached u2
    expect((await call(`${TABLE}/query`, { pageUid: 'p' }, 'u2')).data.columns).toBeNull();
    expect((await call(`${TABLE}/add`, sync, 'admin')).status).toBe(true);
    expect((await call(`${TABLE}/query`, { pageUid: 'p' }, 'u2')).data.columns).toEqual(layout);
    // a plain user's own layout is theirs to save
    expect((await call(`${TABLE}/add`, { pageUid: 'p', columns: layout }, 'u1')).status).toBe(true);
  });

  it("share edits only by the record's owner or an admin; anyone signed in reads", async () => {
    expect((await call(`${SHARE}/list`, share, 'u2')).status).toBe(true);
    for (const [action, body] of [
      ['add', { targetType: 'all' }],
      ['delete', { ids: 'x' }],
      ['top', { id: 'x' }],
      ['sort', { update: [] }],
    ] as const) {
      expect(await call(`${SHARE}/${action}`, { ...share, ...body }, 'u2')).toMatchObject({
        status: false,
        code: 403,
      });
    }
    const before = (await call(`${SHARE}/list`, share, 'u1')).data.total;
    expect((await call(`${SHARE}/add`, { ...share, targetType: 'all' }, 'u1')).status).toBe(true);
    expect((await call(`${SHARE}/add`, { ...share, targetType: 'all' }, 'admin')).status).toBe(true);
    expect((await call(`${SHARE}/list`, share, 'u2')).data.total).toBe((before as number) + 2);
  });

  it('public filters only by admins; a plain user saves private ones', async () => {
    const filter = { conditionId: 'c1', name: 'Mine', content, isPublic: true, range: ['everyone'] };
    expect(await call(`${SEARCH}/saveAsSnaps`, filter, 'u1')).toMatchObject({ status: false, code: 403 });
    expect((await call(`${SEARCH}/saveAsSnaps`, { ...filter, isPublic: false }, 'u1')).status).toBe(true);
    const saved = await call(`${SEARCH}/saveAsSnaps`, filter, 'admin');
    expect(saved.status).toBe(true);
    // the public filter is the admin's to change
    expect(
      await call(`${SEARCH}/deleteSnap`, { conditionId: 'c1', id: saved.data.id as string }, 'u1'),
    ).toMatchObject({ code: 403 });
    const check = await call('/api/auth/menu/check-permission', { menuCode: 'advanceSearch' }, 'admin');
    expect(check.data).toEqual([{ code: 'advanceSearchAdmin', menuCode: 'advanceSearch' }]);
    expect((await call('/api/auth/menu/check-permission', { menuCode: 'advanceSearch' }, 'u1')).data).toEqual(
      [],
    );
  });

  it('a desensitised comment is decrypted only for those who may read it', async () => {
    const decrypt = (user: string) =>
      call('/api/bcw/common/comment/decryptCommentById?commentId=c-secret', undefined, user);
    expect(await decrypt('u2')).toMatchObject({ status: false, code: 403, data: null });
    for (const reader of ['u1', 'u3', 'admin']) {
      expect((await decrypt(reader)).data).toMatchObject({ originContent: expect.stringContaining('128') });
    }
    // a comment without a secret reads the same for anyone
    expect(
      (await call('/api/bcw/common/comment/decryptCommentById?commentId=c1', undefined, 'u2')).status,
    ).toBe(true);
  });

  it("a file's secret level is lowered only by its owner; raising is not owner-only", async () => {
    const edit = (user: string, secretLevel: number) =>
      call('/api/file/fileEditSecLevel', { fileId: 'seed-2', secretLevel }, user);
    expect(await edit('u2', 1)).toMatchObject({ status: false, code: 403 });
    expect((await edit('u2', 3)).status).toBe(true);
    expect(await edit('admin', 1)).toMatchObject({ status: false, code: 403 });
    expect((await edit('u1', 1)).data).toMatchObject({ secretLevel: 1 });
  });
});

describe('versioned saves (issue 35 item 9)', () => {
  it('column settings: a save naming an older version is a conflict with the current version', async () => {
    const query = () => call(`${TABLE}/query`, { pageUid: 'p' }, 'u1');
    const loaded = (await query()).data.version as number;
    // tab A hides column 4
    const a = await call(
      `${TABLE}/add`,
      { pageUid: 'p', columns: [{ dataIndex: 'c4', hidden: true }, { dataIndex: 'c5' }], version: loaded },
      'u1',
    );
    expect(a.status).toBe(true);
    // tab B, not reloaded, hides column 5 over the version it loaded
    const b = await call(
      `${TABLE}/add`,
      { pageUid: 'p', columns: [{ dataIndex: 'c4' }, { dataIndex: 'c5', hidden: true }], version: loaded },
      'u1',
    );
    expect(b).toMatchObject({ httpStatus: 200, status: false, code: 412, data: { version: a.data.version } });
    expect((await query()).data.columns).toEqual([{ dataIndex: 'c4', hidden: true }, { dataIndex: 'c5' }]);
    // overwrite: the same save naming the version the server holds
    const overwrite = await call(
      `${TABLE}/add`,
      {
        pageUid: 'p',
        columns: [{ dataIndex: 'c4' }, { dataIndex: 'c5', hidden: true }],
        version: b.data.version,
      },
      'u1',
    );
    expect(overwrite.status).toBe(true);
    // another user's versions are their own
    expect((await call(`${TABLE}/add`, { pageUid: 'p', columns: [], version: 0 }, 'u2')).status).toBe(true);
    expect((await call(`${TABLE}/add`, { pageUid: 'p', columns: [], version: 'x' }, 'u1')).code).toBe(400);
  });

  it('column settings: a sync or a reset gives the reached layouts new versions', async () => {
    const version = async (user: string) =>
      (await call(`${TABLE}/query`, { pageUid: 'p' }, user)).data.version as number;
    const before = await version('u2');
    await call(
      `${TABLE}/add`,
      { pageUid: 'p', columns: [{ dataIndex: 'a' }], syncObject: [{ type: 'user', id: 'u2' }] },
      'admin',
    );
    const synced = await version('u2');
    expect(synced).not.toBe(before);
    expect((await call(`${TABLE}/add`, { pageUid: 'p', columns: [], version: before }, 'u2')).code).toBe(412);
    await call(`${TABLE}/reset`, { pageUid: 'p' }, 'u2');
    expect(await version('u2')).not.toBe(synced);
    expect((await call(`${TABLE}/add`, { pageUid: 'p', columns: [], version: synced }, 'u2')).code).toBe(412);
  });

  it('share list: a change naming an older version of the table is a conflict', async () => {
    const { version } = (await call(`${SHARE}/list`, share, 'u1')).data;
    const first = await call(`${SHARE}/add`, { ...share, targetType: 'all', version }, 'u1');
    expect(first.data.version).toBe((version as number) + 1);
    const stale = await call(`${SHARE}/add`, { ...share, targetType: 'all', version }, 'admin');
    expect(stale).toMatchObject({ status: false, code: 412, data: { version: first.data.version } });
    expect((await call(`${SHARE}/list`, share, 'u1')).data.version).toBe(first.data.version);
  });

  it("share auth form: the form query answers the table's version, which an add or edit names", async () => {
    const FORM = '/api/app/document/component/data/permission/form/query';
    const { version } = (await call(FORM, { ...share, mode: 'add' }, 'u1')).data as { version: number };
    expect(version).toBe((await call(`${SHARE}/list`, share, 'u1')).data.version);
    const added = await call(`${SHARE}/add`, { ...share, targetType: 'all', version }, 'u1');
    expect(added.data.version).toBe(version + 1);
    expect(await call(`${SHARE}/add`, { ...share, targetType: 'all', version }, 'u1')).toMatchObject({
      status: false,
      code: 412,
      data: { version: version + 1 },
    });
    expect((await call(FORM, { ...share, mode: 'add' }, 'u1')).data.version).toBe(version + 1);
  });

  it('saved filters: an update or delete naming an older version is a conflict', async () => {
    const saved = await call(`${SEARCH}/saveAsSnaps`, { conditionId: 'c1', name: 'F', content }, 'u1');
    const { id, version } = saved.data as { id: string; version: number };
    const updated = await call(
      `${SEARCH}/updateSnaps`,
      { conditionId: 'c1', id, name: 'F2', content, version },
      'u1',
    );
    expect(updated.data.version).toBe(version + 1);
    expect(
      await call(`${SEARCH}/updateSnaps`, { conditionId: 'c1', id, name: 'F3', content, version }, 'u1'),
    ).toMatchObject({ status: false, code: 412, data: { version: version + 1 } });
    expect(await call(`${SEARCH}/deleteSnap`, { conditionId: 'c1', id, version }, 'u1')).toMatchObject({
      code: 412,
    });
    const names = await call(`${SEARCH}/querySnapsName`, { conditionId: 'c1' }, 'u1');
    expect(names.data.data).toEqual([expect.objectContaining({ name: 'F2', version: version + 1 })]);
    expect(
      (await call(`${SEARCH}/deleteSnap`, { conditionId: 'c1', id, version: version + 1 }, 'u1')).status,
    ).toBe(true);
  });

  it("common phrases: each user's own, and a change naming an older version is a conflict", async () => {
    const PHRASE = '/api/bcw/common/phrase';
    const { version } = (await call(`${PHRASE}/list`, undefined, 'u1')).data;
    const saved = await call(`${PHRASE}/save`, { content: 'A', version }, 'u1');
    expect(saved.data).toMatchObject({ content: 'A', version: (version as number) + 1 });
    expect(await call(`${PHRASE}/save`, { content: 'B', version }, 'u1')).toMatchObject({
      status: false,
      code: 412,
      data: { version: (version as number) + 1 },
    });
    expect(await call(`${PHRASE}/delete`, { id: 'p1', version }, 'u1')).toMatchObject({ code: 412 });
    const mine = (await call(`${PHRASE}/list`, undefined, 'u1')).data.phrases as { content: string }[];
    const theirs = (await call(`${PHRASE}/list`, undefined, 'u2')).data.phrases as { content: string }[];
    expect(mine.map((p) => p.content)).toContain('A');
    expect(theirs.map((p) => p.content)).not.toContain('A');
  });
});
