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
    choosesAdd: ({ event }) => (event as { choice?: FilterSaveChoice }).choice === 'add',
    duplicateName: ({ event }) => (event as { output?: SaveFilterResult }).output?.status === 'duplicate',
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
    keepAdmin: assign({ admin: ({ event }) => (event as { output?: unknown }).output === true }),
    notAdmin: assign({ admin: false }),
    open: assign(({ event }) => {
      const { content, filters, chosenId } = event as Extract<CommonFilterSaveEvent, { type: 'OPEN' }>;
      const chosen = chosenId ? filters.find((filter) => filter.id === chosenId) : undefined;
      return {
        ...cleared,
        content,
        filters: [...filters],
        ...(chosenId ? { choice: 'edit' as const, id: chosenId } : {}),
        name: chosenId ? (chosen?.name ?? '') : '',
        version: chosen?.version,
      };
    }),
    setContent: assign({
      content: ({ event }) => (event as Extract<CommonFilterSaveEvent, { type: 'CONTENT.SET' }>).content,
    }),
    chooseAdd: assign({ choice: 'add', id: null, chosen: null, name: '', version: undefined }),
    chooseEdit: assign({ choice: 'edit' }),
    selectFilter: assign(({ context, event }) => {
      const { id } = event as Extract<CommonFilterSaveEvent, { type: 'FILTER.SELECT' }>;
      const summary = context.filters.find((filter) => filter.id === id);
      return { id, name: summary?.name ?? '', version: summary?.version, choice: 'edit' as const };
    }),
    deselectFilter: assign({ id: null, name: '', chosen: null, choice: 'add', version: undefined }),
    resetForm: emit({ type: 'resetForm' as const }),
    setName: assign(({ context, event }) => ({
      name: (event as Extract<CommonFilterSaveEvent, { type: 'NAME.SET' }>).name,
      errors: { ...context.errors, name: undefined },
    })),
    // spec 6: public only for an admin, and a public filter is never the default
    setPublic: assign(({ context, event }) => {
      const { isPublic } = event as Extract<CommonFilterSaveEvent, { type: 'PUBLIC.SET' }>;
      return context.admin ? { isPublic, isDefault: isPublic ? false : context.isDefault } : {};
    }),
    setDefault: assign(({ context, event }) =>
      context.isPublic
        ? {}
        : { isDefault: (event as Extract<CommonFilterSaveEvent, { type: 'DEFAULT.SET' }>).isDefault },
    ),
    setRange: assign(({ context, event }) => ({
      range: [...(event as Extract<CommonFilterSaveEvent, { type: 'RANGE.SET' }>).range],
      errors: { ...context.errors, range: undefined },
    })),
    setDescription: assign({
      description: ({ event }) =>
        (event as Extract<CommonFilterSaveEvent, { type: 'DESCRIPTION.SET' }>).description,
    }),
    showChosen: assign(({ event }) => {
      const { output } = event as unknown as { output: SavedFilter };
      return {
        chosen: output,
        name: output.name,
        content: output.content,
        isPublic: output.isPublic,
        isDefault: output.isDefault,
        range: [...output.range],
        description: output.snapDescription,
        version: output.version,
        problem: null,
      };
    }),
    loadChosen: emit(({ event }) => ({
      type: 'load' as const,
      filter: (event as unknown as { output: SavedFilter }).output,
    })),
    emitSaved: emit(({ context, event }) => {
      const { output } = event as unknown as { output: SaveFilterResult };
      return {
        type: 'saved' as const,
        id: output.status === 'saved' ? output.id : '',
        name: context.name.trim(),
      };
    }),
    loadFailed: assign({ failed: ({ event }) => failureOf('load', (event as { error?: unknown }).error) }),
    saveFailed: assign({ failed: ({ event }) => failureOf('save', (event as { error?: unknown }).error) }),
    clearProblem: assign({ problem: null }),
    clearName: assign({ name: '' }),
    // the filter replaced by its name is the one the user decides about
    decideAboutReplaced: assign(({ context }) => {
      const existing = context.filters.find((filter) => filter.name === context.name.trim());
      return existing && existing.id !== context.id
        ? { choice: 'edit' as const, id: existing.id, version: existing.version, chosen: null }
        : {};
    }),
    takeVersion: assign({
      version: ({ event }) => (event as unknown as { output: SavedFilter }).output.version,
    }),
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
            onDone: { target: 'known', actions: 'keepAdmin' },
            onError: { target: 'known', actions: 'notAdmin' },
          },
        },
        known: {},
      },
    },
    dialog: {
      initial: 'closed',
      states: {
        closed: { on: { OPEN: { target: 'open', actions: 'open' } } },
        open: {
          initial: 'editing',
          on: { CLOSE: '#commonFilterSave.dialog.closed', 'CONTENT.SET': { actions: 'setContent' } },
          states: {
            editing: {
              on: {
                'CHOICE.SET': [{ guard: 'choosesAdd', actions: 'chooseAdd' }, { actions: 'chooseEdit' }],
                'FILTER.SELECT': { target: 'loading', actions: 'selectFilter' },
                'FILTER.DESELECT': { actions: ['deselectFilter', 'resetForm'] },
                'NAME.SET': { actions: 'setName' },
                'PUBLIC.SET': { actions: 'setPublic' },
                'DEFAULT.SET': { actions: 'setDefault' },
                'RANGE.SET': { actions: 'setRange' },
                'DESCRIPTION.SET': { actions: 'setDescription' },
                SAVE: [{ guard: 'valid', target: 'saving', actions: 'validate' }, { actions: 'validate' }],
              },
            },
            loading: {
              invoke: {
                src: 'loadFilter',
                input: ({ context }) => ({ id: context.id ?? '' }),
                onDone: { target: 'editing', actions: ['showChosen', 'loadChosen'] },
                onError: { target: 'editing', actions: 'loadFailed' },
              },
            },
            saving: {
              invoke: {
                src: 'saveFilter',
                input: ({ context }) => requestOf(context, context.choice === 'edit' ? context.id : null),
                onDone: [
                  { guard: 'duplicateName', target: 'duplicate' },
                  { target: '#commonFilterSave.dialog.closed', actions: 'emitSaved' },
                ],
                onError: [
                  { guard: 'problem', target: 'problem', actions: 'keepProblem' },
                  { target: 'editing', actions: ['clearProblem', 'saveFailed'] },
                ],
              },
            },
            duplicate: {
              on: {
                'DUPLICATE.REPLACE': 'replacing',
                'DUPLICATE.CANCEL': [
                  { guard: 'hasId', target: 'editing' },
                  { target: 'editing', actions: 'clearName' },
                ],
              },
            },
            replacing: {
              invoke: {
                src: 'saveFilter',
                input: ({ context }) => {
                  const existing = context.filters.find((filter) => filter.name === context.name.trim());
                  return requestOf(context, existing?.id ?? context.id);
                },
                onDone: { target: '#commonFilterSave.dialog.closed', actions: 'emitSaved' },
                onError: [
                  { guard: 'problem', target: 'problem', actions: ['keepProblem', 'decideAboutReplaced'] },
                  { target: 'editing', actions: 'saveFailed' },
                ],
              },
            },
            // issue 35 item 9: the filter changed in another tab or by someone else since it was
            // loaded, or the user may not change it; the user decides
            problem: {
              on: {
                // the filter as it now is fills the form (the edits are dropped)
                'PROBLEM.RELOAD': { target: 'loading', actions: 'clearProblem' },
                'PROBLEM.OVERWRITE': { guard: 'conflict', target: 'overwriting' },
                'PROBLEM.DISMISS': { target: 'editing', actions: 'clearProblem' },
              },
            },
            // the notice stays (busy) while the version held now is read and the save sent again
            overwriting: {
              invoke: {
                src: 'loadFilter',
                input: ({ context }) => ({ id: context.id ?? '' }),
                onDone: { target: 'saving', actions: 'takeVersion' },
                onError: { target: 'editing', actions: ['clearProblem', 'saveFailed'] },
              },
            },
          },
        },
      },
    },
  },
});

export type CommonFilterSaveMachine = typeof commonFilterSaveMachine;
