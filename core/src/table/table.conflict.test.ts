// Issue 35 items 8 and 9 in the table's machine: two tabs over one versioned store (a fake of the
// spec 7 calls), a save naming an older version becomes the conflict state (reload or overwrite),
// and a refused sync or save becomes the permission-denied notice, in the catalogue's words.
import { createActor, waitFor } from 'xstate';
import { ApiError } from '../http';
import { VERSION_CONFLICT_CODE, saveProblemOf } from '../http/save-problem';
import { connectEnv } from '../shared/connect';
import { connectTable } from './table.connect';
import { readColumnSettings } from './table.logic';
import { tableMachine } from './table.machine';
import { tableTexts } from './messages';
import { tableActors, type ColumnSettingsServices } from './table.service';
import type { SavedColumn } from './table.types';

const env = connectEnv(tableTexts, 'en_US', 'desktop');
const columns = ['a', 'b', 'c', 'd', 'e'].map((dataIndex) => ({ dataIndex, title: dataIndex.toUpperCase() }));

/** One user's layout on a fake server: versions as the fake backend keeps them. */
function fakeServer(options: { admin?: boolean } = {}) {
  const server = { layout: null as SavedColumn[] | null, version: 0, saves: 0 };
  const refuse = (code: number) => new ApiError('server', 'refused', { url: '/colSet/add', code });
  const io: ColumnSettingsServices = {
    query: async () => ({
      settings: server.layout ? readColumnSettings(server.layout) : null,
      pageSize: 0,
      source: server.layout ? 'user' : 'none',
      version: server.version,
    }),
    syncQuery: async () => null,
    add: async (saved, sync, _signal, version) => {
      if (sync) {
        if (!options.admin) throw refuse(403);
        return { count: 3 };
      }
      if (version !== undefined && version !== server.version) throw refuse(VERSION_CONFLICT_CODE);
      server.layout = saved;
      server.version += 1;
      server.saves += 1;
      return { count: 1, version: server.version };
    },
    resetColumn: async () => ({ count: 1 }),
    getData: async () => ({ rows: [], total: 0, hasMore: false }),
    changePageSettings: async () => undefined,
    log: async () => [],
    sortQuery: async () => [],
    sortSave: async (_plan, rules) => rules,
  };
  return { server, io };
}

function tab(io: ColumnSettingsServices) {
  const actor = createActor(tableMachine.provide({ actors: tableActors(io) }), {
    input: { columns, module: 'hrm', pageUid: 'p' },
  });
  actor.start();
  const view = () => connectTable(actor.getSnapshot(), actor.send, env);
  const settle = () =>
    waitFor(actor, (s) => s.matches({ layout: 'idle' }) || s.matches({ layout: 'conflict' }));
  return { actor, view, settle };
}

const hiddenOf = (layout: SavedColumn[] | null) =>
  (layout ?? []).filter((column) => column.hidden === true).map((column) => column.dataIndex);

async function hide(t: ReturnType<typeof tab>, dataIndex: string) {
  t.view().settings.open();
  t.view()
    .settings.items.find((item) => item.dataIndex === dataIndex)!
    .toggle(true);
  t.view().settings.save();
  await t.settle();
}

describe('table column settings: two tabs (issue 35 item 9)', () => {
  it("tab B's save over an older version is a conflict, not a silent loss of tab A's change", async () => {
    const { server, io } = fakeServer();
    const a = tab(io);
    const b = tab(io);
    await Promise.all([a.settle(), b.settle()]);
    await hide(a, 'd');
    expect(hiddenOf(server.layout)).toEqual(['d']);
    await hide(b, 'e');
    // nothing was written over A's change
    expect(hiddenOf(server.layout)).toEqual(['d']);
    expect(b.actor.getSnapshot().matches({ layout: 'conflict' })).toBe(true);
    const problem = b.view().problem!;
    expect(problem).toMatchObject({
      kind: 'conflict',
      title: 'Column settings changed elsewhere',
      reloadLabel: 'Reload',
      overwriteLabel: 'Overwrite',
    });
    expect(problem.message).toMatch(/another tab/);
    // the panel keeps B's edits while the user decides
    expect(b.view().settings.visible).toBe(true);
  });

  it('reload drops the edits and shows the layout as it now is; a later save goes through', async () => {
    const { server, io } = fakeServer();
    const a = tab(io);
    const b = tab(io);
    await Promise.all([a.settle(), b.settle()]);
    await hide(a, 'd');
    await hide(b, 'e');
    b.view().problem!.reload();
    await b.settle();
    expect(b.view().problem).toBeNull();
    expect(b.view().settings.visible).toBe(false);
    expect(b.view().columns.map((column) => column.dataIndex)).toEqual(['a', 'b', 'c', 'e']);
    await hide(b, 'e');
    expect(hiddenOf(server.layout)).toEqual(['d', 'e']);
    expect(b.view().notice?.text).toBe('Column settings saved');
  });

  it("overwrite saves the edits over the other tab's, naming the version the server holds", async () => {
    const { server, io } = fakeServer();
    const a = tab(io);
    const b = tab(io);
    await Promise.all([a.settle(), b.settle()]);
    await hide(a, 'd');
    await hide(b, 'e');
    b.view().problem!.overwrite();
    await waitFor(b.actor, (s) => s.matches({ layout: 'idle' }));
    expect(hiddenOf(server.layout)).toEqual(['e']);
    expect(server.version).toBe(2);
    expect(b.view().problem).toBeNull();
    // and A, in turn, is told rather than overwriting B
    await hide(a, 'c');
    expect(a.view().problem?.kind).toBe('conflict');
    expect(hiddenOf(server.layout)).toEqual(['e']);
  });

  it('dismiss closes the notice and keeps the edits unsaved', async () => {
    const { io } = fakeServer();
    const a = tab(io);
    const b = tab(io);
    await Promise.all([a.settle(), b.settle()]);
    await hide(a, 'd');
    await hide(b, 'e');
    b.view().problem!.dismiss();
    expect(b.view().problem).toBeNull();
    expect(b.actor.getSnapshot().matches({ layout: 'idle' })).toBe(true);
    expect(b.view().settings.items.find((item) => item.dataIndex === 'e')?.hidden).toBe(true);
  });
});

describe('table column settings: refusals (issue 35 item 8)', () => {
  it("a plain user's sync is refused with the catalogue's words, never the server's", async () => {
    const { io } = fakeServer({ admin: false });
    const t = tab(io);
    await t.settle();
    t.view().sync.open('updateSyncTableCol');
    t.view().sync.submit({ syncObject: [{ type: 'user', id: 'u2' }] });
    await waitFor(t.actor, (s) => s.context.problem !== null);
    expect(t.view().problem).toMatchObject({ kind: 'denied', title: 'Not allowed' });
    expect(t.view().problem?.message).toMatch(/module admin/);
    expect(t.view().error).toBeNull();
    t.view().problem!.dismiss();
    expect(t.view().problem).toBeNull();
  });

  it('an admin syncs', async () => {
    const { io } = fakeServer({ admin: true });
    const t = tab(io);
    await t.settle();
    t.view().sync.open('updateSyncTableCol');
    t.view().sync.submit({ syncObject: [{ type: 'user', id: 'u2' }] });
    await waitFor(t.actor, (s) => s.context.notice !== null);
    expect(t.view().problem).toBeNull();
  });
});

describe('saveProblemOf', () => {
  it.each([
    [new ApiError('server', 'x', { url: '/', code: VERSION_CONFLICT_CODE }), 'conflict'],
    [new ApiError('http', 'x', { url: '/', httpStatus: 412 }), 'conflict'],
    [new ApiError('http', 'x', { url: '/', httpStatus: 401 }), 'denied'],
    [new ApiError('server', 'x', { url: '/', code: 403 }), 'denied'],
    [new ApiError('server', 'x', { url: '/', code: 409 }), null],
    [new ApiError('network', 'x', { url: '/' }), null],
    [new Error('x'), null],
    ['x', null],
  ])('%p is %p', (error, kind) => {
    expect(saveProblemOf(error)).toBe(kind);
  });
});
