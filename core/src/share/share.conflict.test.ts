// Issue 35 items 8 and 9 in the share list: two tabs over one versioned permission table (a fake of
// the spec 7 calls); a change naming an older version becomes the conflict notice (reload or
// overwrite), a change by someone who is not the record's owner the permission-denied notice.
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../http';
import { VERSION_CONFLICT_CODE } from '../http/save-problem';
import { connectEnv } from '../shared/connect';
import { shareTexts } from './messages';
import { connectShareList } from './share.connect';
import { shareListImplementations, shareListMachine, type ShareSortPlan } from './share.machine';
import type { SharePage, ShareQuery, ShareRow } from './share.types';

const env = connectEnv(shareTexts, 'en_US', 'desktop');
const row = (id: string): ShareRow => ({
  id,
  targetType: 'user',
  deleted: false,
  sort: 0,
  values: { targetName: id, targetType: 'user' },
});

function fakeServer(options: { deny?: boolean } = {}) {
  const server = { ids: ['a', 'b', 'c'], version: 0, changes: [] as (number | undefined)[] };
  const change = (version: number | undefined, apply: () => void) => {
    server.changes.push(version);
    if (options.deny) throw new ApiError('server', 'owner only', { url: '/permission/table', code: 403 });
    if (version !== undefined && version !== server.version)
      throw new ApiError('server', 'stale', { url: '/permission/table', code: VERSION_CONFLICT_CODE });
    apply();
    server.version += 1;
  };
  const actors = {
    fetchList: fromPromise<SharePage, ShareQuery>(async () => ({
      rows: server.ids.map(row),
      columns: [],
      total: server.ids.length,
      hasMore: false,
      version: server.version,
    })),
    removeShares: fromPromise<void, { ids: string[]; version?: number }>(async ({ input }) =>
      change(input.version, () => (server.ids = server.ids.filter((id) => !input.ids.includes(id)))),
    ),
    topShare: fromPromise<void, { id: string; version?: number }>(async ({ input }) =>
      change(input.version, () => (server.ids = [input.id, ...server.ids.filter((id) => id !== input.id)])),
    ),
    sortShares: fromPromise<void, { plan: ShareSortPlan; version?: number }>(async ({ input }) =>
      change(input.version, () => {}),
    ),
  };
  return { server, actors };
}

function tab(actors: ReturnType<typeof fakeServer>['actors']) {
  const actor = createActor(shareListMachine.provide(shareListImplementations(actors)), {
    input: { platform: 'desktop' },
  }).start();
  const view = () => connectShareList(actor.getSnapshot(), actor.send, env);
  const settle = () => waitFor(actor, (s) => s.matches('ready') || s.matches('problem'));
  return { actor, view, settle };
}

async function twoTabs(options: { deny?: boolean } = {}) {
  const { server, actors } = fakeServer(options);
  const a = tab(actors);
  const b = tab(actors);
  await a.settle();
  await b.settle();
  if (!options.deny) {
    a.actor.send({ type: 'DELETE', ids: ['a'] });
    await a.settle();
  }
  // B has not reloaded: its change names the version it loaded
  b.actor.send({ type: 'TOP', id: 'c' });
  await b.settle();
  return { server, a, b };
}

const ids = (view: ReturnType<typeof connectShareList>) => view.rows.map((r) => r.id);

describe('the share list in two tabs (issue 35 item 9)', () => {
  it("B's change over A's is a conflict in the catalogue's words; nothing is lost", async () => {
    const { server, b } = await twoTabs();
    expect(server.changes).toEqual([0, 0]);
    expect(server.ids).toEqual(['b', 'c']);
    expect(b.view().problem).toMatchObject({
      kind: 'conflict',
      title: 'Shares changed elsewhere',
      busy: false,
    });
    expect(b.view().notice).toBeNull();
  });

  it('reload shows the shares as they now are', async () => {
    const { b } = await twoTabs();
    b.view().problem!.reload();
    await b.settle();
    expect(b.view().problem).toBeNull();
    expect(ids(b.view())).toEqual(['b', 'c']);
  });

  it('overwrite sends the change again over the version held now', async () => {
    const { server, b } = await twoTabs();
    b.view().problem!.overwrite();
    expect(b.view().problem?.busy).toBe(true);
    await waitFor(b.actor, (s) => s.matches('ready') && s.context.problem === null);
    expect(server.changes).toEqual([0, 0, 1]);
    expect(server.ids).toEqual(['c', 'b']);
    expect(ids(b.view())).toEqual(['c', 'b']);
  });
});

describe('a share change by someone who may not (issue 35 item 8)', () => {
  it("is refused in the catalogue's words and only closes", async () => {
    const { b } = await twoTabs({ deny: true });
    const problem = b.view().problem!;
    expect(problem).toMatchObject({ kind: 'denied', title: 'Not allowed' });
    expect(problem.message).toBe("Only the record's creator or an administrator may change its shares.");
    problem.dismiss();
    await b.settle();
    expect(b.view().problem).toBeNull();
    expect(ids(b.view())).toEqual(['a', 'b', 'c']);
  });
});
