// Issue 38: header filters in core (the values a column offers, the state, local rows filtered,
// the list call's filters).
import { createActor, waitFor } from 'xstate';
import { connectEnv } from '../shared/connect';
import { connectTable } from './table.connect';
import {
  filterKeysOf,
  filterOptionsOf,
  filterQuery,
  filterRows,
  filtersOf,
  withFilter,
  TABLE_FILTER_OPTIONS_MAX,
} from './table.filters';
import { tableMachine, type TableInput } from './table.machine';
import { tableTexts } from './messages';
import { tableActors, type ColumnSettingsServices, type TableDataQuery } from './table.service';
import type { TableColumn, TableRow } from './table.types';

const env = connectEnv(tableTexts, 'en_US', 'desktop');

const rows: TableRow[] = [
  { id: '1', status: 'open', city: 'Beijing', tags: ['a', 'b'], owner: { id: 'u1', name: 'Wu' } },
  { id: '2', status: 'done', city: 'Shanghai', tags: ['b'], owner: { id: 'u2', name: 'Li' } },
  { id: '3', status: 'open', city: 'Beijing', tags: [], owner: null },
  { id: '4', status: 'draft', city: '', tags: ['c'], owner: { id: 'u1', name: 'Wu' } },
];

describe('filterKeysOf', () => {
  it.each([
    ['text', 'open', ['open']],
    ['number', 3, ['3']],
    ['boolean', false, ['false']],
    ['empty text', '', []],
    ['null', null, []],
    ['a list', ['a', 2], ['a', '2']],
    ['a person', { id: 'u1', name: 'Wu' }, ['u1']],
    ['an option', { value: 'x', label: 'X' }, ['x']],
    ['a record without key', { name: 'Wu' }, []],
  ])('%s', (_, value, keys) => expect(filterKeysOf(value)).toEqual(keys));
});

describe('filterOptionsOf', () => {
  const text = (value: unknown) =>
    value && typeof value === 'object'
      ? String((value as { name?: unknown }).name ?? '')
      : String(value ?? '');

  it('gives the declared values as text, in their order', () => {
    const column = {
      filters: [
        { value: 'b', text: 'Bee' },
        { value: 'a', text: 'Ay' },
      ],
    };
    expect(filterOptionsOf(column, rows, 'tags', text)).toEqual([
      { value: 'b', text: 'Bee' },
      { value: 'a', text: 'Ay' },
    ]);
  });

  it('reads a valueEnum for filters: true', () => {
    const column = {
      filters: true as const,
      valueEnum: { open: { text: 'Open' }, done: { text: 'Done' } },
    };
    expect(filterOptionsOf(column, rows, 'status', text)).toEqual([
      { value: 'open', text: 'Open' },
      { value: 'done', text: 'Done' },
    ]);
  });

  it('else the distinct values of the rows, labelled and sorted, empty ones left out', () => {
    expect(filterOptionsOf({ filters: true }, rows, 'city', text)).toEqual([
      { value: 'Beijing', text: 'Beijing' },
      { value: 'Shanghai', text: 'Shanghai' },
    ]);
    // records by their key, labelled by their name; lists by their items
    expect(filterOptionsOf({ filters: true }, rows, 'owner', text)).toEqual([
      { value: 'u2', text: 'Li' },
      { value: 'u1', text: 'Wu' },
    ]);
    expect(filterOptionsOf({ filters: true }, rows, 'tags', text).map((o) => o.value)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('sorts the labels in the order given (Chinese names by their pinyin)', () => {
    const names = [{ n: '吴超' }, { n: '张敏' }, { n: '李娜' }, { n: '王强' }];
    const pinyin = new Intl.Collator('zh-CN').compare;
    expect(filterOptionsOf({ filters: true }, names, 'n', text, pinyin).map((o) => o.text)).toEqual([
      '李娜',
      '王强',
      '吴超',
      '张敏',
    ]);
  });

  it('offers at most TABLE_FILTER_OPTIONS_MAX values read from the rows', () => {
    const many = Array.from({ length: 300 }, (_, i) => ({ n: i }));
    expect(filterOptionsOf({ filters: true }, many, 'n', text)).toHaveLength(TABLE_FILTER_OPTIONS_MAX);
  });

  it('offers nothing without filters', () => {
    expect(filterOptionsOf({}, rows, 'city', text)).toEqual([]);
  });
});

describe('the filter state', () => {
  it('sets, replaces and removes a column, the same object back when unchanged', () => {
    const one = withFilter(filtersOf({}), 'status', ['open', 'open', 'done']);
    expect(one).toEqual({ status: ['open', 'done'] });
    expect(withFilter(one, 'status', ['open', 'done'])).toBe(one);
    const two = withFilter(one, 'city', [1]);
    expect(two).toEqual({ status: ['open', 'done'], city: ['1'] });
    expect(withFilter(two, 'status', [])).toEqual({ city: ['1'] });
    expect(withFilter(withFilter(two, 'status', []), 'city', [])).toBe(filtersOf({}));
  });

  it('reads a host filter list, dropping empty ones', () => {
    expect(filtersOf({ a: ['x'], b: [] })).toEqual({ a: ['x'] });
  });

  it('lets through rows that match one chosen value of every filtered column', () => {
    const ids = (filters: Parameters<typeof filterRows>[1]) => filterRows(rows, filters).map((r) => r.id);
    expect(filterRows(rows, {})).toBe(rows);
    expect(ids({ status: ['open'] })).toEqual(['1', '3']);
    expect(ids({ status: ['open', 'draft'], city: ['Beijing'] })).toEqual(['1', '3']);
    expect(ids({ tags: ['b'] })).toEqual(['1', '2']);
    expect(ids({ owner: ['u1'] })).toEqual(['1', '4']);
    // an empty cell matches no value
    expect(ids({ city: ['Beijing', 'Shanghai'] })).toEqual(['1', '2', '3']);
  });

  it('sends nothing in the list call when no filter is set', () => {
    expect(filterQuery({})).toBeUndefined();
    expect(filterQuery({ status: ['open'] })).toEqual({ status: ['open'] });
  });
});

const columns: TableColumn[] = [
  { dataIndex: 'id', title: 'No.' },
  {
    dataIndex: 'status',
    title: 'Status',
    valueType: 'enum',
    valueEnum: { open: { text: 'Open' }, done: { text: 'Done' }, draft: { text: 'Draft' } },
    filters: true,
  },
  { dataIndex: 'city', title: 'City', filters: true, filterMultiple: false },
];

function start(input: Partial<TableInput>, io?: ColumnSettingsServices) {
  const machine = io ? tableMachine.provide({ actors: tableActors(io) }) : tableMachine;
  const actor = createActor(machine, { input: { columns, ...input } });
  const emitted: unknown[] = [];
  actor.on('filter', (event) => emitted.push(event.filters));
  actor.start();
  const view = () => connectTable(actor.getSnapshot(), actor.send, env);
  return { actor, view, emitted };
}

describe('header filters on rows the host gives', () => {
  it('offers each filterable column, filters the rows and the total, and says why the list is empty', () => {
    const { view, emitted } = start({ data: rows, pageSize: 2, paginationType: 'part' });
    expect(view().filters.visible).toBe(true);
    expect(view().filters.columns.map((c) => c.dataIndex)).toEqual(['status', 'city']);
    const status = view().columns.find((c) => c.dataIndex === 'status')!.filter!;
    expect(status.label).toBe('Filter Status');
    expect(status.options.map((o) => o.text)).toEqual(['Open', 'Done', 'Draft']);
    expect(view().columns.find((c) => c.dataIndex === 'id')!.filter).toBeNull();

    view().pagination.go(2);
    status.set(['open']);
    expect(view().rows.map((r) => r.id)).toEqual(['1', '3']);
    expect(view().pagination.current).toBe(1);
    expect(view().pagination.total).toBe(2);
    expect(view().filters.label).toBe('Filter (1)');
    expect(emitted).toEqual([{ status: ['open'] }]);

    // a single-choice filter keeps the last value only
    const city = view().filters.columns[1]!.filter;
    city.toggle('Shanghai');
    expect(view().filters.columns[1]!.filter.values).toEqual(['Shanghai']);
    expect(view().rows).toEqual([]);
    expect(view().emptyText).toBe('No rows match the filters');

    view().filters.clear();
    expect(view().rows.map((r) => r.id)).toEqual(['1', '2']);
    expect(view().pagination.total).toBe(4);
    expect(view().filters.label).toBe('Filter');
    expect(view().emptyText).toBe('No data');
  });

  it('keeps the options and values while they do not change (a skin compares them)', () => {
    const { view } = start({ data: rows });
    const before = view().columns[2]!.filter!;
    const after = view().columns[2]!.filter!;
    expect(after.options).toBe(before.options);
    expect(after.values).toBe(before.values);
  });

  it('toggles a value of a multiple filter on and off', () => {
    const { view } = start({ data: rows, filters: { status: ['open'] } });
    expect(view().rows.map((r) => r.id)).toEqual(['1', '3']);
    view().columns[1]!.filter!.toggle('done');
    expect(view().columns[1]!.filter!.values).toEqual(['open', 'done']);
    view().columns[1]!.filter!.toggle('open');
    expect(view().rows.map((r) => r.id)).toEqual(['2']);
  });
});

describe('header filters on a fetched list', () => {
  function fakeIo() {
    const queries: TableDataQuery[] = [];
    const io = {
      query: async () => ({ settings: null, pageSize: 0, source: 'none' }),
      getData: async (query: TableDataQuery) => {
        queries.push(query);
        const chosen = query.filters?.status;
        const page = chosen ? rows.filter((r) => chosen.includes(String(r.status))) : rows;
        return { rows: page, total: page.length, hasMore: false };
      },
    } as unknown as ColumnSettingsServices;
    return { io, queries };
  }

  it('sends the filters in the list call from the first page, and none when cleared', async () => {
    const { io, queries } = fakeIo();
    const { actor, view } = start({ current: 3 }, io);
    await waitFor(actor, (s) => s.matches({ rows: 'idle' }));
    expect(queries[0]).toEqual({ current: 3, pageSize: 20 });
    view().columns[1]!.filter!.set(['done']);
    expect(view().loading).toBe(true);
    await waitFor(actor, (s) => s.matches({ rows: 'idle' }));
    expect(queries[1]).toEqual({ current: 1, pageSize: 20, filters: { status: ['done'] } });
    // the server's rows as they came (not filtered again here)
    expect(view().rows.map((r) => r.id)).toEqual(['2']);
    view().filters.clear();
    await waitFor(actor, (s) => s.matches({ rows: 'idle' }));
    expect(queries[2]).toEqual({ current: 1, pageSize: 20 });
    // the same choice again loads nothing
    view().filters.clear();
    expect(actor.getSnapshot().matches({ rows: 'idle' })).toBe(true);
    expect(queries).toHaveLength(3);
  });

  it('drops a load in flight for the filtered one', async () => {
    const { io, queries } = fakeIo();
    const { actor, view } = start({}, io);
    // the first page is loading
    view().columns[1]!.filter!.set(['open']);
    await waitFor(actor, (s) => s.matches({ rows: 'idle' }));
    expect(view().rows.map((r) => r.id)).toEqual(['1', '3']);
    expect(queries.at(-1)?.filters).toEqual({ status: ['open'] });
  });
});
