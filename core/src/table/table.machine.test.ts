import { createActor, fromPromise, waitFor } from 'xstate';
import { connectEnv } from '../shared/connect';
import { connectTable } from './table.connect';
import { readColumnSettings } from './table.logic';
import { tableMachine, type TableInput } from './table.machine';
import { tableTexts } from './messages';
import { tableActors, type SavedLayout } from './table.service';
import type { SyncResult } from './table.service';
import type { SavedColumn, SyncValues, TableRow, TableSortRule } from './table.types';

const env = connectEnv(tableTexts, 'en_US', 'desktop');
const columns = ['a', 'b', 'c'].map((dataIndex) => ({ dataIndex, title: dataIndex.toUpperCase() }));
const rows = (n: number, from = 0): TableRow[] =>
  Array.from({ length: n }, (_, i) => ({ id: String(from + i), a: i }));

function start(input: Partial<TableInput> = {}, saved: SavedColumn[] | null = null) {
  const calls = {
    saved: [] as { columns: SavedColumn[]; sync?: SyncValues }[],
    reset: [] as ({ scope?: SyncValues } | undefined)[],
    pages: [] as { current: number; pageSize: number }[],
    sorts: [] as { previous: TableSortRule[]; next: TableSortRule[] }[],
  };
  let layout = saved;
  const machine = tableMachine.provide({
    actors: {
      loadLayout: fromPromise(async (): Promise<SavedLayout> => ({
        settings: layout ? readColumnSettings(layout) : null,
        pageSize: 0,
        source: layout ? ('user' as const) : ('none' as const),
      })),
      fetchPage: fromPromise(async ({ input }: { input: { current: number; pageSize: number } }) => {
        calls.pages.push(input);
        return {
          rows: rows(input.pageSize, (input.current - 1) * input.pageSize),
          total: 45,
          hasMore: input.current * input.pageSize < 45,
        };
      }),
      saveLayout: fromPromise(async ({ input }: { input: { columns: SavedColumn[]; sync?: SyncValues } }) => {
        calls.saved.push(input);
        if (!input.sync) layout = input.columns;
        return { count: input.sync ? 2 : 1 };
      }),
      resetLayout: fromPromise(async ({ input }: { input: { scope?: SyncValues } | void }) => {
        calls.reset.push(input ?? undefined);
        if (!input?.scope) layout = null;
        return { count: 1 };
      }),
      savePageSize: fromPromise<void, { pageSize: number }>(async () => undefined),
      fetchLog: fromPromise(async () => [
        {
          id: 'l1',
          action: 'sync',
          userId: 'u1',
          userName: 'Ann',
          time: Date.UTC(2026, 0, 2, 3, 4),
          detail: 'd',
        },
      ]),
      fetchSort: fromPromise(async () => [] as TableSortRule[]),
      saveSort: fromPromise(
        async ({ input }: { input: { previous: TableSortRule[]; next: TableSortRule[] } }) => {
          calls.sorts.push(input);
          return input.next;
        },
      ),
    },
  });
  const actor = createActor(machine, { input: { columns, ...input } });
  actor.start();
  const view = () => connectTable(actor.getSnapshot(), actor.send, env);
  return { actor, view, calls };
}

const idle = (s: ReturnType<typeof start>) =>
  waitFor(s.actor, (snap) => snap.matches({ layout: 'idle' }) && snap.matches({ rows: 'idle' }));

const rowsIdle = (s: ReturnType<typeof start>) => waitFor(s.actor, (snap) => snap.matches({ rows: 'idle' }));

describe('tableMachine (spec 3, 4)', () => {
  it('loading starts true and becomes false when data is set', () => {
    const { actor, view } = start({ needTableColSet: false, data: undefined });
    expect(view().loading).toBe(true);
    actor.send({ type: 'DATA.SET', rows: rows(3) });
    expect(view().loading).toBe(false);
    expect(view().rows).toHaveLength(3);
  });

  it('loading becomes false when displayData is set', () => {
    const { actor, view } = start({ needTableColSet: false });
    actor.send({ type: 'DISPLAY_DATA.SET', rows: rows(2) });
    expect(view().loading).toBe(false);
    expect(view().rows).toHaveLength(2);
  });

  it('fetches the first page with the page size in force (20) and pages on', async () => {
    const s = start();
    await idle(s);
    expect(s.calls.pages).toEqual([{ current: 1, pageSize: 20 }]);
    expect(s.view().pagination.total).toBe(45);
    s.view().pagination.go(3);
    await idle(s);
    expect(s.calls.pages.at(-1)).toEqual({ current: 3, pageSize: 20 });
  });

  it("pagination 'more' appends the next page while there is more", async () => {
    const s = start({ paginationType: 'more', pageSize: 20 });
    await idle(s);
    s.view().pagination.more();
    await idle(s);
    s.view().pagination.more();
    await idle(s);
    expect(s.view().rows).toHaveLength(60);
    expect(s.view().pagination.hasMore).toBe(false);
    s.view().pagination.more();
    expect(s.calls.pages).toHaveLength(3);
  });

  it('local rows page without a fetch', () => {
    const s = start({ data: rows(45), needTableColSet: false });
    expect(s.view().loading).toBe(false);
    s.view().pagination.go(3);
    expect(s.view().rows.map((r) => r.id)).toEqual(rows(5, 40).map((r) => r.id));
    expect(s.calls.pages).toEqual([]);
  });

  it('spec 6: selection keeps only rows under checkBoxPermission, none for tableType NONE', () => {
    const s = start({
      data: rows(5),
      tableType: 'CHECKBOX',
      checkBoxPermission: ['1', '2'],
      needTableColSet: false,
    });
    const checked: string[][] = [];
    s.actor.on('check', (e) => checked.push(e.keys));
    s.view().selection.set(['0', '1', '2']);
    expect(s.view().selection.checkedKeys).toEqual(['1', '2']);
    expect(s.view().selection.canCheck('0')).toBe(false);
    expect(checked).toEqual([['1', '2']]);
    // the header box and one row's box go through the same permission
    s.view().selection.checkAll().toggle();
    expect(s.view().selection.checkedKeys).toEqual([]);
    s.view().selection.checkAll().toggle();
    expect(s.view().selection.checkedKeys).toEqual(['1', '2']);
    expect(s.view().selection.checkAll()).toMatchObject({ checked: true, indeterminate: false });
    s.view().selection.toggle('1', false);
    expect(s.view().selection.checkedKeys).toEqual(['2']);
    expect(s.view().selection.checkAll().indeterminate).toBe(true);
    const none = start({ data: rows(5), needTableColSet: false });
    none.view().selection.set(['1']);
    expect(none.view().selection.checkedKeys).toEqual([]);
  });

  it('spec 6: operates under operatesPermission', () => {
    const s = start({ data: [], operatesPermission: ['edit'], needTableColSet: false });
    expect(s.view().operatesOf([{ key: 'edit' }, { key: 'delete' }])).toEqual([{ key: 'edit' }]);
  });

  it('autoJumpNextPage: removing the last rows of the last page goes back a page', () => {
    const s = start({ data: rows(41), autoJumpNextPage: true, needTableColSet: false });
    s.view().pagination.go(3);
    s.actor.send({ type: 'ROWS.REMOVED', keys: ['40'] });
    expect(s.view().pagination.current).toBe(2);
  });

  it('applies the saved layout; the panel hides, moves and saves; reset goes back', async () => {
    const s = start({}, [
      { dataIndex: 'c', width: 200 },
      { dataIndex: 'a' },
      { dataIndex: 'b', hidden: true },
    ]);
    await idle(s);
    expect(s.view().columns.map((c) => c.dataIndex)).toEqual(['c', 'a']);
    s.view().settings.open();
    expect(s.view().settings.visible).toBe(true);
    s.view()
      .settings.items.find((i) => i.dataIndex === 'b')
      ?.toggle(false);
    s.view()
      .settings.items.find((i) => i.dataIndex === 'a')
      ?.moveUp();
    // nothing shows before save
    expect(s.view().columns.map((c) => c.dataIndex)).toEqual(['c', 'a']);
    s.view().settings.save();
    await idle(s);
    expect(s.view().settings.visible).toBe(false);
    expect(s.view().columns.map((c) => c.dataIndex)).toEqual(['a', 'c', 'b']);
    expect(s.calls.saved.at(-1)?.columns.map((c) => c.dataIndex)).toEqual(['a', 'c', 'b']);
    expect(s.view().notice?.text).toBe('Column settings saved');
    s.view().settings.reset();
    await idle(s);
    expect(s.view().columns.map((c) => c.dataIndex)).toEqual(['a', 'b', 'c']);
  });

  it('issue 38: a pin in the panel waits for the save, then draws the column at its side and is saved', async () => {
    const s = start();
    await idle(s);
    s.view().settings.open();
    const item = () => s.view().settings.items.find((i) => i.dataIndex === 'c');
    expect(item()?.pins.map((p) => [p.side, p.label, p.active])).toEqual([
      ['left', 'Pin C to the left', false],
      ['right', 'Pin C to the right', false],
    ]);
    item()?.pins[0]?.toggle();
    expect(item()?.pin).toBe('left');
    expect(item()?.pins[0]?.active).toBe(true);
    // nothing shows before save
    expect(s.view().columns.map((c) => c.pin)).toEqual([null, null, null]);
    s.view().settings.save();
    await idle(s);
    expect(s.view().columns.map((c) => `${c.dataIndex}:${c.pin}`)).toEqual(['c:left', 'a:null', 'b:null']);
    expect(s.calls.saved.at(-1)?.columns.find((c) => c.dataIndex === 'c')?.fixed).toBe('left');
    // the same button again unpins; a pin outside the panel is saved at once
    s.actor.send({ type: 'COLUMN.PIN', dataIndex: 'c', side: null });
    await idle(s);
    expect(s.calls.saved).toHaveLength(2);
    expect(s.view().columns.map((c) => `${c.dataIndex}:${c.pin}`)).toEqual(['a:null', 'b:null', 'c:null']);
  });

  it('issue 38: a sync carries the pins with the widths and order', async () => {
    const s = start({}, [{ dataIndex: 'b', fixed: 'right' }, { dataIndex: 'a' }, { dataIndex: 'c' }]);
    await idle(s);
    expect(s.view().columns.map((c) => c.dataIndex)).toEqual(['a', 'c', 'b']);
    s.view().sync.open('updateSyncTableCol');
    s.view().sync.submit({ syncObject: [{ type: 'user', id: 'u2' }] });
    await idle(s);
    expect(s.calls.saved.at(-1)?.columns.find((c) => c.dataIndex === 'b')?.fixed).toBe('right');
  });

  it('issue 38: the toolbar sets the density (antd size) and full screen', () => {
    const s = start({ needTableColSet: false, data: rows(3) });
    const density = () => s.view().toolbar.density;
    expect([density().value, density().size]).toEqual(['middle', 'middle']);
    expect(density().options.map((o) => [o.label, o.active])).toEqual([
      ['Default', false],
      ['Middle', true],
      ['Compact', false],
    ]);
    density().options[2]?.choose();
    expect([density().value, density().size]).toEqual(['compact', 'small']);
    density().set('default');
    expect(density().size).toBe('large');
    expect(start({ density: 'compact', data: [] }).view().toolbar.density.value).toBe('compact');
    const full = () => s.view().toolbar.fullscreen;
    expect([full().active, full().label]).toEqual([false, 'Full screen']);
    full().toggle();
    expect([full().active, full().label]).toEqual([true, 'Exit full screen']);
    full().exit();
    expect(full().active).toBe(false);
    expect([density().visible, full().visible, s.view().toolbar.reload.visible]).toEqual([true, true, true]);
    const bare = start({ data: [], options: { density: false, reload: false } }).view().toolbar;
    expect([bare.density.visible, bare.fullscreen.visible, bare.reload.visible]).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('issue 38: reload fetches the same page again; a list loaded on scroll starts over', async () => {
    const s = start({ needTableColSet: false });
    await rowsIdle(s);
    s.view().pagination.go(2);
    await rowsIdle(s);
    s.view().toolbar.reload.run();
    expect(s.view().toolbar.reload.busy).toBe(true);
    await rowsIdle(s);
    expect(s.calls.pages.slice(-2)).toEqual([
      { current: 2, pageSize: 20 },
      { current: 2, pageSize: 20 },
    ]);
    const more = start({ needTableColSet: false, paginationType: 'more' });
    await rowsIdle(more);
    more.view().pagination.more();
    await rowsIdle(more);
    expect(more.view().rows).toHaveLength(40);
    more.view().toolbar.reload.run();
    await rowsIdle(more);
    expect(more.calls.pages.at(-1)).toEqual({ current: 1, pageSize: 20 });
    expect(more.view().rows).toHaveLength(20);
  });

  it("issue 38: reload on the host's rows asks the host", () => {
    const s = start({ needTableColSet: false, data: rows(3) });
    const asked: string[] = [];
    s.actor.on('reload', (event) => asked.push(event.type));
    s.view().toolbar.reload.run();
    expect(asked).toEqual(['reload']);
    expect(s.calls.pages).toEqual([]);
  });

  it('issue 38: the selection bar counts checked rows of every page, clears, and runs batch actions', async () => {
    const s = start({
      needTableColSet: false,
      tableType: 'CHECKBOX',
      batchActions: [
        { key: 'export', label: 'Export' },
        { key: 'remove', label: 'Remove', danger: true },
      ],
    });
    await rowsIdle(s);
    expect(s.view().selection.bar.visible).toBe(false);
    // page 1: the header box checks the page's 20 rows
    s.view().selection.checkAll().toggle();
    expect(s.view().selection.bar).toMatchObject({ visible: true, count: 20, text: '20 selected' });
    // page 2: the checked keys of page 1 stay; checking one there adds it
    s.view().pagination.go(2);
    await rowsIdle(s);
    expect(s.view().selection.checkedKeys).toHaveLength(20);
    expect(s.view().selection.checkAll()).toMatchObject({ checked: false, indeterminate: false });
    s.view().selection.toggle('25', true);
    expect(s.view().selection.bar.text).toBe('21 selected');
    // the page's header box clears only its own rows
    s.view().selection.checkAll().toggle();
    expect(s.view().selection.bar.count).toBe(40);
    s.view().selection.checkAll().toggle();
    expect(s.view().selection.bar.count).toBe(20);
    s.view().selection.toggle('25', true);
    const batches: { key: string; keys: string[]; rows: TableRow[] }[] = [];
    s.actor.on('batch', (event) => batches.push(event));
    expect(s.view().selection.bar.actions.map((a) => [a.label, a.danger])).toEqual([
      ['Export', false],
      ['Remove', true],
    ]);
    s.view().selection.bar.actions[0]?.run();
    expect(batches[0]?.keys).toHaveLength(21);
    // the rows of page 1 as they were when checked, though page 2 is loaded now
    expect(batches[0]?.rows.map((row) => row.id)).toEqual([
      ...Array.from({ length: 20 }, (_, i) => String(i)),
      '25',
    ]);
    // an action the host does not offer does nothing
    s.actor.send({ type: 'BATCH', key: 'nope' });
    expect(batches).toHaveLength(1);
    s.view().selection.bar.clear();
    expect(s.view().selection.bar.visible).toBe(false);
    s.actor.send({ type: 'BATCH', key: 'export' });
    expect(batches).toHaveLength(1);
    // checked at first (spec 3 checkedKeys), under the checkbox permission
    const first = start({
      data: rows(5),
      tableType: 'CHECKBOX',
      checkedKeys: ['1', '3'],
      checkBoxPermission: ['1'],
    });
    expect(first.view().selection.bar.text).toBe('1 selected');
    const firstBatches: TableRow[][] = [];
    first.actor.send({ type: 'BATCH_ACTIONS.SET', actions: [{ key: 'x', label: 'X' }] });
    first.actor.on('batch', (event) => firstBatches.push(event.rows));
    first.view().selection.bar.actions[0]?.run();
    expect(firstBatches).toEqual([[{ id: '1', a: 1 }]]);
  });

  it('a resize on the table is saved at once with the scroll width', async () => {
    const s = start();
    await idle(s);
    s.view().columns[0]?.resize(333);
    expect(s.view().columns[0]?.width).toBe(333);
    s.view().settings.save();
    await idle(s);
    const saved = s.calls.saved.at(-1)?.columns;
    expect(saved?.[0]).toMatchObject({ dataIndex: 'a', width: 333 });
    expect(saved?.at(-1)).toEqual({ dataIndex: '__syncConfig_scrollX__', width: 633 });
  });

  it('a dragged edge resizes the column live (clamped) and saves once, on release', async () => {
    const s = start();
    await idle(s);
    const saves = s.calls.saved.length;
    const a = () => s.view().columns.find((c) => c.dataIndex === 'a');
    a()?.resizeMove(150, 100, 140);
    expect(a()).toMatchObject({ width: 190, resizing: true });
    // the scroll width follows live too
    expect(s.view().scrollX).toBe(190 + 150 + 150);
    a()?.resizeMove(150, 100, 2000);
    expect(a()?.width).toBe(800);
    a()?.resizeMove(150, 100, -500);
    expect(a()?.width).toBe(60);
    expect(s.calls.saved).toHaveLength(saves);
    a()?.resizeEnd(150, 100, 170);
    expect(a()).toMatchObject({ width: 220, resizing: false });
    await idle(s);
    expect(s.calls.saved).toHaveLength(saves + 1);
    expect(s.calls.saved.at(-1)?.columns[0]).toMatchObject({ dataIndex: 'a', width: 220 });
    expect(s.calls.saved.at(-1)?.columns.at(-1)).toEqual({ dataIndex: '__syncConfig_scrollX__', width: 520 });
  });

  it('a drag abandoned goes back to the width before, with nothing saved', async () => {
    const s = start();
    await idle(s);
    s.view().columns[1]?.resizeMove(150, 0, 50);
    expect(s.view().columns[1]?.width).toBe(200);
    s.view().columns[1]?.resizeCancel();
    expect(s.view().columns[1]).toMatchObject({ width: 150, resizing: false });
    expect(s.calls.saved).toHaveLength(0);
  });

  it('without column settings (needTableColSet false) a resize applies and saves nothing', () => {
    const s = start({ data: rows(2), needTableColSet: false });
    s.view().columns[0]?.resizeMove(150, 0, 30);
    expect(s.view().columns[0]?.width).toBe(180);
    s.view().columns[0]?.resizeEnd(150, 0, 30);
    expect(s.view().columns[0]).toMatchObject({ width: 180, resizing: false });
    expect(s.calls.saved).toHaveLength(0);
  });

  it('spec 6: each row shows the operates both permissions allow; running one emits it with the row', () => {
    const operates = [
      { key: 'view', label: 'View' },
      { key: 'edit', label: 'Edit' },
      { key: 'copy', label: 'Copy' },
      { key: 'share', label: 'Share' },
      { key: 'delete', label: 'Delete', danger: true },
    ];
    const data = [
      { id: '1', a: 1 },
      { id: '2', a: 2, operatesPermission: ['view'] },
      { id: '3', a: 3, operatesPermission: 'view,delete' },
    ];
    const s = start({
      data,
      operates,
      operatesPermission: ['view', 'edit', 'share', 'delete'],
      needTableColSet: false,
    });
    const of = (i: number) => s.view().operates.of(data[i]!);
    expect(s.view().operates.visible).toBe(true);
    // four allowed: two inline, two behind "more"
    expect(of(0).inline.map((o) => o.key)).toEqual(['view', 'edit']);
    expect(of(0).more.map((o) => o.key)).toEqual(['share', 'delete']);
    expect(of(0).all.map((o) => o.key)).toEqual(['view', 'edit', 'share', 'delete']);
    expect(of(1).all.map((o) => o.key)).toEqual(['view']);
    expect(of(2)).toMatchObject({ inline: [{ key: 'view' }, { key: 'delete', danger: true }], more: [] });
    const seen: unknown[] = [];
    s.actor.on('operate', (event) => seen.push([event.key, event.row]));
    of(2).all[1]?.run();
    // an operate the row does not show is refused
    s.actor.send({ type: 'OPERATE', key: 'edit', rowKey: '2' });
    s.actor.send({ type: 'OPERATE', key: 'copy', rowKey: '1' });
    expect(seen).toEqual([['delete', data[2]]]);
  });

  it('the scroll width takes in the selection and operates columns when drawn', () => {
    const plain = start({ data: rows(1), needTableColSet: false });
    expect(plain.view().scrollX).toBe(450);
    const both = start({
      data: rows(1),
      needTableColSet: false,
      tableType: 'CHECKBOX',
      operates: [{ key: 'view', label: 'View' }],
    });
    expect(both.view().scrollX).toBe(450 + both.view().selection.width + both.view().operates.width);
    expect(both.view().operates.width).toBeGreaterThan(0);
  });

  it('runs on the calls tableActors(services) provides; without them, the actors reject', async () => {
    const added: unknown[] = [];
    const io = {
      query: async () => ({ settings: null, pageSize: 30, source: 'none' as const }),
      syncQuery: async () => null,
      add: async (list: unknown) => {
        added.push(list);
        return { count: 1 };
      },
      resetColumn: async () => ({ count: 1 }),
      getData: async ({ pageSize }: { current: number; pageSize: number }) => ({
        rows: rows(pageSize),
        total: 100,
        hasMore: true,
      }),
      changePageSettings: async () => undefined,
      log: async () => [],
      sortQuery: async () => [],
      sortSave: async () => [],
    };
    const actor = createActor(tableMachine.provide({ actors: tableActors(io) }), {
      input: { columns },
    }).start();
    await waitFor(actor, (snap) => snap.matches({ layout: 'idle' }) && snap.matches({ rows: 'idle' }));
    expect(actor.getSnapshot().context).toMatchObject({ pageSize: 30, total: 100 });
    // the first page is asked for beside the layout, at the default size
    expect(actor.getSnapshot().context.data).toHaveLength(20);
    connectTable(actor.getSnapshot(), actor.send, env).columns[0]?.resize(200);
    await waitFor(actor, (snap) => snap.matches({ layout: 'idle' }));
    expect(added).toHaveLength(1);
    const bare = createActor(tableMachine, { input: { columns } }).start();
    await waitFor(bare, (snap) => snap.matches({ rows: 'failed' }));
    expect(bare.getSnapshot().context.error).toMatchObject({
      action: 'load',
      detail: 'provide the fetchPage actor',
    });
  });

  it('no operates declared: no operates column', () => {
    const s = start({ data: rows(1), needTableColSet: false });
    expect(s.view().operates.visible).toBe(false);
    expect(s.view().operates.of({ id: '0' }).all).toEqual([]);
  });

  it('spec 5: the sync dialog takes people, departments and subcompanies at once, or everyone', async () => {
    const s = start();
    await idle(s);
    s.view().sync.open('updateSyncTableCol');
    const sync = s.view().sync;
    expect(sync.browserTypes.map((t) => t.type)).toEqual(['resource', 'department']);
    const picks = [
      { id: 'u2', type: 'resource', name: 'Wu' },
      { id: 'd1', type: 'department', name: 'R&D' },
      { id: 'u2', type: 'resource', name: 'Wu' },
      { id: 's1', type: 'subcompany', name: 'North' },
    ];
    expect(sync.summary(picks)).toEqual([
      { key: 'user:u2', label: 'Wu · People' },
      { key: 'department:d1', label: 'R&D · Departments' },
    ]);
    const scope = sync.scopeFrom(picks, false);
    expect(scope).toEqual([
      { type: 'user', id: 'u2', name: 'Wu' },
      { type: 'department', id: 'd1', name: 'R&D' },
    ]);
    expect(sync.scopeFrom(picks, true)).toEqual([{ type: 'all', id: 'all', name: 'Everyone' }]);
    sync.submit({ syncObject: scope, isDefault: true, syncColumnWidth: false });
    await idle(s);
    expect(s.calls.saved.at(-1)?.sync?.syncObject).toEqual(scope);
  });

  it('spec 5: with subcompanies shown, all three browser types are offered', () => {
    const s = start({ data: [], needTableColSet: false });
    const view = connectTable(s.actor.getSnapshot(), s.actor.send, env, { showSubcompany: true });
    expect(view.sync.browserTypes.map((t) => t.type)).toEqual(['resource', 'department', 'subcompany']);
    expect(view.sync.scopeFrom([{ id: 's1', type: 'subcompany' }], false)).toEqual([
      { type: 'subcompany', id: 's1' },
    ]);
  });

  it('spec 4: the sync dialog validates its scope and sends the switches', async () => {
    const s = start();
    await idle(s);
    s.view().sync.open('updateSyncTableCol');
    expect(s.view().sync).toMatchObject({
      visible: true,
      dialogType: 'updateSyncTableCol',
      showSwitches: true,
    });
    expect(s.view().sync.help).toBe("Column-width sync overrides users' own column widths");
    s.view().sync.submit({ syncObject: [] });
    expect(s.calls.saved).toHaveLength(0);
    const values = { syncObject: [{ type: 'user', id: 'u2' }], isDefault: true, syncColumnWidth: false };
    s.view().sync.submit(values);
    await idle(s);
    expect(s.calls.saved.at(-1)?.sync).toEqual(values);
    expect(s.view().sync.visible).toBe(false);
    expect(s.view().notice?.text).toBe('Synced to 2 people');
  });

  it.each(['resetTableCol', 'resetTableSort'] as const)(
    'spec 4: %s resets the scope (defaultObject)',
    async (type) => {
      const s = start();
      await idle(s);
      s.view().sync.open(type);
      expect(s.view().sync.field).toBe('defaultObject');
      expect(s.view().sync.showSwitches).toBe(false);
      s.view().sync.submit({ defaultObject: [{ type: 'all', id: 'all' }] });
      await idle(s);
      expect(s.calls.reset.at(-1)).toEqual({ scope: { defaultObject: [{ type: 'all', id: 'all' }] } });
    },
  );

  it('the log dialog loads the entries', async () => {
    const s = start({ needTableColSet: false, data: [] });
    s.view().log.open();
    expect(s.view().log.visible).toBe(true);
    await waitFor(s.actor, (snap) => snap.matches({ logDialog: 'open' }));
    expect(s.view().log.entries).toEqual([
      { id: 'l1', user: 'Ann', action: 'Synced columns', time: '2026-01-02 03:04', detail: 'd' },
    ]);
    s.view().log.close();
    expect(s.view().log.visible).toBe(false);
  });

  it('the sort dialog saves the rules and refetches from page 1', async () => {
    const s = start();
    await idle(s);
    s.view().pagination.go(2);
    await idle(s);
    s.view().sort.open();
    await waitFor(s.actor, (snap) => snap.matches({ sortDialog: 'open' }));
    s.view().sort.save([{ dataIndex: 'b', direction: 'desc' }]);
    await idle(s);
    expect(s.calls.sorts).toEqual([{ previous: [], next: [{ dataIndex: 'b', direction: 'desc' }] }]);
    expect(s.view().sort.visible).toBe(false);
    expect(s.calls.pages.at(-1)).toEqual({ current: 1, pageSize: 20 });
  });

  it('a failed page shows the error and retries', async () => {
    const machine = tableMachine.provide({
      actors: { fetchPage: fromPromise(async () => Promise.reject(new Error('down'))) },
    });
    const actor = createActor(machine, { input: { columns, needTableColSet: false } }).start();
    await waitFor(actor, (snap) => snap.matches({ rows: 'failed' }));
    const view = connectTable(actor.getSnapshot(), actor.send, env);
    // what failed in the user's words; the raw text only for developers
    expect([view.errorTitle, view.error]).toEqual([
      env.t('common.failure.load'),
      env.t('common.failure.retry'),
    ]);
    expect(view.errorDetail).toBe('down');
  });

  it('a failed column-settings save says the save failed, never "load failed" (issue 35 item 10)', async () => {
    const machine = tableMachine.provide({
      actors: {
        fetchPage: fromPromise(async () => ({ rows: [] as TableRow[], total: 0, hasMore: false as boolean })),
        loadLayout: fromPromise(async (): Promise<SavedLayout> => ({
          settings: null,
          source: 'none',
          pageSize: 0,
        })),
        saveLayout: fromPromise(async (_: { input: { columns: SavedColumn[] } }): Promise<SyncResult> =>
          Promise.reject(new TypeError('Failed to fetch')),
        ),
      },
    });
    const actor = createActor(machine, { input: { columns } }).start();
    await waitFor(actor, (snap) => snap.matches({ layout: 'idle' }));
    actor.send({ type: 'SETTINGS.SAVE' });
    await waitFor(actor, (snap) => snap.context.error !== null);
    const view = connectTable(actor.getSnapshot(), actor.send, env);
    expect(view.errorTitle).toBe(env.t('common.failure.save'));
    expect(view.errorTitle).not.toBe(env.t('table.error'));
    expect(view.error).toBe(env.t('common.failure.network'));
    expect(`${view.errorTitle} ${view.error}`).not.toContain('Failed to fetch');
  });
});
