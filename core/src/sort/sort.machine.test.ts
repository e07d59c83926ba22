import { createActor, fromPromise, waitFor } from 'xstate';
import { connectEnv } from '../shared/connect';
import { sortTexts } from './messages';
import { connectSortList } from './sort.connect';
import { sortListMachine, type SortableItem } from './sort.machine';
import type { SortPlan } from './sort.types';

const ITEMS: SortableItem[] = ['A', 'B', 'C', 'D'].map((label, index) => ({
  id: label.toLowerCase(),
  label,
  sort: (index + 1) * 65536,
}));

function start(save: (plan: SortPlan<SortableItem>) => Promise<void> = async () => {}, readOnly = false) {
  const plans: SortPlan<SortableItem>[] = [];
  const machine = sortListMachine.provide({
    actors: {
      save: fromPromise<void, SortPlan<SortableItem>>(({ input }) => {
        plans.push(input);
        return save(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { items: ITEMS, readOnly } }).start();
  const view = () =>
    connectSortList(actor.getSnapshot(), actor.send, connectEnv(sortTexts, 'en_US', 'desktop'));
  return { actor, plans, view };
}

const order = (view: ReturnType<typeof start>['view']) =>
  view()
    .rows.map((row) => row.label)
    .join('');

describe('sortable list (spec 4)', () => {
  it('saves only the moved entry of a drag', async () => {
    const { actor, plans, view } = start();
    view().move(3, 1);
    expect(order(view)).toBe('ADBC');
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(plans).toEqual([{ create: [], update: [{ id: 'd', sort: 98304 }], delete: [] }]);
  });

  it('moves by keyboard: pick up, arrows, drop; announces each step; Escape cancels', async () => {
    const { actor, plans, view } = start();
    expect(view().keyDown(1, ' ')).toBe(true);
    expect(view().announcement).toBe('Picked up "B", position 2 of 4');
    view().keyDown(1, 'ArrowDown');
    expect(order(view)).toBe('ACBD');
    expect(view().rows[2]?.grabbed).toBe(true);
    view().keyDown(1, 'ArrowDown');
    expect(view().announcement).toBe('"B" moved to position 4 of 4');
    view().keyDown(1, ' ');
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    // an adjacent move writes the entry the user moved, never its neighbour
    expect(plans).toEqual([{ create: [], update: [{ id: 'b', sort: 327680 }], delete: [] }]);
    expect(order(view)).toBe('ACDB');
    view().keyDown(0, 'Enter');
    view().keyDown(0, 'ArrowDown');
    view().keyDown(0, 'Escape');
    expect(order(view)).toBe('ACDB');
    expect(view().announcement).toBe('Move of "A" canceled');
    expect(view().keyDown(0, 'x')).toBe(false);
  });

  it('restores the order when the save fails', async () => {
    const { actor, view } = start(() => Promise.reject(new Error('500')));
    view().rows[0]?.moveDown();
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(order(view)).toBe('ABCD');
    expect(view().error).toBe('The order could not be saved; the previous order is back');
  });

  it('sends nothing for a move onto itself, and nothing when read-only', async () => {
    const { plans, view } = start();
    view().move(2, 2);
    expect(plans).toEqual([]);
    const readOnly = start(async () => {}, true);
    readOnly.view().move(0, 3);
    expect(readOnly.view().keyDown(0, ' ')).toBe(false);
    expect(readOnly.plans).toEqual([]);
    expect(order(readOnly.view)).toBe('ABCD');
  });
});
