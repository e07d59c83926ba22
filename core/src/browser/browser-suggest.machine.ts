// The associative suggestions under a browser field (spec 9: debounced, at most 4, below the form's
// secret level dropped). A child of browserMachine (issue 37 item 2): the field forwards the typed
// keyword here and, after a pick, tells it whether the pick went in.
import { assign, fromPromise, setup } from 'xstate';
import { BROWSER_SUGGESTION_MAX, belowSecretLevel } from './browser.logic';
import type { BrowserEntry } from './browser.types';
import { rejectUntilProvided } from '../shared/reject-until-provided';

/** Input of `browserSuggestMachine`. */
export interface BrowserSuggestInput {
  formSecretLevel: number;
  /** Wait after typing before a search, in ms; 0 searches on each keystroke. */
  searchDebounceMs: number;
}

/** What the suggestions hold. */
export interface BrowserSuggestContext extends BrowserSuggestInput {
  keyword: string;
  suggestions: BrowserEntry[];
}

/** Events of the suggestions (the field's `ASSOC.*`, forwarded). */
export type BrowserSuggestEvent =
  | { type: 'ASSOC.INPUT'; keyword: string }
  | { type: 'ASSOC.CLOSE' }
  /** A suggestion was picked: `clear` when it went into the value (else the list stays for another). */
  | { type: 'ASSOC.PICKED'; clear: boolean }
  /** The dialog opened: the keyword and list are dropped, a search under way still answers. */
  | { type: 'ASSOC.RESET' };

/** Suggestions for the keyword typed in a browser field: idle → debouncing → loading → ready. */
export const browserSuggestMachine = setup({
  types: {
    input: {} as BrowserSuggestInput,
    context: {} as BrowserSuggestContext,
    events: {} as BrowserSuggestEvent,
  },
  actors: {
    fetchSuggestions: fromPromise<BrowserEntry[], { keyword: string }>(
      rejectUntilProvided('fetchSuggestions'),
    ),
  },
  delays: { SEARCH_DEBOUNCE: ({ context }) => context.searchDebounceMs },
  guards: {
    // no wait at all: a zero-delay timer would still cost a macrotask per keystroke
    searchesAtOnce: ({ context }) => context.searchDebounceMs === 0,
    blank: ({ event }) => (event as { keyword?: string }).keyword?.trim() === '',
    cleared: ({ event }) => (event as { clear?: boolean }).clear === true,
  },
  actions: {
    clear: assign({ keyword: '', suggestions: [] }),
    setKeyword: assign({ keyword: ({ event }) => (event as { keyword: string }).keyword }),
    showSuggestions: assign(({ context, event }) => ({
      // spec 9: at most 4 suggestions
      suggestions: (event as unknown as { output: BrowserEntry[] }).output
        .filter((entry) => !belowSecretLevel(entry, context.formSecretLevel))
        .slice(0, BROWSER_SUGGESTION_MAX),
    })),
    dropSuggestions: assign({ suggestions: [] }),
  },
}).createMachine({
  id: 'browserSuggest',
  context: ({ input }) => ({ ...input, keyword: '', suggestions: [] }),
  initial: 'idle',
  on: {
    'ASSOC.INPUT': [
      { guard: 'blank', target: '.idle', actions: 'clear' },
      { target: '.debouncing', actions: 'setKeyword' },
    ],
    'ASSOC.CLOSE': { target: '.idle', actions: 'clear' },
    'ASSOC.PICKED': [{ guard: 'cleared', target: '.idle', actions: 'clear' }, { target: '.idle' }],
    'ASSOC.RESET': { actions: 'clear' },
  },
  states: {
    idle: {},
    debouncing: {
      always: { guard: 'searchesAtOnce', target: 'loading' },
      after: { SEARCH_DEBOUNCE: 'loading' },
    },
    loading: {
      invoke: {
        src: 'fetchSuggestions',
        input: ({ context }) => ({ keyword: context.keyword.trim() }),
        onDone: { target: 'ready', actions: 'showSuggestions' },
        onError: { target: 'idle', actions: 'dropSuggestions' },
      },
    },
    ready: {},
  },
});

export type BrowserSuggestMachine = typeof browserSuggestMachine;
