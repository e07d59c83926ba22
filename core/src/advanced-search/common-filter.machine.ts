import { assign, emit, fromPromise, setup } from 'xstate';
import { failureOf, type Failure } from '../http/failure';
import { isSaveProblem, saveProblemOf, type SaveProblem } from '../http/save-problem';
import { validateCommonFilter, type CommonFilterErrors } from './advanced-search.logic';
import type { SaveFilterRequest, SaveFilterResult } from './advanced-search.service';
import type {
  FilterRange,
  SavedFilter,
  SavedFilterContent,
  SavedFilterSummary,
} from './advanced-search.types';

/** spec 4: save as a new filter, or replace the original. */
export type FilterSaveChoice = 'add' | 'edit';

export interface CommonFilterSaveInput {
  /** The description field is shown (and then required). */
  showDescription?: boolean;
}

export interface CommonFilterSaveContext {
  choice: FilterSaveChoice;
  /** The saved filter being replaced (choice edit). */
  id: string | null;
  name: string;
  isPublic: boolean;
  isDefault: boolean;
  range: FilterRange[];
  description: string;
  /** The chosen saved filter's data, once loaded. */
  chosen: SavedFilter | null;
  /** May save as public (spec 6), once checked. */
  admin: boolean;
  showDescription: boolean;
  /** The saved filters the user may replace. */
  filters: SavedFilterSummary[];
  /** What the form holds (set when the dialog opens). */
  content: SavedFilterContent;
  /** Message keys by field (`connectCommonFilterSave` translates them). */
  errors: CommonFilterErrors;
  /** The last load or save failed (not a duplicate name): what was being done and why, or null. */
  failed: Failure | null;
  /** The version of the filter `id` as loaded, which replacing it names (issue 35 item 9). */
  version?: number;
  /** A save the user must decide about: a conflict (reload or overwrite) or a refusal. */
  problem: SaveProblem | null;
}

export type CommonFilterSaveEvent =
  | {
      type: 'OPEN';
      content: SavedFilterContent;
      filters: readonly SavedFilterSummary[];
      chosenId?: string | null;
    }
  | { type: 'CLOSE' }
  | { type: 'CONTENT.SET'; content: SavedFilterContent }
  | { type: 'CHOICE.SET'; choice: FilterSaveChoice }
  | { type: 'FILTER.SELECT'; id: string }
  | { type: 'FILTER.DESELECT' }
  | { type: 'NAME.SET'; name: string }
  | { type: 'PUBLIC.SET'; isPublic: boolean }
  | { type: 'DEFAULT.SET'; isDefault: boolean }
  | { type: 'RANGE.SET'; range: readonly FilterRange[] }
  | { type: 'DESCRIPTION.SET'; description: string }
  | { type: 'SAVE' }
  | { type: 'DUPLICATE.REPLACE' }
  | { type: 'DUPLICATE.CANCEL' }
  /** A conflict: drop the edits and load the filter as it now is. */
  | { type: 'PROBLEM.RELOAD' }
  /** A conflict: save the edits over the filter as it now is. */
  | { type: 'PROBLEM.OVERWRITE' }
  /** Closes the notice; the edits stay. */
  | { type: 'PROBLEM.DISMISS' };

export type CommonFilterSaveEmitted =
  /** Load the chosen filter's content into the search form. */
  | { type: 'load'; filter: SavedFilter }
  /** Reset the search form (a deselected filter). */
  | { type: 'resetForm' }
  | { type: 'saved'; id: string; name: string };

const reject = (name: string) => () => Promise.reject(new Error(`provide the ${name} actor`));

const EMPTY_CONTENT: SavedFilterContent = { condition: 'and', layout: [], data: {} };

/** The draft as `validateCommonFilter` reads it. */
function draftOf(context: CommonFilterSaveContext) {
  return {
    name: context.name,
    isPublic: context.isPublic,
    range: context.range,
    description: context.description,
    conditions: Object.keys(context.content.data).length,
  };
}

/** The save request of the dialog (replacing `id` when given). */
function requestOf(context: CommonFilterSaveContext, id: string | null): SaveFilterRequest {
  // the version it replaces: the one loaded, else the list's (a filter replaced by its name)
  const version =
    id === null
      ? undefined
      : id === context.id
        ? context.version
        : context.filters.find((filter) => filter.id === id)?.version;
  return {
    ...(id ? { id } : {}),
    ...(version !== undefined ? { version } : {}),
    name: context.name.trim(),
    isPublic: context.admin && context.isPublic,
    // spec 6: the default option is hidden, and so off, when saving as public
    isDefault: context.isPublic ? false : context.isDefault,
    range: context.isPublic ? context.range : [],
    snapDescription: context.description,
    content: context.content,
  };
}

const cleared = {
  choice: 'add' as const,
  id: null,
  name: '',
  chosen: null,
  isPublic: false,
  isDefault: false,
  range: [],
  description: '',
  errors: {},
  failed: null,
  version: undefined,
  problem: null,
};

/**
 * spec 4 common filter save dialog: choice add or edit; selecting a saved filter sets id, name and
 * edit and loads its content; deselecting clears id, name and chosen data, resets to add and resets
 * the form; a duplicate name asks to replace or rename, and cancelling it with no id clears the name.
 * Public filters only for a module admin (spec 6, the `checkAdmin` actor).
 */
export const commonFilterSaveMachine = setup({
  types: {
    input: {} as CommonFilterSaveInput,
    context: {} as CommonFilterSaveContext,
    events: {} as CommonFilterSaveEvent,
    emitted: {} as CommonFilterSaveEmitted,
  },
  actors: {
    checkAdmin: fromPromise<boolean>(reject('checkAdmin')),
    loadFilter: fromPromise<SavedFilter, { id: string }>(reject('loadFilter')),
    saveFilter: fromPromise<SaveFilterResult, SaveFilterRequest>(reject('saveFilter')),
  },
  guards: {
    valid: ({ context }) =>
      Object.keys(validateCommonFilter(draftOf(context), { showDescription: context.showDescription }))
        .length === 0,
    hasId: ({ context }) => context.id !== null,
    problem: ({ event }) => isSaveProblem((event as { error?: unknown }).error),
    conflict: ({ context }) => context.problem === 'conflict',
  },
  actions: {
    keepProblem: assign(({ event }) => ({ problem: saveProblemOf((event as { error?: unknown }).error) })),
    // message keys: connect translates them in the locale being rendered
    validate: assign(({ context }) => ({
      errors: validateCommonFilter(
        draftOf(context),
        { showDescription: context.showDescription },
        (key) => key,
      ),
    })),
  },
}).createMachine({
  id: 'commonFilterSave',
  type: 'parallel',
  context: ({ input }) => ({
    ...cleared,
    admin: false,
    showDescription: input.showDescription === true,
    filters: [],
    content: EMPTY_CONTENT,
  }),
  states: {
    admin: {
      initial: 'checking',
      states: {
        checking: {
          invoke: {
            src: 'checkAdmin',
            onDone: { target: 'known', actions: assign({ admin: ({ event }) => event.output === true }) },
            onError: { target: 'known', actions: assign({ admin: false }) },
          },
        },
        known: {},
      },
    },
    dialog: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            OPEN: {
              target: 'open',
              actions: assign(({ event }) => ({
                ...cleared,
                content: event.content,
                filters: [...event.filters],
                ...(event.chosenId ? { choice: 'edit' as const, id: event.chosenId } : {}),
                name: event.chosenId
                  ? (event.filters.find((filter) => filter.id === event.chosenId)?.name ?? '')
                  : '',
                version: event.chosenId
                  ? event.filters.find((filter) => filter.id === event.chosenId)?.version
                  : undefined,
              })),
            },
          },
        },
        open: {
          initial: 'editing',
          on: {
            CLOSE: '#commonFilterSave.dialog.closed',
            'CONTENT.SET': { actions: assign({ content: ({ event }) => event.content }) },
          },
          states: {
            editing: {
              on: {
                'CHOICE.SET': [
                  {
                    guard: ({ event }) => event.choice === 'add',
                    actions: assign({ choice: 'add', id: null, chosen: null, name: '', version: undefined }),
                  },
                  { actions: assign({ choice: 'edit' }) },
                ],
                'FILTER.SELECT': {
                  target: 'loading',
                  actions: assign(({ context, event }) => ({
                    id: event.id,
                    name: context.filters.find((filter) => filter.id === event.id)?.name ?? '',
                    version: context.filters.find((filter) => filter.id === event.id)?.version,
                    choice: 'edit' as const,
                  })),
                },
                'FILTER.DESELECT': {
                  actions: [
                    assign({ id: null, name: '', chosen: null, choice: 'add', version: undefined }),
                    emit({ type: 'resetForm' as const }),
                  ],
                },
                'NAME.SET': {
                  actions: assign(({ context, event }) => ({
                    name: event.name,
                    errors: { ...context.errors, name: undefined },
                  })),
                },
                'PUBLIC.SET': {
                  actions: assign(({ context, event }) =>
                    context.admin
                      ? { isPublic: event.isPublic, isDefault: event.isPublic ? false : context.isDefault }
                      : {},
                  ),
                },
                'DEFAULT.SET': {
                  actions: assign(({ context, event }) =>
                    context.isPublic ? {} : { isDefault: event.isDefault },
                  ),
                },
                'RANGE.SET': {
                  actions: assign(({ context, event }) => ({
                    range: [...event.range],
                    errors: { ...context.errors, range: undefined },
                  })),
                },
                'DESCRIPTION.SET': { actions: assign({ description: ({ event }) => event.description }) },
                SAVE: [{ guard: 'valid', target: 'saving', actions: 'validate' }, { actions: 'validate' }],
              },
            },
            loading: {
              invoke: {
                src: 'loadFilter',
                input: ({ context }) => ({ id: context.id ?? '' }),
                onDone: {
                  target: 'editing',
                  actions: [
                    assign(({ event }) => ({
                      chosen: event.output,
                      name: event.output.name,
                      content: event.output.content,
                      isPublic: event.output.isPublic,
                      isDefault: event.output.isDefault,
                      range: [...event.output.range],
                      description: event.output.snapDescription,
                      version: event.output.version,
                      problem: null,
                    })),
                    emit(({ event }) => ({ type: 'load' as const, filter: event.output })),
                  ],
                },
                onError: {
                  target: 'editing',
                  actions: assign({ failed: ({ event }) => failureOf('load', event.error) }),
                },
              },
            },
            saving: {
              invoke: {
                src: 'saveFilter',
                input: ({ context }) => requestOf(context, context.choice === 'edit' ? context.id : null),
                onDone: [
                  {
                    guard: ({ event }) => event.output.status === 'duplicate',
                    target: 'duplicate',
                  },
                  {
                    target: '#commonFilterSave.dialog.closed',
                    actions: emit(({ context, event }) => ({
                      type: 'saved' as const,
                      id: event.output.status === 'saved' ? event.output.id : '',
                      name: context.name.trim(),
                    })),
                  },
                ],
                onError: [
                  { guard: 'problem', target: 'problem', actions: 'keepProblem' },
                  {
                    target: 'editing',
                    actions: assign({ problem: null, failed: ({ event }) => failureOf('save', event.error) }),
                  },
                ],
              },
            },
            duplicate: {
              on: {
                'DUPLICATE.REPLACE': 'replacing',
                'DUPLICATE.CANCEL': [
                  { guard: 'hasId', target: 'editing' },
                  { target: 'editing', actions: assign({ name: '' }) },
                ],
              },
            },
            replacing: {
              invoke: {
                src: 'saveFilter',
                input: ({ context }) => {
                  const name = context.name.trim();
                  const existing = context.filters.find((filter) => filter.name === name);
                  return requestOf(context, existing?.id ?? context.id);
                },
                onDone: {
                  target: '#commonFilterSave.dialog.closed',
                  actions: emit(({ context, event }) => ({
                    type: 'saved' as const,
                    id: event.output.status === 'saved' ? event.output.id : '',
                    name: context.name.trim(),
                  })),
                },
                onError: [
                  {
                    guard: 'problem',
                    target: 'problem',
                    // the filter replaced by its name is the one the user decides about
                    actions: [
                      'keepProblem',
                      assign(({ context }) => {
                        const existing = context.filters.find(
                          (filter) => filter.name === context.name.trim(),
                        );
                        return existing && existing.id !== context.id
                          ? {
                              choice: 'edit' as const,
                              id: existing.id,
                              version: existing.version,
                              chosen: null,
                            }
                          : {};
                      }),
                    ],
                  },
                  {
                    target: 'editing',
                    actions: assign({ failed: ({ event }) => failureOf('save', event.error) }),
                  },
                ],
              },
            },
            // issue 35 item 9: the filter changed in another tab or by someone else since it was
            // loaded, or the user may not change it; the user decides
            problem: {
              on: {
                // the filter as it now is fills the form (the edits are dropped)
                'PROBLEM.RELOAD': { target: 'loading', actions: assign({ problem: null }) },
                'PROBLEM.OVERWRITE': { guard: 'conflict', target: 'overwriting' },
                'PROBLEM.DISMISS': { target: 'editing', actions: assign({ problem: null }) },
              },
            },
            // the notice stays (busy) while the version held now is read and the save sent again
            overwriting: {
              invoke: {
                src: 'loadFilter',
                input: ({ context }) => ({ id: context.id ?? '' }),
                onDone: {
                  target: 'saving',
                  actions: assign(({ event }) => ({ version: event.output.version })),
                },
                onError: {
                  target: 'editing',
                  actions: assign({ problem: null, failed: ({ event }) => failureOf('save', event.error) }),
                },
              },
            },
          },
        },
      },
    },
  },
});

export type CommonFilterSaveMachine = typeof commonFilterSaveMachine;
