// One change of the user's common phrases sent to the server (spec 2.3; issue 35 item 9): a phrase
// saved or deleted, a reorder, a group saved or deleted, named at the phrases' version. A child of
// commonPhrasesMachine (issue 37 item 2): the list invokes it for each change and reads its outcome
// when it ends.
import { assign, fromPromise, setup } from 'xstate';
import { failureOf, type Failure } from '../http/failure';
import { isSaveProblem, saveProblemOf, type SaveProblem, type Versioned } from '../http/save-problem';
import type { CommonPhrase, CommonPhraseGroup } from './comment.types';

/** The kinds of change to the user's phrases. */
export type PhraseChange = 'phrase' | 'delete' | 'sort' | 'group' | 'deleteGroup';

/** New sort values of a reorder. */
export type SortUpdate = { id: string; sort: number }[];
export type PhraseInput = { id?: string; content: string; groupId: string; sort?: number };
export type GroupInput = { id?: string; name: string; sort?: number };
export type SortInput = { kind: 'phrase' | 'group'; update: SortUpdate };

/** A change waiting to be sent, or being sent (kept through a conflict, for the overwrite). */
export interface PendingPhraseChange {
  kind: PhraseChange;
  payload: unknown;
}

/** Input of `phraseChangeMachine`. */
export interface PhraseChangeInput {
  pending: PendingPhraseChange;
  /** The version of the phrases the change names. */
  version?: number;
  /** An overwrite after a conflict: the version in force is read first. */
  overwrite: boolean;
}

/** How the change ended, with the version it was last sent at. */
export type PhraseChangeOutput = { version?: number } &
  /** `answer` is what the call returned (a saved phrase or group, or a version). */
  (
    | { outcome: 'saved'; answer: unknown }
    /** A conflict or a refusal: the user decides. */
    | { outcome: 'problem'; problem: SaveProblem }
    /** Any other failure; `overwrite` when reading the version in force failed. */
    | { outcome: 'failed'; failure: Failure; overwrite: boolean }
  );

/** What `phraseChangeMachine` holds: its input and, once it ends, how. */
export interface PhraseChangeContext extends PhraseChangeInput {
  result: PhraseChangeOutput | null;
}

const need = (name: string) => () => Promise.reject(new Error(`provide the ${name} actor`));
const errorOf = (event: unknown) => (event as { error?: unknown }).error;

// how each send ends: saved, a problem for the user, or a failure
const settled = {
  onDone: { target: '#phraseChange.done', actions: 'saved' },
  onError: [
    { guard: 'problem', target: '#phraseChange.done', actions: 'problem' },
    { target: '#phraseChange.done', actions: 'failed' },
  ],
} as const;

/** Sends one change of the common phrases; an overwrite reads the version in force, then sends it again. */
export const phraseChangeMachine = setup({
  types: {
    input: {} as PhraseChangeInput,
    context: {} as PhraseChangeContext,
    output: {} as PhraseChangeOutput,
  },
  // IO: each rejects until provided (commonPhrasesActors gives the real ones, tests fakes)
  actors: {
    /** The version the server holds now (an overwrite names it). */
    currentVersion: fromPromise<number | undefined>(need('currentVersion')),
    savePhrase: fromPromise<CommonPhrase & Versioned, PhraseInput & Versioned>(need('savePhrase')),
    removePhrase: fromPromise<Versioned | void, { id: string } & Versioned>(need('removePhrase')),
    saveSort: fromPromise<Versioned | void, SortInput & Versioned>(need('saveSort')),
    saveGroup: fromPromise<CommonPhraseGroup & Versioned, GroupInput & Versioned>(need('saveGroup')),
    removeGroup: fromPromise<Versioned | void, { id: string } & Versioned>(need('removeGroup')),
  },
  guards: {
    overwrite: ({ context }) => context.overwrite,
    problem: ({ event }) => isSaveProblem(errorOf(event)),
    is: ({ context }, kind: PhraseChange) => context.pending.kind === kind,
  },
  actions: {
    takeCurrentVersion: assign(({ context, event }) => ({
      version: (event as { output?: number }).output ?? context.version,
    })),
    saved: assign(({ context, event }) => ({
      result: {
        outcome: 'saved' as const,
        answer: (event as { output?: unknown }).output,
        version: context.version,
      },
    })),
    problem: assign(({ context, event }) => ({
      result: {
        outcome: 'problem' as const,
        problem: saveProblemOf(errorOf(event)) as SaveProblem,
        version: context.version,
      },
    })),
    failed: assign(({ context, event }) => {
      const deleting = context.pending.kind === 'delete' || context.pending.kind === 'deleteGroup';
      return {
        result: {
          outcome: 'failed' as const,
          failure: failureOf(deleting ? 'delete' : 'save', errorOf(event)),
          overwrite: false,
          version: context.version,
        },
      };
    }),
    readFailed: assign(({ context, event }) => ({
      result: {
        outcome: 'failed' as const,
        failure: failureOf('save', errorOf(event)),
        overwrite: true,
        version: context.version,
      },
    })),
  },
}).createMachine({
  id: 'phraseChange',
  context: ({ input }) => ({ ...input, result: null }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'overwrite', target: 'reading' }, { target: 'sending' }] },
    // issue 35 item 9: the overwrite names the version in force now
    reading: {
      invoke: {
        src: 'currentVersion',
        onDone: { target: 'sending', actions: 'takeCurrentVersion' },
        onError: { target: 'done', actions: 'readFailed' },
      },
    },
    sending: {
      initial: 'choose',
      states: {
        choose: {
          always: [
            { guard: { type: 'is', params: 'phrase' }, target: 'savingPhrase' },
            { guard: { type: 'is', params: 'delete' }, target: 'deletingPhrase' },
            { guard: { type: 'is', params: 'sort' }, target: 'sorting' },
            { guard: { type: 'is', params: 'group' }, target: 'savingGroup' },
            { target: 'deletingGroup' },
          ],
        },
        savingPhrase: {
          invoke: {
            src: 'savePhrase',
            ...settled,
            input: ({ context }) => ({
              ...(context.pending.payload as PhraseInput),
              version: context.version,
            }),
          },
        },
        deletingPhrase: {
          invoke: {
            src: 'removePhrase',
            ...settled,
            input: ({ context }) => ({
              id: (context.pending.payload as { id: string }).id,
              version: context.version,
            }),
          },
        },
        sorting: {
          invoke: {
            src: 'saveSort',
            ...settled,
            input: ({ context }) => {
              const { kind, update } = context.pending.payload as SortInput;
              return { kind, update, version: context.version };
            },
          },
        },
        savingGroup: {
          invoke: {
            src: 'saveGroup',
            ...settled,
            input: ({ context }) => ({
              ...(context.pending.payload as GroupInput),
              version: context.version,
            }),
          },
        },
        deletingGroup: {
          invoke: {
            src: 'removeGroup',
            ...settled,
            input: ({ context }) => ({
              id: (context.pending.payload as { id: string }).id,
              version: context.version,
            }),
          },
        },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) =>
    context.result ?? { outcome: 'saved', answer: undefined, version: context.version },
});

export type PhraseChangeMachine = typeof phraseChangeMachine;
