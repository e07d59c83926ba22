import { createActor, fromPromise, waitFor } from 'xstate';
import { connectEnv } from '../shared/connect';
import { shareTexts } from './messages';
import { connectShareList, shareKeyMoveTarget } from './share.connect';
import {
  shareListImplementations,
  shareListMachine,
  type ShareListInput,
  type ShareSortPlan,
} from './share.machine';
import type { SharePage, ShareQuery, ShareRow } from './share.types';

const row = (id: string, extra: Partial<ShareRow> = {}): ShareRow => ({
  id,
  targetType: 'user',
  deleted: false,
  sort: 0,
  values: { targetName: `name ${id}`, targetType: 'user' },
  ...extra,
});

/** A fake table of `count` rows answering pages; every call is recorded. */
function fakeTable(count: number) {
  let rows = Array.from({ length: count }, (_, i) => row(`r${i + 1}`, { sort: (i + 1) * 65536 }));
  const calls: ShareQuery[] = [];
  const removed: string[][] = [];
  const sorted: ShareSortPlan[] = [];
  const topped: string[] = [];
  const page = (query: ShareQuery): SharePage => {
    const start = (query.current - 1) * query.pageSize;
    const list = rows.filter((r) => !query.keywords || r.values.targetName?.includes(query.keywords));
    return {
      rows: list.slice(start, start + query.pageSize),
      columns: [{ dataIndex: 'targetName', title: 'Target' }],
      total: list.length,
      hasMore: start + query.pageSize < list.length,
    };
  };
  const actors = {
    fetchList: fromPromise<SharePage, ShareQuery>(async ({ input }) => {
      calls.push(input);
      return page(input);
    }),
    removeShares: fromPromise<void, { ids: string[] }>(async ({ input }) => {
      removed.push(input.ids);
      rows = rows.filter((r) => !input.ids.includes(r.id));
    }),
    topShare: fromPromise<void, { id: string }>(async ({ input }) => {
      topped.push(input.id);
      const found = rows.find((r) => r.id === input.id);
      if (found) rows = [found, ...rows.filter((r) => r !== found)];
    }),
    sortShares: fromPromise<void, { plan: ShareSortPlan }>(async ({ input }) => {
      sorted.push(input.plan);
      // the table keeps its rows in sort order, as the server does
      const values = new Map(input.plan.update.map((write) => [write.id, write.sort]));
      rows = rows.map((r) => ({ ...r, sort: values.get(r.id) ?? r.sort })).sort((a, b) => a.sort - b.sort);
    }),
  };
  return { actors, calls, removed, sorted, topped };
}

function start(input: ShareListInput, table = fakeTable(25)) {
  const actor = createActor(shareListMachine.provide(shareListImplementations(table.actors)), {
    input,
  }).start();
  const view = () =>
    connectShareList(actor.getSnapshot(), actor.send, connectEnv(shareTexts, 'en_US', input.platform));
  const ready = () => waitFor(actor, (s) => s.matches('ready') || s.matches('failure'));
  return { actor, view, ready, table };
}

describe('share list machine (spec 3, 4)', () => {
  it('starts on page 1 of 10 with the spec 3 state (desktop)', async () => {
    const { actor, view, ready, table } = start({ platform: 'desktop' });
    await ready();
    const { context } = actor.getSnapshot();
    expect(context).toMatchObject({
      rowKey: 'id',
      paginationType: 'part',
      tableType: 'NONE',
      pageSize: 10,
      current: 1,
      total: 25,
    });
    expect(context.operations).toEqual(['edit', 'delete', 'top']);
    expect(table.calls[0]).toEqual({ current: 1, pageSize: 10 });
    expect(view().rows).toHaveLength(10);
    expect(view().checkable).toBe(false);
    expect(view().pagination.pageSizeOptions).toEqual([5, 10]);
  });

  it('mobile: check boxes, edit and delete, 20 a load appended', async () => {
    const { actor, view, ready, table } = start({ platform: 'mobile' });
    await ready();
    expect(actor.getSnapshot().context).toMatchObject({ tableType: 'CHECKBOX', pageSize: 20 });
    expect(view().rows[0]?.operations.map((o) => o.key)).toEqual(['edit', 'delete']);
    expect(view().more.hasMore).toBe(true);
    view().more.load();
    await ready();
    expect(view().rows).toHaveLength(25);
    expect(view().more.hasMore).toBe(false);
    expect(table.calls[1]).toEqual({ current: 2, pageSize: 20 });
  });

  it('a changed search goes back to page 1, the same search keeps the page', async () => {
    const { actor, view, ready, table } = start({ platform: 'desktop' });
    await ready();
    view().pagination.change(3);
    await ready();
    expect(actor.getSnapshot().context.current).toBe(3);
    // same search again: page kept
    actor.send({ type: 'SEARCH', search: { targetType: '' } });
    await ready();
    expect(actor.getSnapshot().context.current).toBe(3);
    view().search.setTargetType('dept');
    await ready();
    expect(actor.getSnapshot().context.current).toBe(1);
    expect(table.calls.at(-1)).toEqual({ targetType: 'dept', current: 1, pageSize: 10 });
    view().pagination.change(2);
    await ready();
    view().search.setTargets(['d1', 'd2']);
    await ready();
    expect(table.calls.at(-1)).toEqual({ targetType: 'dept', targetId: 'd1,d2', current: 1, pageSize: 10 });
    view().search.setKeywords('name');
    await ready();
    view().pagination.change(2);
    await ready();
    // keyword search: a target change is not a change of search
    actor.send({ type: 'SEARCH', search: { targetType: 'user' } });
    await ready();
    expect(actor.getSnapshot().context.current).toBe(2);
    view().search.setKeywords('name 2');
    await ready();
    expect(actor.getSnapshot().context.current).toBe(1);
    expect(table.calls.at(-1)).toEqual({ keywords: 'name 2', current: 1, pageSize: 10 });
  });

  it('a new page size starts at page 1', async () => {
    const { actor, view, ready } = start({ platform: 'desktop' });
    await ready();
    view().pagination.change(2);
    await ready();
    view().pagination.change(2, 5);
    await ready();
    expect(actor.getSnapshot().context).toMatchObject({ current: 1, pageSize: 5 });
  });

  it('deleting a row reloads the same page', async () => {
    const { actor, view, ready, table } = start({ platform: 'desktop' });
    await ready();
    view().pagination.change(2);
    await ready();
    view()
      .rows[0]?.operations.find((o) => o.key === 'delete')
      ?.run();
    await waitFor(actor, (s) => s.matches('loading'));
    await ready();
    expect(table.removed).toEqual([['r11']]);
    expect(actor.getSnapshot().context).toMatchObject({ current: 2, total: 24 });
    expect(view().rows[0]?.id).toBe('r12');
  });

  it('deleting the last rows of the last page goes to the page before', async () => {
    const { actor, view, ready, table } = start({ platform: 'desktop', tableType: 'CHECKBOX' });
    await ready();
    view().pagination.change(3);
    await ready();
    expect(view().rows.map((r) => r.id)).toEqual(['r21', 'r22', 'r23', 'r24', 'r25']);
    view().toggleAll();
    expect(view().checkedCount).toBe(5);
    expect(view().batchDelete.disabled).toBe(false);
    view().batchDelete.run();
    await waitFor(actor, (s) => s.matches('loading'));
    await ready();
    expect(table.removed).toEqual([['r21', 'r22', 'r23', 'r24', 'r25']]);
    expect(actor.getSnapshot().context).toMatchObject({ current: 2, total: 20, checkedKeys: [] });
  });

  it('batch delete needs checked rows; check keys are only rows of the page', async () => {
    const { actor, view, ready } = start({ platform: 'mobile' });
    await ready();
    expect(view().batchDelete.disabled).toBe(true);
    actor.send({ type: 'DELETE.CHECKED' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'CHECK.SET', keys: ['r1', 'nope', 'r1'] });
    expect(actor.getSnapshot().context.checkedKeys).toEqual(['r1']);
    expect(actor.getSnapshot().context.selectedRows.map((r) => r.id)).toEqual(['r1']);
    view().rows[1]?.toggle();
    view().rows[0]?.toggle();
    expect(actor.getSnapshot().context.checkedKeys).toEqual(['r2']);
  });

  it('tops a row: the server call, then the page reloaded', async () => {
    const { actor, view, ready, table } = start({ platform: 'desktop' });
    await ready();
    view().pagination.change(2);
    await ready();
    view()
      .rows[3]?.operations.find((o) => o.key === 'top')
      ?.run();
    await waitFor(actor, (s) => s.matches('loading'));
    await ready();
    expect(table.topped).toEqual(['r14']);
    expect(actor.getSnapshot().context.current).toBe(2);
  });

  it('mobile has no top', async () => {
    const { actor, ready, table } = start({ platform: 'mobile' });
    await ready();
    actor.send({ type: 'TOP', id: 'r3' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(table.topped).toEqual([]);
  });

  it('sorts through planSort: a moved row is the only write', async () => {
    const { actor, view, ready, table } = start({ platform: 'desktop' });
    await ready();
    const ids = view().rows.map((r) => r.id);
    view().sort(['r3', ...ids.filter((id) => id !== 'r3')]);
    await waitFor(actor, (s) => s.matches('loading'));
    await ready();
    expect(table.sorted).toEqual([{ create: [], update: [{ id: 'r3', sort: 32768 }], delete: [] }]);
  });

  it('moves a row by keyboard and by drag: only the moved row is written, and announced', async () => {
    const { actor, view, ready, table } = start({ platform: 'desktop' });
    await ready();
    expect(view().reorder.enabled).toBe(true);
    expect(view().rows[2]?.handleLabel).toBe('Drag, or use the arrow keys, to move "name r3"');
    // ArrowUp on r3 (sort 196608) puts it between r1 (65536) and r2 (131072)
    expect(view().reorder.keyDown(2, 'ArrowUp')).toBe(true);
    expect(view().reorder.enabled).toBe(false);
    await waitFor(actor, (s) => s.matches('loading'));
    await ready();
    expect(table.sorted).toEqual([{ create: [], update: [{ id: 'r3', sort: 98304 }], delete: [] }]);
    expect(
      view()
        .rows.slice(0, 3)
        .map((r) => r.id),
    ).toEqual(['r1', 'r3', 'r2']);
    expect(view().reorder.announcement).toBe('"name r3" moved to position 2 of 10');
    // a drag of r1 below r2: the midpoint of r2 (131072) and r4 (262144)
    view().reorder.move(0, 2);
    await waitFor(actor, (s) => s.matches('loading'));
    await ready();
    expect(table.sorted[1]).toEqual({ create: [], update: [{ id: 'r1', sort: 196608 }], delete: [] });
    expect(
      view()
        .rows.slice(0, 3)
        .map((r) => r.id),
    ).toEqual(['r3', 'r2', 'r1']);
    // keys that do not move: other keys, past either end
    expect(view().reorder.keyDown(0, 'ArrowUp')).toBe(false);
    expect(view().reorder.keyDown(0, 'a')).toBe(false);
    expect(view().reorder.keyDown(9, 'ArrowDown')).toBe(false);
    expect(table.sorted).toHaveLength(2);
  });

  it('End and Home move a row to the ends of the page', () => {
    expect(shareKeyMoveTarget(2, 10, 'End')).toBe(9);
    expect(shareKeyMoveTarget(2, 10, 'Home')).toBe(0);
    expect(shareKeyMoveTarget(0, 10, 'Home')).toBeNull();
    expect(shareKeyMoveTarget(3, 10, 'ArrowDown')).toBe(4);
  });

  it('the same order sends nothing', async () => {
    const { actor, view, ready, table } = start({ platform: 'desktop' });
    await ready();
    view().sort(view().rows.map((r) => r.id));
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(table.sorted).toEqual([]);
  });

  it("shows the 'already deleted' tag on rows flagged delete", async () => {
    const table = fakeTable(0);
    table.actors.fetchList = fromPromise<SharePage, ShareQuery>(async () => ({
      rows: [row('a', { deleted: true }), row('b')],
      columns: [{ dataIndex: 'targetName', title: 'Target' }],
      total: 2,
      hasMore: false,
    }));
    const { view, ready } = start({ platform: 'desktop' }, table);
    await ready();
    expect(view().rows.map((r) => r.deletedText)).toEqual(['Already deleted', null]);
  });

  it('shows only the latest answer', async () => {
    const pending: { query: ShareQuery; resolve: (page: SharePage) => void }[] = [];
    const table = fakeTable(0);
    table.actors.fetchList = fromPromise<SharePage, ShareQuery>(
      ({ input }) => new Promise((resolve) => pending.push({ query: input, resolve })),
    );
    const { actor, ready } = start({ platform: 'desktop' }, table);
    actor.send({ type: 'SEARCH', search: { searchType: 'keyword', keywords: 'old' } });
    actor.send({ type: 'SEARCH', search: { searchType: 'keyword', keywords: 'new' } });
    expect(pending.map((p) => p.query.keywords)).toEqual([undefined, 'old', 'new']);
    const answer = (id: string): SharePage => ({ rows: [row(id)], columns: [], total: 1, hasMore: false });
    pending[2]?.resolve(answer('new'));
    await ready();
    pending[1]?.resolve(answer('old'));
    pending[0]?.resolve(answer('first'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.rows.map((r) => r.id)).toEqual(['new']);
  });

  it('a failed load shows the error', async () => {
    const table = fakeTable(12);
    table.actors.fetchList = fromPromise<SharePage, ShareQuery>(async () => {
      throw new Error('server down');
    });
    const { actor, view, ready } = start({ platform: 'desktop' }, table);
    await ready();
    expect(actor.getSnapshot().matches('failure')).toBe(true);
    expect(view().status).toBe('error');
    expect(view().statusText).toBe('The shares could not be loaded. Please try again later.');
    expect(view().rows).toEqual([]);
  });

  it('a failed delete keeps the rows and leaves a notice', async () => {
    const table = fakeTable(12);
    table.actors.removeShares = fromPromise<void, { ids: string[] }>(async () => {
      throw new Error('nope');
    });
    const { actor, view, ready } = start({ platform: 'desktop' }, table);
    await ready();
    view()
      .rows[0]?.operations.find((o) => o.key === 'delete')
      ?.run();
    await waitFor(actor, (s) => s.context.notice !== null);
    expect(view().notice).toBe('The delete failed. Please try again later.');
    expect(view().rows).toHaveLength(10);
    view().dismissNotice();
    expect(view().notice).toBeNull();
  });

  it('retry loads again after a failure', async () => {
    const table = fakeTable(3);
    let failures = 1;
    table.actors.fetchList = fromPromise<SharePage, ShareQuery>(async () => {
      if (failures-- > 0) throw new Error('down');
      return { rows: [row('x')], columns: [], total: 1, hasMore: false };
    });
    const { view, ready } = start({ platform: 'desktop' }, table);
    await ready();
    expect(view().status).toBe('error');
    view().retry();
    await ready();
    expect(view().status).toBe('ready');
    expect(view().rows.map((r) => r.id)).toEqual(['x']);
  });

  it('opens the auth form to add or edit, and reloads after a save', async () => {
    const { actor, view, ready, table } = start({ platform: 'desktop' });
    await ready();
    view().add.run();
    expect(view().form).toMatchObject({ mode: 'add', id: undefined, key: 'add' });
    view().form?.cancelled();
    expect(view().form).toBeNull();
    view()
      .rows[2]?.operations.find((o) => o.key === 'edit')
      ?.run();
    expect(view().form).toMatchObject({ mode: 'edit', id: 'r3', key: 'r3' });
    const before = table.calls.length;
    view().form?.saved();
    await waitFor(actor, (s) => s.matches('loading'));
    await ready();
    expect(table.calls.length).toBe(before + 1);
    expect(view().form).toBeNull();
  });
});
