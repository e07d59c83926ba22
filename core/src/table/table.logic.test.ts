import {
  SCROLL_X_COLUMN,
  TABLE_DEFAULTS,
  addSortRule,
  applyColumnSettings,
  clampColumnWidth,
  dragWidth,
  freeSortColumns,
  moveSortRule,
  operatesColumnWidth,
  estimateTextWidth,
  rowOperates,
  scopeFromPicks,
  splitOperates,
  canToggleColumn,
  checkableKeys,
  checkAllState,
  toggleChecked,
  effectivePageSize,
  moveColumn,
  pageAfterRemoval,
  pinColumn,
  pinOf,
  pinnedOrder,
  densityOf,
  readColumnSettings,
  resizeColumn,
  sameRows,
  settingsOf,
  shouldLoadMore,
  sortPlanOf,
  validateSyncScope,
  writeColumnSettings,
} from './table.logic';
import { SORT_STEP } from '../sort';
import type { SavedColumn, TableColumn } from './table.types';

const columns: TableColumn[] = ['a', 'b', 'c', 'd'].map((dataIndex) => ({
  dataIndex,
  title: dataIndex.toUpperCase(),
}));

describe('TABLE_DEFAULTS (spec 3)', () => {
  it('holds the store defaults', () => {
    expect(TABLE_DEFAULTS).toEqual({
      rowKey: 'id',
      tableType: 'NONE',
      pageSize: 0,
      current: 1,
      paginationType: 'part',
      needTableColSet: true,
      columnsNumConfig: { min: 0, max: Infinity },
      logType: 'tableCol',
      sourceOfTableColUpdate: 'same',
    });
  });
  it.each([
    [0, 20],
    [undefined, 20],
    [-3, 20],
    [1.5, 20],
    [50, 50],
  ])('spec 9: page size %p is %p in effect', (size, expected) => {
    expect(effectivePageSize(size)).toBe(expected);
  });
});

describe('readColumnSettings / writeColumnSettings (spec 3)', () => {
  it('splits orderType at its double-underscore suffix and reads the scroll column', () => {
    const read = readColumnSettings([
      { dataIndex: 'a', width: 120, orderType: 'asc__2', order: 0 },
      { dataIndex: 'b', orderType: 'desc', hidden: true },
      { dataIndex: SCROLL_X_COLUMN, width: 900 },
    ]);
    expect(read).toEqual({
      columns: [
        { dataIndex: 'a', width: 120, orderType: 'asc', orderSuffix: '2', order: 0 },
        { dataIndex: 'b', orderType: 'desc', hidden: true },
      ],
      scrollX: 900,
    });
  });

  it('drops entries a server may send that are not columns', () => {
    expect(
      readColumnSettings([null, 3, { width: 5 }, { dataIndex: '' }, { dataIndex: 'x' }] as unknown[]),
    ).toEqual({
      columns: [{ dataIndex: 'x' }],
    });
    expect(readColumnSettings('nope' as unknown as unknown[])).toEqual({ columns: [] });
  });

  const cases: SavedColumn[][] = [
    [],
    [{ dataIndex: 'a' }],
    [
      { dataIndex: 'a', orderType: 'x__' },
      { dataIndex: SCROLL_X_COLUMN, width: 0 },
    ],
    [
      { dataIndex: 'a', orderType: '__lead' },
      { dataIndex: 'b', orderType: 'a__b__c', title: 'kept' },
    ],
    [
      { dataIndex: 'a', width: 100, hidden: false, order: 3, fixed: 'left' },
      { dataIndex: SCROLL_X_COLUMN, width: 1200 },
    ],
  ];
  it.each(cases.map((list) => [list]))('round trip is lossless: %j', (list) => {
    expect(writeColumnSettings(readColumnSettings(list))).toStrictEqual(list);
  });

  it('round trip is lossless over generated column lists (property)', () => {
    // a small deterministic generator (LCG): 500 lists of mixed fields
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)] as T;
    for (let run = 0; run < 500; run++) {
      const list: SavedColumn[] = [];
      const n = Math.floor(next() * 8);
      for (let i = 0; i < n; i++) {
        const column: SavedColumn = { dataIndex: `c${i}_${pick(['x', 'y', '__z'])}` };
        if (next() < 0.6) column.width = Math.floor(next() * 900);
        if (next() < 0.5) column.orderType = pick(['asc', 'desc', 'asc__1', 'desc__', '__', 'a__b__c', '']);
        if (next() < 0.5) column.order = Math.floor(next() * 10);
        if (next() < 0.5) column.hidden = next() < 0.5;
        if (next() < 0.2) column.extra = { nested: [1, 2] };
        list.push(column);
      }
      if (next() < 0.5) list.push({ dataIndex: SCROLL_X_COLUMN, width: Math.floor(next() * 3000) });
      expect(writeColumnSettings(readColumnSettings(list))).toStrictEqual(list);
    }
  });
});

describe('applyColumnSettings (spec 3)', () => {
  const saved = readColumnSettings([
    { dataIndex: 'c', width: 200, order: 0 },
    { dataIndex: 'a', order: 1, hidden: true },
    { dataIndex: 'b', width: 90, order: 2 },
    { dataIndex: 'gone', order: 3 },
    { dataIndex: SCROLL_X_COLUMN, width: 700 },
  ]);
  const names = (list: { dataIndex: string }[]) => list.map((c) => c.dataIndex);

  it('shows the visible columns in the saved order and widths; new columns follow, shown', () => {
    const out = applyColumnSettings(columns, saved);
    expect(names(out)).toEqual(['c', 'b', 'd']);
    expect(out.map((c) => c.width)).toEqual([200, 90, 150]);
  });
  it('never shows the scroll-width column', () => {
    expect(names(applyColumnSettings([...columns, { dataIndex: SCROLL_X_COLUMN, title: '' }], null))).toEqual(
      ['a', 'b', 'c', 'd'],
    );
  });
  it('orders by place in the list when no order is saved', () => {
    expect(names(applyColumnSettings(columns, [{ dataIndex: 'd' }, { dataIndex: 'b' }]))).toEqual([
      'd',
      'b',
      'a',
      'c',
    ]);
  });
  it.each([
    [{ min: 4 }, ['c', 'a', 'b', 'd']],
    [{ max: 2 }, ['c', 'b']],
    [{ min: 0, max: 0 }, []],
    [{ min: 3, max: 1 }, ['c', 'b', 'd']],
  ])('respects the min and max counts %j', (config, expected) => {
    expect(names(applyColumnSettings(columns, saved, { columnsNumConfig: config }))).toEqual(expected);
  });
  it('clamps widths to 60..800', () => {
    const out = applyColumnSettings(columns, [
      { dataIndex: 'a', width: 5 },
      { dataIndex: 'b', width: 5000 },
    ]);
    expect(out.slice(0, 2).map((c) => c.width)).toEqual([60, 800]);
  });
});

describe('panel edits', () => {
  const base = settingsOf(columns, null);
  it('moves a column to the place of another and renumbers', () => {
    const moved = moveColumn(base, 'a', 'c');
    expect(moved.columns.map((c) => [c.dataIndex, c.order])).toEqual([
      ['b', 0],
      ['c', 1],
      ['a', 2],
      ['d', 3],
    ]);
    expect(moveColumn(base, 'a', 'nope')).toBe(base);
  });
  it('resizes and sums the scroll width of visible columns', () => {
    const resized = resizeColumn(base, 'b', 300);
    expect(resized.columns[1]?.width).toBe(300);
    expect(resized.scrollX).toBe(150 * 3 + 300);
  });
  it.each([
    [3, false, { min: 3, max: Infinity }, false],
    [3, false, { min: 2, max: Infinity }, true],
    [2, true, { min: 0, max: 2 }, false],
    [1, true, { min: 0, max: 2 }, true],
  ])('visible %p hidden %p config %j: can toggle %p', (count, hidden, config, expected) => {
    expect(canToggleColumn(count, hidden, config)).toBe(expected);
  });
});

describe('validateSyncScope (spec 5)', () => {
  it.each([
    [{}, {}, 'syncObject'],
    [{ syncObject: [] }, {}, 'syncObject'],
    [{ defaultObject: [] }, {}, 'defaultObject'],
    [{ syncObject: [{ type: 'subcompany', id: 's1' }] }, { showSubcompany: false }, 'syncObject'],
    [{ syncObject: [{ type: 'robot', id: 'r' }] }, { showSubcompany: true }, 'syncObject'],
    [{ syncObject: [{ type: 'user', id: '' }] }, {}, 'syncObject'],
  ])('%j with %j fails on %s', (values, options, field) => {
    const errors = validateSyncScope(values, options);
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field as 'syncObject']).toMatch(/\S/);
  });
  it.each([
    [
      {
        syncObject: [
          { type: 'user', id: 'u1' },
          { type: 'department', id: 'd1' },
        ],
      },
      {},
    ],
    [{ syncObject: [{ type: 'subcompany', id: 's1' }] }, { showSubcompany: true }],
    [{ defaultObject: [{ type: 'all', id: '' }] }, {}],
  ])('%j is valid', (values, options) => {
    expect(validateSyncScope(values, options)).toEqual({});
  });
});

describe('permissions, paging (spec 6, 9)', () => {
  it('spec 6: only rows in checkBoxPermission may be checked', () => {
    expect(checkableKeys(['1', '2', '3'], ['2'])).toEqual(['2']);
    expect(checkableKeys(['1', '2'], undefined)).toEqual(['1', '2']);
  });
  it.each([
    [3, 20, 41, 3],
    [3, 20, 40, 2],
    [1, 20, 0, 1],
  ])(
    'autoJumpNextPage: page %p of size %p with %p rows left shows page %p',
    (current, size, total, expected) => {
      expect(pageAfterRemoval(current, size, total)).toBe(expected);
    },
  );
  it('spec 9: loads more within 10 rows of the end', () => {
    expect(shouldLoadMore(89, 100, true)).toBe(true);
    expect(shouldLoadMore(80, 100, true)).toBe(false);
    expect(shouldLoadMore(99, 100, false)).toBe(false);
  });
});

describe('sortPlanOf (spec 4, via planSort)', () => {
  it('numbers a new list in steps of SORT_STEP, keyed by column', () => {
    const plan = sortPlanOf(
      [],
      [
        { dataIndex: 'a', direction: 'asc' },
        { dataIndex: 'b', direction: 'desc' },
      ],
    );
    expect(plan.create).toEqual([
      { id: 'a', sort: SORT_STEP },
      { id: 'b', sort: 2 * SORT_STEP },
    ]);
  });
  it('a move writes one rule; a removal is deleted', () => {
    const previous = [
      { id: 'a', dataIndex: 'a', direction: 'asc' as const, sort: SORT_STEP },
      { id: 'b', dataIndex: 'b', direction: 'asc' as const, sort: 2 * SORT_STEP },
      { id: 'c', dataIndex: 'c', direction: 'asc' as const, sort: 3 * SORT_STEP },
    ];
    const plan = sortPlanOf(previous, [previous[2]!, previous[0]!]);
    expect(plan.update).toEqual([{ id: 'c', sort: SORT_STEP / 2 }]);
    expect(plan.delete).toEqual(['b']);
  });
});

describe('column resize widths', () => {
  it('clamps to 60..800 px, rounds, and keeps the width before for a non-number', () => {
    expect(clampColumnWidth(333.4, 150)).toBe(333);
    expect(clampColumnWidth(10, 150)).toBe(60);
    expect(clampColumnWidth(-40, 150)).toBe(60);
    expect(clampColumnWidth(5000, 150)).toBe(800);
    expect(clampColumnWidth(Infinity, 150)).toBe(800);
    expect(clampColumnWidth(Number.NaN, 170)).toBe(170);
  });
  it('a drag gives the start width plus the distance moved, clamped', () => {
    expect(dragWidth(150, 100, 130)).toBe(180);
    expect(dragWidth(150, 100, 20)).toBe(70);
    expect(dragWidth(150, 100, -100)).toBe(60);
    expect(dragWidth(700, 0, 300)).toBe(800);
  });
});

describe('scopeFromPicks (spec 5, multi-select)', () => {
  const picks = [
    { id: 'u1', type: 'resource', name: 'Ann' },
    { id: 'd1', type: 'department' },
    { id: 's1', type: 'subcompany', name: 'North' },
    { id: 'u1', type: 'resource', name: 'Ann' },
    { id: '', type: 'resource' },
    { id: 'x', type: 'role' },
  ];
  it('maps browser types to scope types, once each, dropping types not offered', () => {
    expect(scopeFromPicks(picks, false)).toEqual([
      { type: 'user', id: 'u1', name: 'Ann' },
      { type: 'department', id: 'd1' },
    ]);
    expect(scopeFromPicks(picks, false, { showSubcompany: true })).toEqual([
      { type: 'user', id: 'u1', name: 'Ann' },
      { type: 'department', id: 'd1' },
      { type: 'subcompany', id: 's1', name: 'North' },
    ]);
  });
  it('everyone is the one entry all, and what it gives passes validateSyncScope', () => {
    expect(scopeFromPicks(picks, true)).toEqual([{ type: 'all', id: 'all' }]);
    expect(validateSyncScope({ syncObject: scopeFromPicks(picks, true) })).toEqual({});
    expect(
      validateSyncScope(
        { syncObject: scopeFromPicks(picks, false, { showSubcompany: true }) },
        { showSubcompany: true },
      ),
    ).toEqual({});
    expect(validateSyncScope({ syncObject: scopeFromPicks([], false) }).syncObject).toBeDefined();
  });
});

describe('row operates (spec 6)', () => {
  const operates = ['a', 'b', 'c', 'd'].map((key) => ({ key, label: key.toUpperCase() }));
  it('applies the table permission, then the row own one (list or comma-joined)', () => {
    expect(rowOperates(operates, undefined, { id: '1' }).map((o) => o.key)).toEqual(['a', 'b', 'c', 'd']);
    expect(rowOperates(operates, ['a', 'c'], { id: '1' }).map((o) => o.key)).toEqual(['a', 'c']);
    expect(rowOperates(operates, ['a', 'c'], { operatesPermission: ['c', 'd'] }).map((o) => o.key)).toEqual([
      'c',
    ]);
    expect(rowOperates(operates, undefined, { operatesPermission: 'b, d' }).map((o) => o.key)).toEqual([
      'b',
      'd',
    ]);
    expect(rowOperates(operates, undefined, { operatesPermission: [] })).toEqual([]);
    // anything else in the field is no row permission
    expect(rowOperates(operates, undefined, { operatesPermission: 3 })).toHaveLength(4);
  });
  it('up to three inline; more than three: two inline and the rest behind more', () => {
    expect(splitOperates([1, 2, 3])).toEqual({ inline: [1, 2, 3], more: [] });
    expect(splitOperates([1, 2, 3, 4])).toEqual({ inline: [1, 2], more: [3, 4] });
    expect(splitOperates([])).toEqual({ inline: [], more: [] });
  });
  it('the operates column is wide enough for its links, within the width limits', () => {
    const width = operatesColumnWidth(operates);
    expect(width).toBeGreaterThanOrEqual(60);
    expect(width).toBeLessThanOrEqual(800);
    expect(operatesColumnWidth(operates.slice(0, 1))).toBeLessThan(width);
  });
  it('the operates column fits two Chinese links and "更多 ▾" (issue 41: the more link was cut)', () => {
    const zh = ['查看', '编辑', '复制', '删除'].map((label, i) => ({ key: String(i), label }));
    // two links of 2 × 14 px + 8 px padding, 4 px gaps, the more link with its arrow, cell padding
    const needed = 32 + (28 + 8) * 2 + (28 + 8 + 18) + 2 * 4;
    expect(operatesColumnWidth(zh, '更多')).toBeGreaterThanOrEqual(needed);
    // an English label is measured too: a longer "more" label widens the column
    expect(operatesColumnWidth(zh, 'More actions')).toBeGreaterThan(operatesColumnWidth(zh, 'More'));
    expect(estimateTextWidth('查看')).toBe(28);
    expect(estimateTextWidth('View')).toBe(32);
  });
});

describe('sort dialog edits', () => {
  const cols = ['a', 'b', 'c'].map((value) => ({ value, label: value }));
  it('adds the first free column, moves and lists the free ones', () => {
    const one = addSortRule([], cols);
    expect(one).toEqual([{ dataIndex: 'a', direction: 'asc' }]);
    const two = addSortRule(one, cols);
    expect(freeSortColumns(cols, two).map((c) => c.value)).toEqual(['c']);
    expect(moveSortRule(two, 1, -1).map((r) => r.dataIndex)).toEqual(['b', 'a']);
    expect(moveSortRule(two, 1, 1)).toEqual(two);
    const all = addSortRule(two, cols);
    expect(addSortRule(all, cols)).toEqual(all);
  });
});

describe('checkAllState and toggleChecked (spec 6 boxes)', () => {
  const keys = ['1', '2', '3', '4'];
  const allowed = (key: string) => key !== '4';

  it('the header box is over every row that may be checked, and keeps other pages’ keys', () => {
    expect(checkAllState(keys, [], allowed)).toEqual({
      checked: false,
      indeterminate: false,
      disabled: false,
      next: ['1', '2', '3'],
    });
    expect(checkAllState(keys, ['x', '2'], allowed)).toMatchObject({
      checked: false,
      indeterminate: true,
      next: ['x', '1', '2', '3'],
    });
    expect(checkAllState(keys, ['1', 'x', '3', '2'], allowed)).toMatchObject({
      checked: true,
      indeterminate: false,
      next: ['x'],
    });
    expect(checkAllState(keys, [], () => false)).toMatchObject({ checked: false, disabled: true, next: [] });
  });

  it('one box: a checkbox table adds or removes the row, a radio table keeps only it', () => {
    expect(toggleChecked(['1'], '2', true, 'checkbox')).toEqual(['1', '2']);
    expect(toggleChecked(['1', '2'], '2', true, 'checkbox')).toEqual(['1', '2']);
    expect(toggleChecked(['1', '2'], '1', false, 'checkbox')).toEqual(['2']);
    expect(toggleChecked(['1'], '2', true, 'radio')).toEqual(['2']);
    expect(toggleChecked(['2'], '2', false, 'radio')).toEqual([]);
  });
});

describe('pinned columns (issue 38)', () => {
  const names = (list: { dataIndex: string; pin: unknown }[]) => list.map((c) => `${c.dataIndex}:${c.pin}`);
  it.each([
    ['left', 'left'],
    ['right', 'right'],
    [true, 'left'],
    [false, null],
    ['top', null],
    [1, null],
    [undefined, null],
  ])('pinOf(%p) is %p (a server answer read safely)', (value, expected) => {
    expect(pinOf(value)).toBe(expected);
  });
  it('left-pinned columns come first and right-pinned last, each group in the saved order', () => {
    const saved = readColumnSettings([
      { dataIndex: 'a' },
      { dataIndex: 'b', fixed: 'right' },
      { dataIndex: 'c', fixed: 'left' },
      { dataIndex: 'd', fixed: 'left' },
    ]);
    expect(names(applyColumnSettings(columns, saved))).toEqual(['c:left', 'd:left', 'a:null', 'b:right']);
  });
  it("the host's pin holds until the user's settings say otherwise (false: unpinned)", () => {
    const declared: TableColumn[] = [...columns.slice(0, 3), { dataIndex: 'd', title: 'D', fixed: 'left' }];
    expect(names(applyColumnSettings(declared, null))[0]).toBe('d:left');
    const unpinned = pinColumn(settingsOf(declared, null), 'd', null);
    expect(unpinned.columns.find((c) => c.dataIndex === 'd')?.fixed).toBe(false);
    expect(names(applyColumnSettings(declared, unpinned))).toEqual(['a:null', 'b:null', 'c:null', 'd:null']);
  });
  it('a pin is saved and read back with the widths and order (writeColumnSettings round trip)', () => {
    const pinned = pinColumn(pinColumn(settingsOf(columns, null), 'c', 'left'), 'a', 'right');
    const saved = writeColumnSettings(pinned);
    expect(saved.find((c) => c.dataIndex === 'c')?.fixed).toBe('left');
    expect(readColumnSettings(saved)).toEqual(pinned);
    expect(names(applyColumnSettings(columns, readColumnSettings(saved)))).toEqual([
      'c:left',
      'b:null',
      'd:null',
      'a:right',
    ]);
  });
  it('a hidden pinned column is not drawn; max count keeps the saved order before pins move', () => {
    const saved = readColumnSettings([
      { dataIndex: 'a' },
      { dataIndex: 'b' },
      { dataIndex: 'c', fixed: 'left', hidden: true },
      { dataIndex: 'd', fixed: 'left' },
    ]);
    expect(names(applyColumnSettings(columns, saved))).toEqual(['d:left', 'a:null', 'b:null']);
    expect(names(applyColumnSettings(columns, saved, { columnsNumConfig: { max: 2 } }))).toEqual([
      'a:null',
      'b:null',
    ]);
  });
  it('pinnedOrder is stable inside each side', () => {
    const list = [
      { dataIndex: '1', pin: 'right' as const },
      { dataIndex: '2', pin: null },
      { dataIndex: '3', pin: 'left' as const },
      { dataIndex: '4', pin: 'right' as const },
      { dataIndex: '5', pin: 'left' as const },
    ];
    expect(pinnedOrder(list).map((c) => c.dataIndex)).toEqual(['3', '5', '2', '1', '4']);
  });
  it.each([
    ['default', 'default'],
    ['compact', 'compact'],
    ['large', 'middle'],
    [undefined, 'middle'],
  ])('densityOf(%p) is %p', (value, expected) => {
    expect(densityOf(value)).toBe(expected);
  });
});

describe('sameRows', () => {
  it('takes rows rebuilt with the same content for the same rows', () => {
    const rows = [{ id: '1', name: 'Plan', tags: ['a'], owner: { id: 'u1' } }];
    expect(sameRows(rows, rows)).toBe(true);
    expect(sameRows(rows, [{ id: '1', name: 'Plan', tags: ['a'], owner: { id: 'u1' } }])).toBe(true);
  });

  it('sees a changed, added, removed or moved row', () => {
    const plan = { id: '1', name: 'Plan' };
    const budget = { id: '2', name: 'Budget' };
    const rows = [plan, budget];
    expect(sameRows(rows, [{ id: '1', name: 'Plan' }])).toBe(false);
    expect(sameRows(rows, [plan, { id: '2', name: 'Budget 2' }])).toBe(false);
    expect(sameRows(rows, [budget, plan])).toBe(false);
    expect(sameRows(rows, [plan, { id: '2', title: 'Budget' }])).toBe(false);
    expect(sameRows(rows, undefined)).toBe(false);
  });
});
