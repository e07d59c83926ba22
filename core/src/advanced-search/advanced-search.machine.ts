import type { BrowserSelectedItem } from '../browser';
import { assertEvent, assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { failureOf, type Failure, type FailureAction } from '../http/failure';
import { isSaveProblem, saveProblemOf, type SaveProblem } from '../http/save-problem';
import {
  PANEL_LOADING_MS,
  SEARCH_DEFAULT_MATCH_MODE,
  applyConditionSettings,
  applyLayout,
  buildSearchPayload,
  conditionSettingsOf,
  filterContentOf,
  moveField,
} from './advanced-search.logic';
import type {
  CommonConditionSetting,
  MatchMode,
  SavedFilter,
  SavedFilterContent,
  SavedFilterSummary,
  SearchFieldItem,
  SearchHistoryEntry,
  SearchPayload,
  SearchValue,
  SearchValues,
} from './advanced-search.types';

export interface AdvancedSearchInput {
  /** The conditions (spec 3 search field items). */
  fields: readonly SearchFieldItem[];
  /** The initial form values. */
  values?: SearchValues;
  /** Initial match mode (spec 9: and). */
  matchMode?: MatchMode;
  /** The panel starts open. */
  visible?: boolean;
}

export interface AdvancedSearchContext {
  /** The form's initial layout: the fields after the condition settings. */
  baseFields: SearchFieldItem[];
  fields: SearchFieldItem[];
  initialValues: SearchValues;
  values: SearchValues;
  initialMatchMode: MatchMode;
  matchMode: MatchMode;
  visible: boolean;
  /** Keywords of the quick search box by field id. */
  quick: Record<string, string>;
  /** Quick-search fields hidden from the quick search box, by id. */
  quickHidden: Record<string, boolean>;
  /** Common conditions hidden from the panel, by id. */
  conditionHidden: Record<string, boolean>;
  /** Department, subcompany, organization browsers that include sub-organisations. */
  includeSub: Record<string, boolean>;
  subDisabled: boolean;
  /** The chosen saved filter (its id, and its content once loaded). */
  chosenId: string | null;
  chosen: SavedFilter | null;
  filters: SavedFilterSummary[];
  history: SearchHistoryEntry[];
  /** The setting panel's draft of the fields' order and visibility. */
  draft: SearchFieldItem[];
  /** The last failure: what was being done and why it failed. */
  error: Failure | null;
  /** The saved filter being deleted (kept while the user decides about a problem with it). */
  deletingId: string | null;
  /** A delete the user must decide about (issue 35 item 9): changed elsewhere, or not allowed. */
  deleteProblem: SaveProblem | null;
  /** The last search sent. */
  lastPayload: SearchPayload | null;
}

export type AdvancedSearchEvent =
  | { type: 'PANEL.OPEN' }
  | { type: 'PANEL.CLOSE' }
  | { type: 'PANEL.TOGGLE' }
  | { type: 'MATCH.SET'; mode: MatchMode }
  | { type: 'FIELD.SET'; id: string; value: SearchValue }
  | { type: 'QUICK.SET'; id: string; keyword: string }
  | { type: 'QUICK.HIDE'; id: string; hidden: boolean }
  | { type: 'CONDITION.HIDE'; id: string; hidden: boolean }
  /** The host's lists of hidden quick-search fields and common conditions (replace the current ones). */
  | { type: 'QUICK.HIDDEN'; ids: readonly string[] }
  | { type: 'CONDITIONS.HIDDEN'; ids: readonly string[] }
  | { type: 'SUB.SET'; id: string; include: boolean }
  | { type: 'SUB.DISABLE' }
  | { type: 'SUB.ENABLE' }
  | { type: 'SEARCH' }
  /** spec 4 reset: to the chosen saved filter when one is chosen (`toInitial` skips it), else the initial form. */
  | { type: 'RESET'; toInitial?: boolean }
  | { type: 'SNAPSHOT.SELECT'; id: string }
  | { type: 'SNAPSHOT.APPLY'; filter: SavedFilter }
  | { type: 'SNAPSHOT.DELETE'; id: string }
  | { type: 'FILTERS.RELOAD'; chosenId?: string }
  /** A delete's problem notice: reload the list, delete anyway (a conflict), or close the notice. */
  | { type: 'DELETE.RELOAD' }
  | { type: 'DELETE.OVERWRITE' }
  | { type: 'DELETE.DISMISS' }
  | { type: 'SETTING.OPEN' }
  | { type: 'SETTING.SHOW'; id: string; show: boolean }
  | { type: 'SETTING.MOVE'; id: string; index: number }
  | { type: 'SETTING.SAVE' }
  | { type: 'SETTING.CANCEL' }
  | { type: 'HISTORY.OPEN' }
  | { type: 'HISTORY.CLOSE' }
  | { type: 'HISTORY.APPLY'; id: string }
  | { type: 'HISTORY.DELETE'; id: string }
  | { type: 'HISTORY.CLEAR' };

export type AdvancedSearchEmitted = { type: 'search'; payload: SearchPayload } | { type: 'reset' };

const reject = (name: string) => () => Promise.reject(new Error(`provide the ${name} actor`));

/** The content the form holds now (what a save or a history entry keeps). */
export function currentContent(context: AdvancedSearchContext): SavedFilterContent {
  return filterContentOf(context.fields, context.values, context.matchMode);
}

/** spec 4: picks of a browser whose sub-organisations are included carry `subordinate: true`. */
function withSubOrganisations(context: AdvancedSearchContext): SearchValues {
  const values = { ...context.values };
  for (const [id, include] of Object.entries(context.includeSub)) {
    const picks = values[id];
    if (include && Array.isArray(picks))
      values[id] = (picks as readonly BrowserSelectedItem[]).map((item) => ({ ...item, subordinate: true }));
  }
  return values;
}

/** The fields as the form shows them from a content: the layout applied to the base fields. */
function applied(context: AdvancedSearchContext, content: SavedFilterContent) {
  return {
    fields: applyLayout(context.baseFields, content.layout),
    values: { ...content.data },
    matchMode: content.condition,
  };
}

type Ev<T extends AdvancedSearchEvent['type']> = Extract<AdvancedSearchEvent, { type: T }>;

/** What the panel reads at start: the condition settings, the saved filters and the default one. */
type SetupAnswer = {
  settings: CommonConditionSetting[];
  filters: SavedFilterSummary[];
  defaultId: string | null;
};

/** The panel's context when it starts, from its input. */
function contextOf(input: AdvancedSearchInput): AdvancedSearchContext {
  const fields = input.fields.map((field) => ({ ...field }));
  const values = { ...input.values };
  const matchMode = input.matchMode === 'or' ? 'or' : SEARCH_DEFAULT_MATCH_MODE;
  return {
    baseFields: fields,
    fields,
    initialValues: values,
    values,
    initialMatchMode: matchMode,
    matchMode,
    visible: input.visible === true,
    quick: {},
    quickHidden: {},
    conditionHidden: {},
    includeSub: {},
    subDisabled: false,
    chosenId: null,
    chosen: null,
    filters: [],
    history: [],
    draft: [],
    error: null,
    deletingId: null,
    deleteProblem: null,
    lastPayload: null,
  };
}

/**
 * spec 4 advanced search panel: match mode and/or, flags visible, loading and panel loading
 * (cleared 100 ms after init), reset to the initial form or the chosen saved filter, saved filters,
 * condition settings (queryCommonConditions), quick-search and common conditions hidden per item,
 * sub-organisation inclusion, and the search history.
 */
export const advancedSearchMachine = setup({
  types: {
    input: {} as AdvancedSearchInput,
    context: {} as AdvancedSearchContext,
    events: {} as AdvancedSearchEvent,
    emitted: {} as AdvancedSearchEmitted,
  },
  actors: {
    // the condition settings, the saved filters and the user's default filter (queryDefaultSnaps)
    loadSetup: fromPromise<SetupAnswer>(reject('loadSetup')),
    loadFilters: fromPromise<SavedFilterSummary[]>(reject('loadFilters')),
    loadFilter: fromPromise<SavedFilter, { id: string }>(reject('loadFilter')),
    deleteFilter: fromPromise<void, { id: string; version?: number }>(reject('deleteFilter')),
    runSearch: fromPromise<void, { payload: SearchPayload }>(reject('runSearch')),
    addHistory: fromPromise<void, { content: SavedFilterContent }>(reject('addHistory')),
    saveSettings: fromPromise<void, { conditions: CommonConditionSetting[] }>(reject('saveSettings')),
    loadHistory: fromPromise<SearchHistoryEntry[]>(reject('loadHistory')),
    deleteHistory: fromPromise<void, { id: string }>(reject('deleteHistory')),
    clearHistory: fromPromise<void>(reject('clearHistory')),
  },
  delays: { PANEL_LOADING: PANEL_LOADING_MS },
  guards: {
    saveProblem: ({ event }) => isSaveProblem((event as { error?: unknown }).error),
    deleteConflict: ({ context }) => context.deleteProblem === 'conflict',
    hasChosen: ({ context, event }) =>
      context.chosen !== null && !(event.type === 'RESET' && event.toInitial),
  },
  actions: {
    // what failed, in the user's words (issue 35 item 10): a failed save never reads "load failed"
    failed: assign(({ event }, params: { action: FailureAction }) => ({
      error: failureOf(params.action, (event as { error?: unknown }).error),
    })),
    clearError: assign({ error: null }),
    setField: assign(({ context, event }) => {
      assertEvent(event, 'FIELD.SET');
      return { values: { ...context.values, [event.id]: event.value } };
    }),
    setQuick: assign(({ context, event }) => {
      assertEvent(event, 'QUICK.SET');
      return { quick: { ...context.quick, [event.id]: event.keyword } };
    }),
    resetToChosen: assign(({ context }) => ({
      ...applied(context, (context.chosen as SavedFilter).content),
      chosenId: null,
      chosen: null,
      includeSub: {},
      quick: {},
    })),
    resetToInitial: assign(({ context }) => ({
      fields: context.baseFields.map((field) => ({ ...field })),
      values: { ...context.initialValues },
      matchMode: context.initialMatchMode,
      chosenId: null,
      chosen: null,
      includeSub: {},
      quick: {},
    })),
    emitReset: emit({ type: 'reset' as const }),
    applyFilter: assign(({ context }, filter: SavedFilter) => ({
      ...applied(context, filter.content),
      chosenId: filter.id,
      chosen: filter,
      includeSub: {},
    })),
    showPanel: assign({ visible: true }),
    hidePanel: assign({ visible: false }),
    togglePanel: assign(({ context }) => ({ visible: !context.visible })),
    setMatch: assign(({ event }) => ({
      matchMode: (event as Ev<'MATCH.SET'>).mode === 'or' ? ('or' as const) : ('and' as const),
    })),
    hideQuick: assign(({ context, event }) => {
      const { id, hidden } = event as Ev<'QUICK.HIDE'>;
      return { quickHidden: { ...context.quickHidden, [id]: hidden } };
    }),
    hideCondition: assign(({ context, event }) => {
      const { id, hidden } = event as Ev<'CONDITION.HIDE'>;
      return { conditionHidden: { ...context.conditionHidden, [id]: hidden } };
    }),
    setQuickHidden: assign(({ event }) => ({
      quickHidden: Object.fromEntries((event as Ev<'QUICK.HIDDEN'>).ids.map((id) => [id, true])),
    })),
    setConditionsHidden: assign(({ event }) => ({
      conditionHidden: Object.fromEntries((event as Ev<'CONDITIONS.HIDDEN'>).ids.map((id) => [id, true])),
    })),
    setSub: assign(({ context, event }) => {
      const { id, include } = event as Ev<'SUB.SET'>;
      return context.subDisabled ? {} : { includeSub: { ...context.includeSub, [id]: include } };
    }),
    disableSub: assign({ subDisabled: true, includeSub: {} }),
    enableSub: assign({ subDisabled: false }),
    applySetup: assign(({ context, event }) => {
      const { output } = event as unknown as { output: SetupAnswer };
      const baseFields = applyConditionSettings(context.baseFields, output.settings);
      return {
        baseFields,
        fields: context.chosen ? context.fields : baseFields.map((field) => ({ ...field })),
        filters: output.filters,
      };
    }),
    // the user's default filter is chosen at start (unless one was chosen meanwhile)
    chooseDefault: enqueueActions(({ context, event, enqueue }) => {
      const { output } = event as unknown as { output: SetupAnswer };
      const id = output.defaultId;
      if (id && context.chosenId === null && output.filters.some((filter) => filter.id === id))
        enqueue.raise({ type: 'SNAPSHOT.SELECT', id });
    }),
    buildPayload: assign(({ context }) => ({
      lastPayload: buildSearchPayload(
        context.fields.map((field) => (context.quickHidden[field.id] ? { ...field, hide: true } : field)),
        withSubOrganisations(context),
        { matchMode: context.matchMode, quickSearch: context.quick },
      ),
    })),
    emitSearch: emit(({ context }) => ({
      type: 'search' as const,
      payload: context.lastPayload as SearchPayload,
    })),
    choose: assign({ chosenId: ({ event }) => (event as Ev<'SNAPSHOT.SELECT'>).id }),
    unchoose: assign({ chosenId: null, chosen: null }),
    markDeleting: assign({ deletingId: ({ event }) => (event as Ev<'SNAPSHOT.DELETE'>).id }),
    chooseReloaded: assign(({ context, event }) => ({
      chosenId: (event as Ev<'FILTERS.RELOAD'>).chosenId ?? context.chosenId,
    })),
    clearDeleting: assign({ deletingId: null }),
    keepDeleteProblem: assign(({ event }) => ({
      deleteProblem: saveProblemOf((event as { error?: unknown }).error),
    })),
    dropDelete: assign({ deleteProblem: null, deletingId: null }),
    takeFiltersForDelete: assign(({ event }) => ({
      filters: (event as unknown as { output: SavedFilterSummary[] }).output,
      deleteProblem: null,
    })),
    takeFilters: assign(({ context, event }) => {
      const filters = (event as unknown as { output: SavedFilterSummary[] }).output;
      const known = filters.some((filter) => filter.id === context.chosenId);
      return { filters, ...(known ? {} : { chosenId: null, chosen: null }) };
    }),
    draftSettings: assign(({ context }) => ({ draft: context.fields.map((field) => ({ ...field })) })),
    showSetting: assign(({ context, event }) => {
      const { id, show } = event as Ev<'SETTING.SHOW'>;
      return { draft: context.draft.map((field) => (field.id === id ? { ...field, show } : field)) };
    }),
    moveSetting: assign(({ context, event }) => {
      const { id, index } = event as Ev<'SETTING.MOVE'>;
      return { draft: moveField(context.draft, id, index) };
    }),
    dropDraft: assign({ draft: [] }),
    applySettings: assign(({ context }) => ({
      baseFields: context.draft.map((field) => ({ ...field })),
      fields: context.draft,
      draft: [],
    })),
    showHistory: assign({
      history: ({ event }) => (event as unknown as { output: SearchHistoryEntry[] }).output,
    }),
    applyHistory: assign(({ context, event }) => {
      const entry = context.history.find((item) => item.id === (event as Ev<'HISTORY.APPLY'>).id);
      return entry ? { ...applied(context, entry.content), chosenId: null, chosen: null } : {};
    }),
    dropHistory: assign({ history: [] }),
  },
}).createMachine({
  id: 'advancedSearch',
  type: 'parallel',
  context: ({ input }) => contextOf(input),
  on: {
    'PANEL.OPEN': { actions: 'showPanel' },
    'PANEL.CLOSE': { actions: 'hidePanel' },
    'PANEL.TOGGLE': { actions: 'togglePanel' },
    'MATCH.SET': { actions: 'setMatch' },
    'FIELD.SET': { actions: 'setField' },
    'QUICK.SET': { actions: 'setQuick' },
    'QUICK.HIDE': { actions: 'hideQuick' },
    'CONDITION.HIDE': { actions: 'hideCondition' },
    'QUICK.HIDDEN': { actions: 'setQuickHidden' },
    'CONDITIONS.HIDDEN': { actions: 'setConditionsHidden' },
    'SUB.SET': { actions: 'setSub' },
    'SUB.DISABLE': { actions: 'disableSub' },
    'SUB.ENABLE': { actions: 'enableSub' },
    RESET: [
      { guard: 'hasChosen', actions: ['resetToChosen', 'emitReset'] },
      { actions: ['resetToInitial', 'emitReset'] },
    ],
    'SNAPSHOT.APPLY': { actions: { type: 'applyFilter', params: ({ event }) => event.filter } },
  },
  states: {
    panel: { initial: 'loading', states: { loading: { after: { PANEL_LOADING: 'ready' } }, ready: {} } },
    setup: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadSetup',
            onDone: { target: 'ready', actions: ['applySetup', 'chooseDefault'] },
            onError: { target: 'ready', actions: { type: 'failed', params: { action: 'load' } } },
          },
        },
        ready: {},
      },
    },
    search: {
      initial: 'idle',
      // a search asked while one runs replaces it: the newest conditions win, none is dropped
      on: {
        SEARCH: { target: '.searching', actions: ['clearError', 'buildPayload', 'emitSearch'] },
      },
      states: {
        idle: {},
        searching: {
          invoke: [
            {
              src: 'runSearch',
              input: ({ context }) => ({ payload: context.lastPayload as SearchPayload }),
              onDone: 'idle',
              onError: { target: 'idle', actions: { type: 'failed', params: { action: 'load' } } },
            },
            // history is best effort: a failed write never bothers the user
            {
              src: 'addHistory',
              input: ({ context }) => ({ content: currentContent(context) }),
              onError: {},
            },
          ],
        },
      },
    },
    snapshot: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'SNAPSHOT.SELECT': { target: 'loading', actions: ['clearError', 'choose'] },
            'SNAPSHOT.DELETE': { target: 'deleting', actions: ['clearError', 'markDeleting'] },
            'FILTERS.RELOAD': { target: 'reloading', actions: 'chooseReloaded' },
          },
        },
        loading: {
          invoke: {
            src: 'loadFilter',
            input: ({ context }) => ({ id: context.chosenId ?? '' }),
            onDone: { target: 'idle', actions: { type: 'applyFilter', params: ({ event }) => event.output } },
            onError: {
              target: 'idle',
              actions: [{ type: 'failed', params: { action: 'load' } }, 'unchoose'],
            },
          },
          on: { 'SNAPSHOT.SELECT': { target: 'loading', reenter: true, actions: 'choose' } },
        },
        // the delete names the version the list shows (issue 35 item 9)
        deleting: {
          invoke: {
            src: 'deleteFilter',
            input: ({ context }) => {
              const id = context.deletingId ?? '';
              const version = context.filters.find((filter) => filter.id === id)?.version;
              return version !== undefined ? { id, version } : { id };
            },
            onDone: { target: 'reloading', actions: 'clearDeleting' },
            onError: [
              { guard: 'saveProblem', target: 'problem', actions: 'keepDeleteProblem' },
              {
                target: 'idle',
                actions: [{ type: 'failed', params: { action: 'delete' } }, 'clearDeleting'],
              },
            ],
          },
        },
        // the filter changed in another tab or by someone else since the list was loaded, or the
        // user may not delete it: the user decides
        problem: {
          on: {
            // the list as it now is (the filter stays)
            'DELETE.RELOAD': { target: 'reloading', actions: 'dropDelete' },
            'DELETE.OVERWRITE': { guard: 'deleteConflict', target: 'overwriting' },
            'DELETE.DISMISS': { target: 'idle', actions: 'dropDelete' },
          },
        },
        // delete anyway: the notice stays (busy) while the version held now is read, then the
        // delete names it
        overwriting: {
          invoke: {
            src: 'loadFilters',
            onDone: { target: 'deleting', actions: 'takeFiltersForDelete' },
            onError: {
              target: 'idle',
              actions: [{ type: 'failed', params: { action: 'delete' } }, 'dropDelete'],
            },
          },
        },
        reloading: {
          invoke: {
            src: 'loadFilters',
            onDone: { target: 'idle', actions: 'takeFilters' },
            onError: { target: 'idle', actions: { type: 'failed', params: { action: 'load' } } },
          },
        },
      },
    },
    setting: {
      initial: 'closed',
      states: {
        closed: { on: { 'SETTING.OPEN': { target: 'open', actions: 'draftSettings' } } },
        open: {
          on: {
            'SETTING.SHOW': { actions: 'showSetting' },
            'SETTING.MOVE': { actions: 'moveSetting' },
            'SETTING.CANCEL': { target: 'closed', actions: 'dropDraft' },
            'SETTING.SAVE': { target: 'saving' },
          },
        },
        saving: {
          invoke: {
            src: 'saveSettings',
            input: ({ context }) => ({ conditions: conditionSettingsOf(context.draft) }),
            onDone: { target: 'closed', actions: 'applySettings' },
            onError: { target: 'open', actions: { type: 'failed', params: { action: 'save' } } },
          },
        },
      },
    },
    history: {
      initial: 'closed',
      states: {
        closed: { on: { 'HISTORY.OPEN': 'loading' } },
        loading: {
          invoke: {
            src: 'loadHistory',
            onDone: { target: 'open', actions: 'showHistory' },
            onError: { target: 'open', actions: { type: 'failed', params: { action: 'load' } } },
          },
          on: { 'HISTORY.CLOSE': 'closed' },
        },
        open: {
          on: {
            'HISTORY.CLOSE': 'closed',
            'HISTORY.APPLY': { target: 'closed', actions: 'applyHistory' },
            'HISTORY.DELETE': { target: 'deleting' },
            'HISTORY.CLEAR': { target: 'clearing' },
          },
        },
        deleting: {
          invoke: {
            src: 'deleteHistory',
            input: ({ event }) => ({ id: event.type === 'HISTORY.DELETE' ? event.id : '' }),
            onDone: 'loading',
            onError: { target: 'open', actions: { type: 'failed', params: { action: 'delete' } } },
          },
        },
        clearing: {
          invoke: {
            src: 'clearHistory',
            onDone: { target: 'open', actions: 'dropHistory' },
            onError: { target: 'open', actions: { type: 'failed', params: { action: 'delete' } } },
          },
        },
      },
    },
  },
});

export type AdvancedSearchMachine = typeof advancedSearchMachine;
