// Issue 38: the table's everyday ergonomics in core (saved density, polling and reload on refocus).
import { SimulatedClock, createActor, waitFor } from 'xstate';
import { connectEnv } from '../shared/connect';
import { connectTable } from './table.connect';
import { cellTextOf, createCellFormatter } from './table.cells';
import {
  TABLE_POLLING_MIN,
  pollingPeriod,
  readColumnSettings,
  settingsOf,
  withDensity,
  writeColumnSettings,
} from './table.logic';
import { tableMachine, type TableInput } from './table.machine';
import { tableTexts } from './messages';
import { tableActors, type ColumnSettingsServices, type SavedLayout } from './table.service';
import type { SavedColumn, TableRow } from './table.types';

const env = connectEnv(tableTexts, 'en_US', 'desktop');
const columns = ['a', 'b'].map((dataIndex) => ({ dataIndex, title: dataIndex.toUpperCase() }));

/** A fake of the column-settings calls: the saved list as a server keeps it, the pages asked. */
function fakeIo(saved: SavedColumn[] | null = null) {
  const calls = { saved: [] as SavedColumn[][], pages: 0 };
  let layout = saved;
  let rows: TableRow[] = [{ id: '1', a: 'x' }];
  const io = {
    query: async (): Promise<SavedLayout> => ({
      settings: layout ? readColumnSettings(layout) : null,
      pageSize: 0,
      source: layout ? 'user' : 'none',
    }),
    add: async (list: SavedColumn[]) => {
      calls.saved.push(list);
      layout = list;
      return { count: 1 };
    },
    getData: async () => {
      calls.pages += 1;
      return { rows, total: rows.length, hasMore: false };
    },
  } as unknown as ColumnSettingsServices;
  return { io, calls, setRows: (next: TableRow[]) => (rows = next) };
}

function start(input: Partial<TableInput>, io: ColumnSettingsServices) {
  const actor = createActor(tableMachine.provide({ actors: tableActors(io) }), {
    input: { columns, needTableColSet: true, ...input },
  });
  actor.start();
  const view = () => connectTable(actor.getSnapshot(), actor.send, env);
  return { actor, view };
}

const idle = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches({ layout: 'idle' }) && s.matches({ rows: 'idle' }));

describe('saved density (issue 38)', () => {
  it('rides on the scroll-width column, and reads back the same', () => {
    const settings = withDensity(readColumnSettings([{ dataIndex: 'a', width: 120 }]), 'compact');
    const saved = writeColumnSettings(settings);
    expect(saved.at(-1)).toEqual({ dataIndex: '__syncConfig_scrollX__', density: 'compact' });
    expect(readColumnSettings(saved)).toEqual(settings);
    const both = writeColumnSettings({ ...settings, scrollX: 900 });
    expect(both.at(-1)).toEqual({ dataIndex: '__syncConfig_scrollX__', width: 900, density: 'compact' });
    expect(readColumnSettings(both)).toMatchObject({ scrollX: 900, density: 'compact' });
    // an unknown density from the server falls back to the suite's
    expect(readColumnSettings([{ dataIndex: '__syncConfig_scrollX__', density: 'huge' }]).density).toBe(
      'middle',
    );
    // settingsOf keeps it, so the panel's save and a sync carry it
    expect(settingsOf(columns, settings).density).toBe('compact');
    expect(withDensity(null, 'default')).toEqual({ columns: [], density: 'default' });
  });

  it('is saved at once when chosen, and a new table starts with it', async () => {
    const { io, calls } = fakeIo();
    const first = start({ data: [] }, io);
    await idle(first.actor);
    first.view().toolbar.density.set('compact');
    await waitFor(first.actor, () => calls.saved.length === 1);
    await idle(first.actor);
    expect(calls.saved[0]?.at(-1)).toEqual({ dataIndex: '__syncConfig_scrollX__', density: 'compact' });
    // choosing the same density again saves nothing
    first.view().toolbar.density.set('compact');
    await idle(first.actor);
    expect(calls.saved).toHaveLength(1);
    first.actor.stop();

    const again = start({ data: [] }, io);
    await idle(again.actor);
    expect(again.view().toolbar.density.value).toBe('compact');
    expect(again.view().toolbar.density.size).toBe('small');
  });

  it('waits for the panel save while the column panel is open, and is kept when the panel saves', async () => {
    const { io, calls } = fakeIo();
    const s = start({ data: [] }, io);
    await idle(s.actor);
    s.view().settings.open();
    s.view().toolbar.density.set('default');
    await idle(s.actor);
    expect(calls.saved).toHaveLength(0);
    s.view().settings.save();
    await waitFor(s.actor, () => calls.saved.length === 1);
    expect(calls.saved[0]?.at(-1)).toMatchObject({ density: 'default' });
  });

  it('a table without column settings keeps the density in memory only', async () => {
    const { io, calls } = fakeIo();
    const s = start({ data: [], needTableColSet: false }, io);
    s.view().toolbar.density.set('compact');
    expect(s.view().toolbar.density.value).toBe('compact');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.saved).toHaveLength(0);
  });
});

describe('copyable and ellipsis columns (issue 38)', () => {
  it('copies and shows the text the cell shows, never the empty mark', () => {
    const format = { valueType: 'enum' as const, valueEnum: { a: { text: 'Open' } } };
    const formatter = createCellFormatter(format, 'en_US');
    expect(cellTextOf(format, formatter, 'a')).toBe('Open');
    expect(cellTextOf(format, formatter, 'zz')).toBe('zz');
    expect(cellTextOf(format, formatter, null)).toBe('');
    const money = { valueType: 'money' as const, currency: 'USD' };
    expect(cellTextOf(money, createCellFormatter(money, 'en_US'), 12.5)).toBe('$12.50');
    const plain = {};
    expect(cellTextOf(plain, createCellFormatter(plain, 'en_US'), 42)).toBe('42');
    expect(cellTextOf(plain, createCellFormatter(plain, 'en_US'), undefined)).toBe('');
    expect(cellTextOf(plain, createCellFormatter(plain, 'en_US'), { no: 'text' })).toBe('');
  });

  it('puts the options on the column views: a column ellipsis wins over the table one', () => {
    const { io } = fakeIo();
    const s = start(
      {
        needTableColSet: false,
        data: [],
        ellipsis: true,
        columns: [
          { dataIndex: 'a', title: 'Code', copyable: true },
          { dataIndex: 'b', title: 'Note', ellipsis: false },
        ],
      },
      io,
    );
    const [a, b] = s.view().columns;
    expect(a).toMatchObject({ copyable: true, ellipsis: true, copyLabel: 'Copy Code' });
    expect(b).toMatchObject({ copyable: false, ellipsis: false });
    expect(a?.textOf('T-1')).toBe('T-1');
    expect(s.view().copy).toEqual({
      copiedText: 'Copied',
      failedText: 'Could not copy; select the text to copy it yourself',
    });
  });
});

describe('polling and reload on refocus (issue 38)', () => {
  it('reads the period safely', () => {
    expect(pollingPeriod(undefined)).toBe(0);
    expect(pollingPeriod(0)).toBe(0);
    expect(pollingPeriod(-5)).toBe(0);
    expect(pollingPeriod(Number.NaN)).toBe(0);
    expect(pollingPeriod(100)).toBe(TABLE_POLLING_MIN);
    expect(pollingPeriod(5000.7)).toBe(5000);
  });

  it('loads the page again each period, paused while hidden, and sees what the server changed', async () => {
    const clock = new SimulatedClock();
    const { io, calls, setRows } = fakeIo();
    const actor = createActor(tableMachine.provide({ actors: tableActors(io) }), {
      input: { columns, needTableColSet: false, polling: 5000 },
      clock,
    });
    actor.start();
    await waitFor(actor, (s) => s.matches({ rows: 'idle' }));
    expect(calls.pages).toBe(1);
    setRows([{ id: '1', a: 'changed' }]);
    clock.increment(5000);
    await waitFor(actor, (s) => s.matches({ rows: 'idle' }) && calls.pages === 2);
    expect(actor.getSnapshot().context.data[0]?.a).toBe('changed');
    // the rows stay on screen while a tick loads (no loading flash)
    clock.increment(5000);
    expect(actor.getSnapshot().context.loading).toBe(false);
    await waitFor(actor, (s) => s.matches({ rows: 'idle' }) && calls.pages === 3);
    actor.send({ type: 'PAGE.VISIBILITY', hidden: true });
    clock.increment(20_000);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.pages).toBe(3);
    // shown again: the page at once, then the period again
    actor.send({ type: 'PAGE.VISIBILITY', hidden: false });
    await waitFor(actor, (s) => s.matches({ rows: 'idle' }) && calls.pages === 4);
    clock.increment(5000);
    await waitFor(actor, (s) => s.matches({ rows: 'idle' }) && calls.pages === 5);
    actor.stop();
  });

  it('takes polling and reload-on-focus switched while the table is shown', async () => {
    const clock = new SimulatedClock();
    const { io, calls } = fakeIo();
    const actor = createActor(tableMachine.provide({ actors: tableActors(io) }), {
      input: { columns, needTableColSet: false },
      clock,
    });
    actor.start();
    await waitFor(actor, (s) => s.matches({ rows: 'idle' }));
    clock.increment(20_000);
    expect(calls.pages).toBe(1);
    actor.send({ type: 'REFRESH_OPTIONS.SET', polling: 5000 });
    clock.increment(5000);
    await waitFor(actor, (s) => s.matches({ rows: 'idle' }) && calls.pages === 2);
    actor.send({ type: 'PAGE.FOCUS' });
    expect(calls.pages).toBe(2);
    // switched off, and reload on focus on instead
    actor.send({ type: 'REFRESH_OPTIONS.SET', polling: 0, reloadOnFocus: true });
    clock.increment(20_000);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.pages).toBe(2);
    actor.send({ type: 'PAGE.FOCUS' });
    await waitFor(actor, (s) => s.matches({ rows: 'idle' }) && calls.pages === 3);
    actor.stop();
  });

  it('refreshes a list loaded on scroll only while it holds its first page', async () => {
    const clock = new SimulatedClock();
    const calls = { pages: 0 };
    // pages of a long list: there is always more
    const io = {
      getData: async () => {
        calls.pages += 1;
        return { rows: [{ id: String(calls.pages) }], total: 100, hasMore: true };
      },
    } as unknown as ColumnSettingsServices;
    const actor = createActor(tableMachine.provide({ actors: tableActors(io) }), {
      input: { columns, needTableColSet: false, polling: 5000, paginationType: 'more' },
      clock,
    });
    actor.start();
    await waitFor(actor, (s) => s.matches({ rows: 'idle' }));
    clock.increment(5000);
    await waitFor(actor, (s) => s.matches({ rows: 'idle' }) && calls.pages === 2);
    expect(actor.getSnapshot().context.current).toBe(1);
    // a second page read: a tick would drop it and the place in it
    actor.send({ type: 'PAGE.MORE' });
    await waitFor(actor, (s) => s.matches({ rows: 'idle' }) && calls.pages === 3);
    clock.increment(20_000);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.pages).toBe(3);
    actor.stop();
  });

  it('never loads over a load in flight', async () => {
    const clock = new SimulatedClock();
    let release: () => void = () => undefined;
    let pages = 0;
    const io = {
      getData: () => {
        pages += 1;
        return new Promise((resolve) => {
          release = () => resolve({ rows: [], total: 0, hasMore: false });
        });
      },
    } as unknown as ColumnSettingsServices;
    const actor = createActor(tableMachine.provide({ actors: tableActors(io) }), {
      input: { columns, needTableColSet: false, polling: 2000, reloadOnFocus: true },
      clock,
    });
    actor.start();
    expect(pages).toBe(1);
    clock.increment(2000);
    actor.send({ type: 'PAGE.FOCUS' });
    expect(pages).toBe(1);
    release();
    await waitFor(actor, (s) => s.matches({ rows: 'idle' }));
    actor.send({ type: 'PAGE.FOCUS' });
    expect(pages).toBe(2);
    actor.stop();
  });

  it('reloads on refocus only when asked; a local table asks its host', async () => {
    const { io, calls } = fakeIo();
    const plain = createActor(tableMachine.provide({ actors: tableActors(io) }), {
      input: { columns, needTableColSet: false },
    });
    plain.start();
    await waitFor(plain, (s) => s.matches({ rows: 'idle' }));
    plain.send({ type: 'PAGE.FOCUS' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.pages).toBe(1);
    plain.stop();

    const local = createActor(tableMachine, {
      input: { columns, needTableColSet: false, data: [], reloadOnFocus: true },
    });
    const reloads = jest.fn();
    local.on('reload', reloads);
    local.start();
    local.send({ type: 'PAGE.FOCUS' });
    expect(reloads).toHaveBeenCalledTimes(1);
    local.stop();
  });
});
