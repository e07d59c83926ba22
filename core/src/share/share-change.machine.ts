// One change of the Share and Auth list sent to the server (spec 4; issue 35 items 8, 9): a delete, a
// top or a reorder, named at the table's version. A child of shareListMachine (issue 37 item 2): the
// list invokes it for each change and reads its outcome when it ends.
import { assign, fromPromise, setup } from 'xstate';
import { failureOf, type Failure } from '../http/failure';
import { isSaveProblem, saveProblemOf, type SaveProblem } from '../http/save-problem';
import type { SortPlan } from '../shared/sort-entry';
import type { SharePage, ShareQuery } from './share.types';
import { rejectUntilProvided } from '../shared/reject-until-provided';

/** A change of the list that did not go through (also the change being sent). */
export type ShareNotice = 'delete' | 'top' | 'sort';

/** One sort write of the permission table (spec 4 sorting). */
export type ShareSortPlan = SortPlan<{ id: string; sort: number }>;

/** Input of `shareChangeMachine`. */
export interface ShareChangeInput {
  change: ShareNotice;
  /** Ids of a delete, or the row of a top. */
  ids: readonly string[];
  /** The writes of a reorder. */
  plan: ShareSortPlan | null;
  /** The table's version the change names. */
  version?: number;
  /** An overwrite after a conflict: the page call that reads the version in force first; else null. */
  overwrite: ShareQuery | null;
}

/** How the change ended, with the version it was last sent at. */
export type ShareChangeOutput = { version?: number } & (
  | { outcome: 'saved' }
  /** A conflict or a refusal: the user decides. */
  | { outcome: 'problem'; problem: SaveProblem }
  /** Any other failure; `overwrite` when reading the version in force failed. */
  | { outcome: 'failed'; failure: Failure; overwrite: boolean }
);

/** What `shareChangeMachine` holds: its input and, once it ends, how. */
export interface ShareChangeContext extends Omit<ShareChangeInput, 'ids'> {
  ids: string[];
  result: ShareChangeOutput | null;
}

// how each send ends: saved, a problem for the user, or a failure
const settled = {
  onDone: { target: '#shareChange.done', actions: 'saved' },
  onError: [
    { guard: 'problem', target: '#shareChange.done', actions: 'problem' },
    { target: '#shareChange.done', actions: 'failed' },
  ],
} as const;

/** Sends one change of the share list; an overwrite reads the version in force, then sends it again. */
export const shareChangeMachine = setup({
  types: {
    input: {} as ShareChangeInput,
    context: {} as ShareChangeContext,
    output: {} as ShareChangeOutput,
  },
  // IO: each rejects until provided (shareListActors gives the real ones, tests fakes)
  actors: {
    fetchList: fromPromise<SharePage, ShareQuery>(rejectUntilProvided('fetchList')),
    removeShares: fromPromise<void, { ids: string[]; version?: number }>(rejectUntilProvided('removeShares')),
    topShare: fromPromise<void, { id: string; version?: number }>(rejectUntilProvided('topShare')),
    sortShares: fromPromise<void, { plan: ShareSortPlan; version?: number }>(
      rejectUntilProvided('sortShares'),
    ),
  },
  actions: {
    saved: assign(({ context }) => ({ result: { outcome: 'saved' as const, version: context.version } })),
    problem: assign(({ context, event }) => ({
      result: {
        outcome: 'problem' as const,
        problem: saveProblemOf((event as { error?: unknown }).error) as SaveProblem,
        version: context.version,
      },
    })),
    failed: assign(({ context, event }) => ({
      result: {
        outcome: 'failed' as const,
        failure: failureOf(
          context.change === 'delete' ? 'delete' : 'save',
          (event as { error?: unknown }).error,
        ),
        overwrite: false,
        version: context.version,
      },
    })),
  },
  guards: {
    problem: ({ event }) => isSaveProblem((event as { error?: unknown }).error),
    is: ({ context }, change: ShareNotice) => context.change === change,
  },
}).createMachine({
  id: 'shareChange',
  context: ({ input }) => ({ ...input, ids: [...input.ids], result: null }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: ({ context }) => context.overwrite !== null, target: 'reading' },
        { target: 'sending' },
      ],
    },
    // issue 35 item 9: the overwrite names the version in force now
    reading: {
      invoke: {
        src: 'fetchList',
        input: ({ context }) => context.overwrite as ShareQuery,
        onDone: {
          target: 'sending',
          actions: assign(({ context, event }) => ({ version: event.output.version ?? context.version })),
        },
        onError: {
          target: 'done',
          actions: assign(({ context, event }) => ({
            result: {
              outcome: 'failed' as const,
              failure: failureOf('save', event.error),
              overwrite: true,
              version: context.version,
            },
          })),
        },
      },
    },
    sending: {
      initial: 'choose',
      states: {
        choose: {
          always: [
            { guard: { type: 'is', params: 'delete' }, target: 'deleting' },
            { guard: { type: 'is', params: 'top' }, target: 'topping' },
            { target: 'sorting' },
          ],
        },
        deleting: {
          invoke: {
            src: 'removeShares',
            ...settled,
            input: ({ context }) => ({ ids: [...context.ids], version: context.version }),
          },
        },
        topping: {
          invoke: {
            src: 'topShare',
            ...settled,
            input: ({ context }) => ({ id: context.ids[0] ?? '', version: context.version }),
          },
        },
        sorting: {
          invoke: {
            src: 'sortShares',
            ...settled,
            input: ({ context }) => ({
              plan: context.plan ?? { create: [], update: [], delete: [] },
              version: context.version,
            }),
          },
        },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.result ?? { outcome: 'saved', version: context.version },
});

export type ShareChangeMachine = typeof shareChangeMachine;
