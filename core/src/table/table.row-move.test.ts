import { ROW_MOVE_IDLE, connectRowMove, planTableRowMove, previewOrder, rowMoveKey } from './table.row-move';
import { rowEditFields } from './table.row-fields';
import type { FormItem } from '../form';

const rows = [
  { id: 'a', sort: 65536 },
  { id: 'b', sort: 131072 },
  { id: 'c', sort: 196608 },
];
const keyOf = (row: Record<string, unknown>) => String(row.id);
const keys = ['a', 'b', 'c'];

describe('planTableRowMove', () => {
  it('writes the moved row only, at the midpoint of its new neighbours', () => {
    const move = planTableRowMove(rows, keyOf, 'sort', 2, 0);
    expect(move?.rows.map(keyOf)).toEqual(['c', 'a', 'b']);
    expect(move?.writes).toEqual([{ id: 'c', sort: 32768 }]);
    expect(move?.rows[0]).toEqual({ id: 'c', sort: 32768 });
    expect(move).toMatchObject({ key: 'c', from: 2, to: 0 });
  });
  it('renumbers when there is no integer room, and goes nowhere for the same place', () => {
    const tight = [
      { id: 'a', sort: 1 },
      { id: 'b', sort: 2 },
      { id: 'c', sort: 3 },
    ];
    expect(planTableRowMove(tight, keyOf, 'sort', 2, 1)?.writes.length).toBeGreaterThan(1);
    expect(planTableRowMove(rows, keyOf, 'sort', 1, 1)).toBeUndefined();
    expect(planTableRowMove(rows, keyOf, 'sort', 1, 5)).toBeUndefined();
  });
});

describe('rowMoveKey', () => {
  it('lifts with Space, moves with the arrows, drops with Enter', () => {
    let step = rowMoveKey(ROW_MOVE_IDLE, keys, 'a', ' ');
    expect(step.state.lifted).toEqual({ key: 'a', from: 0, at: 0 });
    expect(step.state.said?.key).toBe('table.drag.lifted');
    step = rowMoveKey(step.state, keys, 'a', 'ArrowDown');
    step = rowMoveKey(step.state, keys, 'a', 'ArrowDown');
    expect(step.state.said).toEqual({
      key: 'table.drag.over',
      values: { key: 'a', position: '3', total: '3' },
    });
    expect(previewOrder(keys, step.state)).toEqual(['b', 'c', 'a']);
    const end = rowMoveKey(step.state, keys, 'a', 'ArrowDown');
    expect(end.handled).toBe(true);
    expect(end.state).toBe(step.state);
    const drop = rowMoveKey(step.state, keys, 'a', 'Enter');
    expect(drop.drop).toEqual({ from: 0, to: 2 });
    expect(drop.state.lifted).toBeUndefined();
    expect(drop.state.said?.key).toBe('table.drag.moved');
  });
  it('Esc puts the row back; dropping in place moves nothing; other keys pass', () => {
    const lifted = rowMoveKey(ROW_MOVE_IDLE, keys, 'b', 'Enter').state;
    const moved = rowMoveKey(lifted, keys, 'b', 'ArrowUp').state;
    const cancelled = rowMoveKey(moved, keys, 'b', 'Escape');
    expect(cancelled.drop).toBeUndefined();
    expect(cancelled.state).toEqual({
      lifted: undefined,
      said: { key: 'table.drag.cancelled', values: { key: 'b' } },
    });
    expect(rowMoveKey(lifted, keys, 'b', ' ').drop).toBeUndefined();
    expect(rowMoveKey(ROW_MOVE_IDLE, keys, 'b', 'ArrowDown').handled).toBe(false);
    expect(rowMoveKey(lifted, keys, 'b', 'Tab').handled).toBe(false);
  });
});

describe('connectRowMove', () => {
  const t = (key: string, values?: Record<string, string>) => `${key}${values ? JSON.stringify(values) : ''}`;
  it('says the last step, or the failure', () => {
    const lifted = rowMoveKey(ROW_MOVE_IDLE, keys, 'a', ' ').state;
    expect(connectRowMove(lifted, false, undefined, { t: t as never }).announcement).toContain(
      'table.drag.lifted',
    );
    const failed = connectRowMove(ROW_MOVE_IDLE, false, { key: 'a', reason: 'nope' }, { t: t as never });
    expect(failed.announcement).toBe('table.drag.failed{"key":"a","reason":"nope"}');
    expect(failed.labels.handle('a')).toBe('table.drag.handle{"key":"a"}');
  });
});

describe('rowEditFields', () => {
  it('edits the items in column order, the input from the item type or the value type', () => {
    const items = [
      { id: 'amount', itemType: 'INPUT', label: 'A' },
      { id: 'title', itemType: 'INPUT', label: 'T', required: true },
      { id: 'status', itemType: 'INPUT', label: 'S' },
    ] as FormItem[];
    const fields = rowEditFields(
      [
        { dataIndex: 'title', title: 'Title' },
        { dataIndex: 'status', title: 'Status', valueType: 'enum', valueEnum: { open: { text: 'Open' } } },
        { dataIndex: 'amount', title: 'Amount', valueType: 'money' },
      ],
      items,
    );
    expect(fields.map((field) => [field.field, field.kind, field.required])).toEqual([
      ['title', 'text', true],
      ['status', 'select', false],
      ['amount', 'number', false],
    ]);
    expect(fields[1]?.options).toEqual([{ value: 'open', label: 'Open' }]);
    expect(fields[2]?.parse('12.5')).toBe(12.5);
    expect(fields[2]?.parse('')).toBeNull();
    expect(fields[2]?.parse('x')).toBe('x');
  });
});
