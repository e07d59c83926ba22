import { createActor, fromPromise, waitFor } from 'xstate';
import type { FormItem } from '../form/form.types';
import { isRowDirty, keyboardMoveTarget, planRowMove, rowEditMachine } from './table.row-edit';

const items: FormItem[] = [
  { id: 'name', itemType: 'input', label: 'Name', required: true },
  { id: 'city', itemType: 'input', label: 'City' },
] as FormItem[];

const rowA = { id: 'a', name: 'Ann', city: 'Oslo' };
const rowB = { id: 'b', name: 'Bob', city: 'Rome' };

function start(save: (input: { key: string; values: Record<string, unknown> }) => Promise<unknown>) {
  const machine = rowEditMachine.provide({
    actors: { saveRow: fromPromise(({ input }) => save(input)) },
  });
  const actor = createActor(machine, { input: { items } });
  actor.start();
  return actor;
}

describe('rowEditMachine', () => {
  it('edits one row, saves through the host call and leaves edit mode', async () => {
    const calls: unknown[] = [];
    const actor = start(async (input) => {
      calls.push(input);
    });
    actor.send({ type: 'START', key: 'a', row: rowA });
    actor.send({ type: 'CHANGE', field: 'city', value: 'Bergen' });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().value).toBe('saving');
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(calls).toEqual([{ key: 'a', row: rowA, values: { name: 'Ann', city: 'Bergen' } }]);
    expect(actor.getSnapshot().context.rowKey).toBeUndefined();
  });

  it('refuses to save invalid values, using the form rules', () => {
    const actor = start(() => Promise.resolve());
    actor.send({ type: 'START', key: 'a', row: rowA });
    actor.send({ type: 'CHANGE', field: 'name', value: '' });
    actor.send({ type: 'SAVE' });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('editing');
    expect(Object.keys(context.errors)).toEqual(['name']);
    expect(context.notice).toBe('table.edit.invalid');
    actor.send({ type: 'CHANGE', field: 'name', value: 'Anna' });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('keeps the edited values and the error on the row when the save fails', async () => {
    const actor = start(() => Promise.reject(new Error('Name taken')));
    actor.send({ type: 'START', key: 'a', row: rowA });
    actor.send({ type: 'CHANGE', field: 'name', value: 'Zed' });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    const { context } = actor.getSnapshot();
    expect(context.rowKey).toBe('a');
    expect(context.values.name).toBe('Zed');
    expect(context.saveError).toBe('Name taken');
    expect(context.notice).toBe('table.edit.saveFailed');
  });

  it('Esc cancels: the values are dropped', () => {
    const actor = start(() => Promise.resolve());
    actor.send({ type: 'START', key: 'a', row: rowA });
    actor.send({ type: 'CHANGE', field: 'name', value: 'Zed' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.values).toEqual({});
  });

  it('refuses a second row while the first has unsaved changes, switches when clean', () => {
    const actor = start(() => Promise.resolve());
    actor.send({ type: 'START', key: 'a', row: rowA });
    actor.send({ type: 'START', key: 'b', row: rowB });
    expect(actor.getSnapshot().context.rowKey).toBe('b');
    actor.send({ type: 'CHANGE', field: 'city', value: 'Milan' });
    actor.send({ type: 'START', key: 'a', row: rowA });
    expect(actor.getSnapshot().context.rowKey).toBe('b');
    expect(actor.getSnapshot().context.notice).toBe('table.edit.busy');
    actor.send({ type: 'NOTICE.DISMISS' });
    expect(actor.getSnapshot().context.notice).toBeUndefined();
  });

  it('edits one cell: only that cell is validated and sent', async () => {
    const calls: unknown[] = [];
    const actor = start(async (input) => {
      calls.push(input.values);
    });
    actor.send({ type: 'START', key: 'a', row: { ...rowA, name: '' }, field: 'city' });
    actor.send({ type: 'CHANGE', field: 'city', value: 'Bergen' });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(calls).toEqual([{ city: 'Bergen' }]);
  });
});

describe('isRowDirty', () => {
  it('compares by value', () => {
    expect(isRowDirty(rowA, { name: 'Ann' })).toBe(false);
    expect(isRowDirty(rowA, { name: 'Anne' })).toBe(true);
    expect(isRowDirty({ tags: ['x'] }, { tags: ['x'] })).toBe(false);
    expect(isRowDirty(undefined, { name: 'x' })).toBe(false);
  });
});

describe('planRowMove and keyboardMoveTarget', () => {
  const rows = [
    { id: 'a', sort: 65536 },
    { id: 'b', sort: 131072 },
    { id: 'c', sort: 196608 },
  ];
  it('writes only the moved row', () => {
    const { rows: next, plan } = planRowMove(rows, 2, 0);
    expect(next.map((row) => row.id)).toEqual(['c', 'a', 'b']);
    expect(plan.update).toHaveLength(1);
    expect(plan.update[0]?.id).toBe('c');
  });
  it('moves by arrow keys within the list', () => {
    expect(keyboardMoveTarget(0, 3, 'ArrowUp')).toBeUndefined();
    expect(keyboardMoveTarget(0, 3, 'ArrowDown')).toBe(1);
    expect(keyboardMoveTarget(2, 3, 'ArrowDown')).toBeUndefined();
    expect(keyboardMoveTarget(2, 3, 'Enter')).toBeUndefined();
  });
});
