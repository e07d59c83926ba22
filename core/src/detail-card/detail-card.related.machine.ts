import { assign, fromPromise, setup } from 'xstate';
import type { CardRelevanceData } from '../form';

export interface DetailCardRelatedInput {
  /** The card can ask for its related records again (see `createDetailCardServices`). */
  enabled: boolean;
}

export interface DetailCardRelatedContext {
  enabled: boolean;
  /** The groups the last refresh brought (none before the first). */
  reloaded: readonly CardRelevanceData[] | undefined;
  failed: boolean;
}

export type DetailCardRelatedEvent = { type: 'RELATED.RELOAD' };

/**
 * A card's related records asked for again (issue 38, pull to refresh): idle ⇄ reloading; the form
 * keeps its fields and the user's edits meanwhile, a failed refresh keeps the records shown.
 */
export const detailCardRelatedMachine = setup({
  types: {
    input: {} as DetailCardRelatedInput,
    context: {} as DetailCardRelatedContext,
    events: {} as DetailCardRelatedEvent,
  },
  actors: {
    loadRelated: fromPromise<readonly CardRelevanceData[]>(() =>
      Promise.reject(new Error('provide the loadRelated actor')),
    ),
  },
  guards: {
    enabled: ({ context }) => context.enabled,
  },
  actions: {
    assignReloaded: assign((_, reloaded: readonly CardRelevanceData[]) => ({ reloaded, failed: false })),
    markFailed: assign({ failed: true }),
  },
}).createMachine({
  id: 'detailCardRelated',
  context: ({ input }) => ({ enabled: input.enabled, reloaded: undefined, failed: false }),
  initial: 'idle',
  states: {
    idle: { on: { 'RELATED.RELOAD': { guard: 'enabled', target: 'reloading' } } },
    reloading: {
      invoke: {
        src: 'loadRelated',
        onDone: { target: 'idle', actions: { type: 'assignReloaded', params: ({ event }) => event.output } },
        onError: { target: 'idle', actions: 'markFailed' },
      },
    },
  },
});

export type DetailCardRelatedMachine = typeof detailCardRelatedMachine;
