// The personal match words editor (spec 6, 7): loads the user's list, adds and removes words, and
// saves the whole list after each change; a failed save puts back the list the server holds.
import { assign, fromPromise, setup } from 'xstate';
import { failureOf, type Failure } from '../http/failure';
import { addMatchWord, type MatchWordProblem } from './match-words.logic';
import { rejectUntilProvided } from '../shared/reject-until-provided';

export interface MatchWordsContext {
  /** The list shown (the saved one, or the one being saved). */
  words: string[];
  /** The list the server holds. */
  saved: string[];
  /** What is typed in the editor's input. */
  draft: string;
  /** Why the last word was not added, or null. */
  problem: MatchWordProblem | null;
  /** The last load or save failure, or null. */
  failure: Failure | null;
  /** The editor is open. */
  open: boolean;
}

export type MatchWordsEvent =
  | { type: 'EDITOR.OPEN' }
  | { type: 'EDITOR.CLOSE' }
  | { type: 'DRAFT.SET'; value: string }
  | { type: 'WORD.ADD' }
  | { type: 'WORD.REMOVE'; word: string }
  | { type: 'RETRY' };

// IO: each rejects until provided (`matchWordsActors(services)` in advanced-search.service.ts, or test fakes)
const unprovidedActors = {
  loadWords: fromPromise<string[]>(rejectUntilProvided('loadWords')),
  saveWords: fromPromise<void, { words: string[] }>(rejectUntilProvided('saveWords')),
};

/** The user's personal match words: load, add, remove, each change saved at once. */
export const matchWordsMachine = setup({
  types: {
    context: {} as MatchWordsContext,
    events: {} as MatchWordsEvent,
  },
  actors: unprovidedActors,
}).createMachine({
  id: 'matchWords',
  context: { words: [], saved: [], draft: '', problem: null, failure: null, open: false },
  initial: 'loading',
  on: {
    'EDITOR.OPEN': { actions: assign({ open: true, problem: null }) },
    'EDITOR.CLOSE': { actions: assign({ open: false, draft: '', problem: null }) },
    'DRAFT.SET': { actions: assign({ draft: ({ event }) => event.value, problem: null }) },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadWords',
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ words: event.output, saved: event.output, failure: null })),
        },
        onError: {
          target: 'failure',
          actions: assign({ failure: ({ event }) => failureOf('load', event.error) }),
        },
      },
    },
    failure: { on: { RETRY: 'loading' } },
    ready: {
      on: {
        'WORD.ADD': [
          {
            guard: ({ context }) => addMatchWord(context.words, context.draft).ok,
            target: 'saving',
            actions: assign(({ context }) => {
              const result = addMatchWord(context.words, context.draft);
              return result.ok ? { words: result.words, draft: '', problem: null, failure: null } : {};
            }),
          },
          {
            actions: assign(({ context }) => {
              const result = addMatchWord(context.words, context.draft);
              return result.ok ? {} : { problem: result.problem };
            }),
          },
        ],
        'WORD.REMOVE': {
          guard: ({ context, event }) => context.words.includes(event.word),
          target: 'saving',
          actions: assign(({ context, event }) => ({
            words: context.words.filter((word) => word !== event.word),
            failure: null,
          })),
        },
      },
    },
    saving: {
      invoke: {
        src: 'saveWords',
        input: ({ context }) => ({ words: context.words }),
        onDone: { target: 'ready', actions: assign({ saved: ({ context }) => context.words }) },
        // the server keeps the list it had: show that one again, and say the change was not saved
        onError: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            words: context.saved,
            failure: failureOf('save', event.error),
          })),
        },
      },
    },
  },
});

export type MatchWordsMachine = typeof matchWordsMachine;
