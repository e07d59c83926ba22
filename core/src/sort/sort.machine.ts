// A sortable list (spec 4 "Sorting"): a move (drag, or keyboard pick up / move / drop) reorders the
// list at once and saves only what planSort changed; a failed save restores the previous order.
import { assign, emit, fromPromise, setup } from 'xstate';
import { applySortPlan, moveEntry, planSortMove } from './sort.logic';
import type { SortPlan } from './sort.types';
import { rejectUntilProvided } from '../shared/reject-until-provided';

/** One entry of a sortable list. */
export interface SortableItem {
  id: string;
  /** The text shown (and announced). */
  label: string;
  sort?: number | null;
}

export interface SortListInput {
  items?: readonly SortableItem[];
  readOnly?: boolean;
}

export interface SortListContext {
  items: SortableItem[];
  readOnly: boolean;
  /** Keyboard move in progress: the picked entry's index and where it is now. */
  grabbed: { from: number; at: number } | null;
  previous: SortableItem[];
  pending: SortPlan<SortableItem> | null;
  error: boolean;
  /** What a screen reader hears last. */
  announcement: { key: 'grabbed' | 'moved' | 'dropped' | 'canceled'; name: string; position: number } | null;
}

export type SortListEvent =
  | { type: 'MOVE'; from: number; to: number }
  | { type: 'GRAB'; index: number }
  | { type: 'GRABBED.MOVE'; offset: number }
  | { type: 'DROP' }
  | { type: 'CANCEL' }
  | { type: 'ITEMS.SYNC'; items: readonly SortableItem[] }
  | { type: 'CONFIGURE'; readOnly?: boolean };

/** `change`: the list after a saved move and the plan that was sent. */
export type SortListEmitted = { type: 'change'; items: SortableItem[]; plan: SortPlan<SortableItem> };

// IO: each rejects until provided (the feature's service.ts gives the real actors, tests fakes)
const unprovidedActors = {
  save: fromPromise<void, SortPlan<SortableItem>>(rejectUntilProvided('save')),
};

const empty = (plan: SortPlan<SortableItem>) =>
  plan.create.length + plan.update.length + plan.delete.length === 0;

/** The context change of moving entry `from` to `to` (nothing when it does not move). */
function moved(context: SortListContext, from: number, to: number): Partial<SortListContext> {
  const { next, plan } = planSortMove(context.items as SortableItem[], from, to);
  if (empty(plan)) return { pending: null };
  const item = context.items[from] as SortableItem;
  return {
    previous: context.items as SortableItem[],
    items: applySortPlan(context.items as SortableItem[], next, plan),
    pending: plan,
    error: false,
    announcement: { key: 'dropped', name: item.label, position: next.indexOf(item) + 1 },
  };
}

export const sortListMachine = setup({
  types: {
    input: {} as SortListInput,
    context: {} as SortListContext,
    events: {} as SortListEvent,
    emitted: {} as SortListEmitted,
  },
  actors: unprovidedActors,
}).createMachine({
  id: 'sort-list',
  context: ({ input }) => ({
    items: [...(input.items ?? [])],
    readOnly: input.readOnly ?? false,
    grabbed: null,
    previous: [],
    pending: null,
    error: false,
    announcement: null,
  }),
  initial: 'idle',
  on: {
    CONFIGURE: {
      actions: assign(({ context, event }) => ({ readOnly: event.readOnly ?? context.readOnly })),
    },
  },
  states: {
    idle: {
      on: {
        'ITEMS.SYNC': { actions: assign(({ event }) => ({ items: [...event.items], grabbed: null })) },
        MOVE: {
          guard: ({ context }) => !context.readOnly,
          actions: assign(({ context, event }) => ({
            ...moved(context, event.from, event.to),
            grabbed: null,
          })),
          target: 'check',
        },
        GRAB: {
          guard: ({ context, event }) =>
            !context.readOnly && event.index >= 0 && event.index < context.items.length,
          actions: assign(({ context, event }) => ({
            grabbed: { from: event.index, at: event.index },
            announcement: {
              key: 'grabbed' as const,
              name: (context.items[event.index] as SortableItem).label,
              position: event.index + 1,
            },
          })),
        },
        'GRABBED.MOVE': {
          guard: ({ context }) => context.grabbed !== null,
          actions: assign(({ context, event }) => {
            const grabbed = context.grabbed as { from: number; at: number };
            const at = Math.max(0, Math.min(context.items.length - 1, grabbed.at + event.offset));
            const name = (context.items[grabbed.from] as SortableItem).label;
            return {
              grabbed: { ...grabbed, at },
              announcement: { key: 'moved' as const, name, position: at + 1 },
            };
          }),
        },
        CANCEL: {
          guard: ({ context }) => context.grabbed !== null,
          actions: assign(({ context }) => {
            const grabbed = context.grabbed as { from: number; at: number };
            const name = (context.items[grabbed.from] as SortableItem).label;
            return {
              grabbed: null,
              announcement: { key: 'canceled' as const, name, position: grabbed.from + 1 },
            };
          }),
        },
        DROP: {
          guard: ({ context }) => context.grabbed !== null,
          actions: assign(({ context }) => {
            const grabbed = context.grabbed as { from: number; at: number };
            return { ...moved(context, grabbed.from, grabbed.at), grabbed: null };
          }),
          target: 'check',
        },
      },
    },
    check: {
      always: [{ guard: ({ context }) => context.pending !== null, target: 'saving' }, { target: 'idle' }],
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => context.pending as SortPlan<SortableItem>,
        onDone: {
          target: 'idle',
          actions: [
            emit(({ context }) => ({
              type: 'change' as const,
              items: context.items as SortableItem[],
              plan: context.pending as SortPlan<SortableItem>,
            })),
            assign({ pending: null, previous: [] }),
          ],
        },
        onError: {
          target: 'idle',
          actions: assign(({ context }) => ({
            items: context.previous,
            previous: [],
            pending: null,
            error: true,
          })),
        },
      },
    },
  },
});

export type SortListMachine = typeof sortListMachine;

/** The order a skin shows: with a keyboard move in progress, the picked entry where it is now. */
export function shownOrder<T>(items: readonly T[], grabbed: { from: number; at: number } | null): T[] {
  return grabbed ? moveEntry(items, grabbed.from, grabbed.at) : [...items];
}
