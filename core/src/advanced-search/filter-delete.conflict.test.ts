// Issue 35 item 9 for deleting a saved filter: two tabs over one versioned store. A delete names the
// version its list shows; a filter changed in the other tab since is a conflict (reload the list,
// or delete it anyway), and a filter the user may not delete is refused in the catalogue's words.
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../http';
import { VERSION_CONFLICT_CODE } from '../http/save-problem';
import { connectEnv } from '../shared/connect';
import { connectAdvancedSearch } from './advanced-search.connect';
import { advancedSearchMachine } from './advanced-search.machine';
import type { CommonConditionSetting, SavedFilterSummary } from './advanced-search.types';
import { advancedSearchTexts } from './messages';

interface Row extends SavedFilterSummary {
  version: number;
}

/** The server's saved filters, versioned as the fake backend keeps them. */
function store(options: { deny?: boolean } = {}) {
  return {
    rows: [{ id: 's1', name: 'Mine', isPublic: false, isDefault: false, version: 1 }] as Row[],
    deletes: [] as { id: string; version?: number }[],
    deny: options.deny === true,
  };
}
type Store = ReturnType<typeof store>;

/** One tab over the shared store. */
function tab(server: Store) {
  const list = async (): Promise<SavedFilterSummary[]> => server.rows.map((row) => ({ ...row }));
  const actor = createActor(
    advancedSearchMachine.provide({
      actors: {
        loadSetup: fromPromise(async () => ({
          settings: [] as CommonConditionSetting[],
          filters: await list(),
          defaultId: null as string | null,
        })),
        loadFilters: fromPromise(list),
        deleteFilter: fromPromise<void, { id: string; version?: number }>(async ({ input }) => {
          server.deletes.push(input);
          const row = server.rows.find((item) => item.id === input.id);
          if (!row) throw new ApiError('server', 'no such filter', { url: '/deleteSnap', code: 404 });
          if (server.deny) throw new ApiError('server', 'only the owner', { url: '/deleteSnap', code: 403 });
          if (input.version !== undefined && input.version !== row.version)
            throw new ApiError('server', 'stale', { url: '/deleteSnap', code: VERSION_CONFLICT_CODE });
          server.rows = server.rows.filter((item) => item !== row);
        }),
      },
    }),
    { input: { fields: [{ id: 'name', title: 'Name', itemType: 'INPUT' }] } },
  );
  actor.start();
  const env = connectEnv(advancedSearchTexts, 'en_US', 'desktop');
  const view = () => connectAdvancedSearch(actor.getSnapshot(), actor.send, env);
  const settle = () =>
    waitFor(
      actor,
      (s) =>
        (s.matches({ setup: 'ready' }) && s.matches({ snapshot: 'idle' })) ||
        s.matches({ snapshot: 'problem' }),
    );
  return { actor, view, settle };
}

/** Tab A and tab B loaded version 1; B renames the filter (version 2); A then deletes it. */
async function staleDelete(options: { deny?: boolean } = {}) {
  const server = store(options);
  const a = tab(server);
  await a.settle();
  // the other tab's save
  server.rows = server.rows.map((row) => ({ ...row, name: 'Theirs', version: row.version + 1 }));
  a.view().filters.items[0]!.remove();
  await a.settle();
  return { server, a };
}

describe('deleting a saved filter changed in another tab (issue 35 item 9)', () => {
  it('names the version its list shows and deletes when nothing changed', async () => {
    const server = store();
    const a = tab(server);
    await a.settle();
    a.view().filters.items[0]!.remove();
    await a.settle();
    expect(server.deletes).toEqual([{ id: 's1', version: 1 }]);
    expect(server.rows).toEqual([]);
    expect(a.view().filters.items).toEqual([]);
    expect(a.view().filters.problem).toBeNull();
  });

  it('is told of the conflict in the catalogue words, and the filter stays', async () => {
    const { server, a } = await staleDelete();
    expect(server.deletes).toEqual([{ id: 's1', version: 1 }]);
    expect(server.rows).toHaveLength(1);
    expect(a.view().filters.problem).toMatchObject({
      kind: 'conflict',
      title: 'Saved filter changed elsewhere',
      message: expect.stringContaining('delete it anyway'),
      busy: false,
    });
    expect(a.view().error).toBeNull();
  });

  it('reload shows the list as it now is and deletes nothing', async () => {
    const { server, a } = await staleDelete();
    a.view().filters.problem!.reload();
    await a.settle();
    expect(a.view().filters.problem).toBeNull();
    expect(a.view().filters.items.map((item) => item.name)).toEqual(['Theirs']);
    expect(server.rows).toHaveLength(1);
    // a delete now names the version just read
    a.view().filters.items[0]!.remove();
    await a.settle();
    expect(server.deletes[1]).toEqual({ id: 's1', version: 2 });
    expect(server.rows).toEqual([]);
  });

  it('overwrite deletes the version held now', async () => {
    const { server, a } = await staleDelete();
    a.view().filters.problem!.overwrite();
    expect(a.view().filters.problem?.busy).toBe(true);
    await a.settle();
    expect(server.deletes[1]).toEqual({ id: 's1', version: 2 });
    expect(server.rows).toEqual([]);
    expect(a.view().filters.items).toEqual([]);
    expect(a.view().filters.problem).toBeNull();
  });

  it('closing the notice keeps the filter and the list', async () => {
    const { server, a } = await staleDelete();
    a.view().filters.problem!.dismiss();
    expect(a.view().filters.problem).toBeNull();
    expect(a.view().filters.items).toHaveLength(1);
    expect(server.deletes).toHaveLength(1);
  });
});

describe('a saved filter the user may not delete (issue 35 item 8)', () => {
  it('is refused in the catalogue words and cannot be overwritten', async () => {
    const { server, a } = await staleDelete({ deny: true });
    expect(a.view().filters.problem).toMatchObject({
      kind: 'denied',
      title: 'Not allowed',
      message: 'Only its creator or a module admin may delete this saved filter.',
    });
    a.view().filters.problem!.overwrite();
    expect(a.view().filters.problem?.kind).toBe('denied');
    expect(server.deletes).toHaveLength(1);
    expect(a.view().error).toBeNull();
  });
});
