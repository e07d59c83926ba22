import { assign, emit, enqueueActions, forwardTo, fromPromise, setup, type ActorRefFrom } from 'xstate';
import {
  BROWSER_MAX_COUNT,
  BROWSER_PAGE_SIZE,
  BROWSER_SEARCH_DEBOUNCE_MS,
  NO_SECRET_LEVEL,
  appendEntries,
  belowSecretLevel,
  pick,
  pickAll,
  supportsSubordinate,
  toSelected,
} from './browser.logic';
import type { DetailLinkOption } from '../layout';
import {
  conditionPayload,
  type BrowserCondition,
  type BrowserConditionValues,
  type BrowserServerProps,
} from './browser.answers';
import type { BrowserQuery, BrowserTab } from './browser.service';
import type { BrowserEntry, BrowserPage, BrowserSelectedItem, BrowserTreeNode } from './browser.types';
import { browserSuggestMachine, type BrowserSuggestMachine } from './browser-suggest.machine';
import { rejectUntilProvided } from '../shared/reject-until-provided';

/** Input of `browserMachine`. */
export interface BrowserInput {
  /** The browser type (`resource`, `department`, `customer` ...). */
  type: string;
  multiple?: boolean;
  /** spec 9: at most 51 by default. */
  maxCount?: number;
  /** spec 4: the form's secret level; entries below it are filtered out (-999: none). */
  formSecretLevel?: number;
  /** The field's value when the browser starts. */
  value?: readonly BrowserSelectedItem[];
  /** The tabs offered, the first one shown first. */
  tabs?: readonly BrowserTab[];
  /** Sub-organisation inclusion at start (department, subcompany, organization). */
  includeSub?: boolean;
  /** spec 3: how result rows are laid out (a business object's row type); people and organisations when absent. */
  rowType?: string;
  /** The field shows its value only. */
  readOnly?: boolean;
  /** Desktop: tags wrap (display cap 10 instead of 100). */
  wrap?: boolean;
  /** Mobile: the field has associative input (display cap 5 instead of 20). */
  associative?: boolean;
  /** Wait after typing before a search, in ms (250 by default); 0 searches on each keystroke. */
  searchDebounceMs?: number;
  /** Ask the server whether the user may browse here (spec 7 permission) before the picker opens. */
  permissionCheck?: boolean;
  /**
   * Show the picker's condition form (spec 7 `condition`, desktop only): its filters narrow the list
   * through `dataCondition`.
   */
  conditionFilter?: boolean;
  /** Read the browser's own properties (spec 7 prop); `multiple` and `maxCount` given here win. */
  serverProps?: boolean;
  /**
   * How result rows and picks open their record (spec 2.2): a module route, an external link base,
   * a mobile template, or a spec chosen per record; a record's own safe `linkUrl` wins.
   */
  detailLink?: DetailLinkOption;
}

/** Why the list failed (a failed next page keeps the loaded rows). */
export interface BrowserContext {
  type: string;
  multiple: boolean;
  maxCount: number;
  formSecretLevel: number;
  tabs: readonly BrowserTab[];
  value: BrowserSelectedItem[];
  draft: BrowserSelectedItem[];
  keyword: string;
  tab: BrowserTab;
  nodeId: string | null;
  includeSub: boolean;
  entries: BrowserEntry[];
  total: number;
  hasMore: boolean;
  page: number;
  tree: BrowserTreeNode[];
  /** The last refused pick: the max count was reached. */
  maxReached: boolean;
  /** The last resolution changed the value (names, dropped picks). */
  valueChanged: boolean;
  rowType: string | null;
  readOnly: boolean;
  wrap: boolean;
  associative: boolean;
  searchDebounceMs: number;
  /** spec 7 permission: unknown until asked (or never asked), then the server's answer. */
  permission: 'unknown' | 'granted' | 'denied';
  /** Rows asked per page (50, or the server's `prop`). */
  pageSize: number;
  permissionCheck: boolean;
  serverProps: boolean;
  conditionFilter: boolean;
  /** The condition form's filters (spec 7 `condition`), empty until the server names them. */
  conditions: BrowserCondition[];
  /** What the user set in the condition form. */
  conditionValues: BrowserConditionValues;
  /** What the host set itself, which the server's `prop` does not change. */
  hostSet: { multiple: boolean; maxCount: boolean };
  detailLink?: DetailLinkOption;
}

export type BrowserEvent =
  | { type: 'DIALOG.OPEN' }
  | { type: 'DIALOG.CANCEL' }
  | { type: 'DIALOG.CONFIRM' }
  | { type: 'SEARCH.INPUT'; keyword: string }
  | { type: 'TAB.SELECT'; tab: BrowserTab }
  | { type: 'TREE.SELECT'; nodeId: string | null }
  | { type: 'LIST.MORE' }
  | { type: 'LIST.RETRY' }
  /** The first page again, the rows kept until it answers (pull to refresh). */
  | { type: 'LIST.REFRESH' }
  | { type: 'TREE.RETRY' }
  | { type: 'ITEM.TOGGLE'; id: string }
  | { type: 'ITEM.REMOVE'; id: string }
  | { type: 'SELECT_ALL' }
  | { type: 'CLEAR' }
  | { type: 'SUB.TOGGLE' }
  /** A condition's value set (undefined clears it); the list searches again. */
  | { type: 'CONDITION.SET'; key: string; value: BrowserConditionValues[string] | undefined }
  | { type: 'CONDITION.RESET' }
  | { type: 'VALUE.SET'; value: readonly BrowserSelectedItem[] }
  | { type: 'ASSOC.INPUT'; keyword: string }
  | { type: 'ASSOC.PICK'; id: string }
  | { type: 'ASSOC.CLOSE' };

/** Emitted when the field's value changes (confirm, remove, a suggestion picked). */
export type BrowserEmitted =
  { type: 'change'; value: BrowserSelectedItem[] } | { type: 'history'; ids: string[] };

// IO: each rejects until provided (`browserActors(services)` in browser.service.ts, or test fakes
// through `browserImplementations`)
const unprovidedActors = {
  fetchPage: fromPromise<BrowserPage, BrowserQuery>(rejectUntilProvided('fetchPage')),
  fetchTree: fromPromise<BrowserTreeNode[], void>(rejectUntilProvided('fetchTree')),
  resolveIds: fromPromise<BrowserEntry[], { ids: string[] }>(rejectUntilProvided('resolveIds')),
  // the associative suggestions: a child machine with its own IO (browserImplementations, in
  // browser.service.ts, maps it)
  suggest: browserSuggestMachine,
  checkPermission: fromPromise<boolean, void>(rejectUntilProvided('checkPermission')),
  fetchProps: fromPromise<BrowserServerProps, void>(rejectUntilProvided('fetchProps')),
  fetchConditions: fromPromise<BrowserCondition[], void>(rejectUntilProvided('fetchConditions')),
};

function defaultTabs(type: string): BrowserTab[] {
  if (type === 'resource' || type === 'external') return ['all', 'organization', 'recent'];
  if (supportsSubordinate(type)) return ['organization', 'all', 'recent'];
  return ['all', 'recent'];
}

const visible = <T extends { seclevel?: number }>(entries: readonly T[], level: number): T[] =>
  entries.filter((entry) => !belowSecretLevel(entry, level));

function queryOf(context: BrowserContext, page: number): BrowserQuery {
  return {
    keyword: context.keyword.trim(),
    tab: context.tab,
    nodeId: context.nodeId,
    includeSub: context.includeSub,
    page,
    pageSize: context.pageSize,
    condition: conditionPayload(context.conditions, context.conditionValues),
  };
}

const debounceOf = (ms: number | undefined) =>
  ms !== undefined && Number.isFinite(ms) && ms >= 0 ? ms : BROWSER_SEARCH_DEBOUNCE_MS;

const needsResolving = (value: readonly BrowserSelectedItem[]) =>
  value.some((item) => item.name.trim() === '');

const sameValue = (a: readonly BrowserSelectedItem[], b: readonly BrowserSelectedItem[]) =>
  a.length === b.length && a.every((item, i) => JSON.stringify(item) === JSON.stringify(b[i]));

/** The browser's context when it starts, from its input. */
function contextOf(input: BrowserInput): BrowserContext {
  const tabs = input.tabs && input.tabs.length > 0 ? [...input.tabs] : defaultTabs(input.type);
  const formSecretLevel = input.formSecretLevel ?? NO_SECRET_LEVEL;
  return {
    type: input.type,
    multiple: input.multiple === true,
    maxCount: input.maxCount && input.maxCount > 0 ? input.maxCount : BROWSER_MAX_COUNT,
    formSecretLevel,
    tabs,
    value: visible(input.value ?? [], formSecretLevel),
    draft: [],
    keyword: '',
    tab: tabs[0] ?? 'all',
    nodeId: null,
    includeSub: input.includeSub ?? true,
    entries: [],
    total: 0,
    hasMore: false,
    page: 0,
    tree: [],
    maxReached: false,
    valueChanged: false,
    rowType: input.rowType ?? null,
    readOnly: input.readOnly === true,
    wrap: input.wrap === true,
    associative: input.associative === true,
    searchDebounceMs: debounceOf(input.searchDebounceMs),
    pageSize: BROWSER_PAGE_SIZE,
    permissionCheck: input.permissionCheck === true,
    serverProps: input.serverProps === true,
    conditionFilter: input.conditionFilter === true,
    conditions: [],
    conditionValues: {},
    permission: 'unknown',
    hostSet: { multiple: input.multiple !== undefined, maxCount: input.maxCount !== undefined },
    detailLink: input.detailLink,
  };
}

type Ev<T extends BrowserEvent['type']> = Extract<BrowserEvent, { type: T }>;

/** The suggestions child's list (what a pick chooses from). */
const suggestionsOf = (self: { getSnapshot(): unknown }): BrowserEntry[] =>
  (
    self.getSnapshot() as { children: { suggest?: ActorRefFrom<BrowserSuggestMachine> } }
  ).children.suggest?.getSnapshot().context.suggestions ?? [];

/** The value with each resolved id's name (and spec 4: picks below the form's secret level dropped). */
function resolvedValue(context: BrowserContext, entries: readonly BrowserEntry[]): BrowserSelectedItem[] {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  return context.value
    .map((item) => {
      const entry = byId.get(item.id);
      return entry ? { ...toSelected(entry, item.subordinate ?? context.includeSub), type: item.type } : item;
    })
    .filter((item) => !belowSecretLevel(item, context.formSecretLevel));
}

/** The browser's own props from the server, where the host did not set them. */
function serverPropsOf(context: BrowserContext, props: BrowserServerProps): Partial<BrowserContext> {
  const { multiple, maxCount, pageSize } = props;
  return {
    ...(multiple !== undefined && !context.hostSet.multiple ? { multiple } : {}),
    ...(maxCount !== undefined && !context.hostSet.maxCount ? { maxCount } : {}),
    ...(pageSize !== undefined ? { pageSize } : {}),
  };
}

const outputOf = <T>(event: unknown) => (event as { output: T }).output;

// every list event searches afresh: a new call aborts the one under way
const searchAgain = { target: '.loading', reenter: true } as const;

/**
 * The object picker (spec 2.3, 3, 9): the field's value, associative suggestions (the `suggest`
 * child, browser-suggest.machine.ts), and the dialog with keyword search (debounced; only the latest
 * answer is shown, an older call is aborted), paging, tabs, the left tree, the draft selection (max
 * count, select all) and confirm/cancel. Failures go to a failure state with retry, never to an
 * empty list.
 */
export const browserMachine = setup({
  types: {
    input: {} as BrowserInput,
    context: {} as BrowserContext,
    events: {} as BrowserEvent,
    emitted: {} as BrowserEmitted,
    children: {} as { suggest: 'suggest' },
  },
  actors: unprovidedActors,
  delays: { SEARCH_DEBOUNCE: ({ context }) => context.searchDebounceMs },
  guards: {
    // no wait at all: a zero-delay timer would still cost a macrotask per keystroke
    searchesAtOnce: ({ context }) => context.searchDebounceMs === 0,
    multiple: ({ context }) => context.multiple,
    hasMore: ({ context }) => context.hasMore,
    treeMissing: ({ context }) => context.tree.length === 0,
    editable: ({ context }) => !context.readOnly,
    // spec 7 permission: a picker the server closed to the user does not open
    allowed: ({ context }) => !context.readOnly && context.permission !== 'denied',
    denied: ({ context }) => context.permission === 'denied',
    valueUnresolved: ({ context }) => needsResolving(context.value),
    valueNew: ({ context, event }) => !sameValue(context.value, (event as Ev<'VALUE.SET'>).value),
    checksPermission: ({ context }) => context.permissionCheck,
    readsServerProps: ({ context }) => context.serverProps,
    hasConditionForm: ({ context }) => context.conditionFilter,
    knownCondition: ({ context, event }) =>
      context.conditions.some((c) => c.key === (event as Ev<'CONDITION.SET'>).key),
    conditionsSet: ({ context }) => Object.keys(context.conditionValues).length > 0,
  },
  actions: {
    toggleDraft: assign(({ context }, params: { id: string }) => {
      if (context.draft.some((item) => item.id === params.id)) {
        return { draft: context.draft.filter((item) => item.id !== params.id), maxReached: false };
      }
      const entry = context.entries.find((e) => e.id === params.id);
      if (!entry) return {};
      const result = pick(context.draft, toSelected(entry, context.includeSub), context);
      return result.ok ? { draft: result.selected, maxReached: false } : { maxReached: true };
    }),
    commit: assign(({ context }) => ({ value: [...context.draft] })),
    emitChange: enqueueActions(({ context, enqueue }, params?: { when?: boolean }) => {
      if (params?.when === false) return;
      enqueue.emit({ type: 'change', value: [...context.value] });
    }),
    emitHistory: emit(({ context }) => ({ type: 'history' as const, ids: context.value.map((i) => i.id) })),
    setValue: assign(({ context, event }) => ({
      value: visible((event as Ev<'VALUE.SET'>).value, context.formSecretLevel),
    })),
    grant: assign({ permission: ({ event }) => (outputOf<boolean>(event) ? 'granted' : 'denied') }),
    // no answer is no refusal: the server still guards the data calls themselves
    grantUnanswered: assign({ permission: 'granted' }),
    takeServerProps: assign(({ context, event }) => serverPropsOf(context, outputOf(event))),
    takeConditions: assign({ conditions: ({ event }) => outputOf<BrowserCondition[]>(event) }),
    resolveValue: assign(({ context, event }) => {
      const value = resolvedValue(context, outputOf(event));
      return { value, valueChanged: !sameValue(value, context.value) };
    }),
    toSuggest: forwardTo('suggest'),
    pickSuggestion: enqueueActions(({ context, event, self, enqueue }) => {
      const entry = suggestionsOf(self).find((e) => e.id === (event as Ev<'ASSOC.PICK'>).id);
      const result = entry ? pick(context.value, toSelected(entry, context.includeSub), context) : null;
      if (result?.ok) enqueue.assign({ value: result.selected, maxReached: false });
      else if (result) enqueue.assign({ maxReached: true });
      // the field's value as it now is, picked or not
      enqueue.emit({ type: 'change', value: [...(result?.ok ? result.selected : context.value)] });
      enqueue.sendTo('suggest', { type: 'ASSOC.PICKED', clear: result?.ok === true });
    }),
    openDialog: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({
        draft: [...context.value],
        keyword: '',
        // rows that answered the empty keyword, the one each opening searches, stay while that
        // search refreshes them (the skins keep them drawn); rows of another keyword would
        // mislead: then the list starts loading afresh
        ...(context.keyword === '' ? {} : { entries: [], total: 0, hasMore: false }),
        page: 0,
        maxReached: false,
      });
      enqueue.sendTo('suggest', { type: 'ASSOC.RESET' });
    }),
    removeValue: assign(({ context, event }) => ({
      value: context.value.filter((i) => i.id !== (event as Ev<'ITEM.REMOVE'>).id),
    })),
    clearValue: assign({ value: [] }),
    dropDraft: assign({ draft: [] }),
    clearDraft: assign({ draft: [], maxReached: false }),
    // single choice: a click picks and confirms
    pickOnly: assign(({ context, event }) => {
      const entry = context.entries.find((e) => e.id === (event as Ev<'ITEM.TOGGLE'>).id);
      return entry ? { draft: [toSelected(entry, context.includeSub)] } : {};
    }),
    removeDraft: assign(({ context, event }) => ({
      draft: context.draft.filter((i) => i.id !== (event as Ev<'ITEM.REMOVE'>).id),
      maxReached: false,
    })),
    selectAll: assign(({ context }) => {
      const items = context.entries.map((entry) => toSelected(entry, context.includeSub));
      const { selected, capped } = pickAll(context.draft, items, context.maxCount);
      return { draft: selected, maxReached: capped };
    }),
    showTree: assign({ tree: ({ event }) => outputOf<BrowserTreeNode[]>(event) }),
    setKeyword: assign({ keyword: ({ event }) => (event as Ev<'SEARCH.INPUT'>).keyword }),
    setTab: assign({ tab: ({ event }) => (event as Ev<'TAB.SELECT'>).tab }),
    setNode: assign({ nodeId: ({ event }) => (event as Ev<'TREE.SELECT'>).nodeId }),
    setCondition: assign(({ context, event }) => {
      const { key, value } = event as Ev<'CONDITION.SET'>;
      const conditionValues = { ...context.conditionValues };
      if (value === undefined) delete conditionValues[key];
      else conditionValues[key] = value;
      return { conditionValues };
    }),
    resetConditions: assign({ conditionValues: {} }),
    toggleSub: assign(({ context }) => {
      const includeSub = !context.includeSub;
      // the flag travels with the picks it applies to
      const draft = context.draft.map((item) =>
        supportsSubordinate(item.type) ? { ...item, subordinate: includeSub } : item,
      );
      return { includeSub, draft };
    }),
    showFirstPage: assign(({ context, event }) => {
      const page = outputOf<BrowserPage>(event);
      return {
        entries: visible(page.entries, context.formSecretLevel),
        total: page.total,
        hasMore: page.hasMore,
        page: 1,
      };
    }),
    clearList: assign({ entries: [], hasMore: false, total: 0 }),
    appendPage: assign(({ context, event }) => {
      const page = outputOf<BrowserPage>(event);
      return {
        entries: appendEntries(context.entries, visible(page.entries, context.formSecretLevel)),
        total: page.total,
        hasMore: page.hasMore,
        page: context.page + 1,
      };
    }),
  },
}).createMachine({
  id: 'browser',
  type: 'parallel',
  context: ({ input }) => contextOf(input),
  invoke: {
    id: 'suggest',
    src: 'suggest',
    input: ({ context }) => ({
      formSecretLevel: context.formSecretLevel,
      searchDebounceMs: context.searchDebounceMs,
    }),
  },
  on: {
    'VALUE.SET': { guard: 'valueNew', target: '.value.checking', actions: 'setValue' },
    'ASSOC.INPUT': [{ guard: 'denied' }, { actions: 'toSuggest' }],
    'ASSOC.CLOSE': { actions: 'toSuggest' },
    'ASSOC.PICK': { actions: 'pickSuggestion' },
  },
  states: {
    access: {
      initial: 'start',
      states: {
        start: { always: [{ guard: 'checksPermission', target: 'checking' }, { target: 'done' }] },
        checking: {
          invoke: {
            src: 'checkPermission',
            onDone: { target: 'done', actions: 'grant' },
            onError: { target: 'done', actions: 'grantUnanswered' },
          },
        },
        done: {},
      },
    },
    props: {
      initial: 'start',
      states: {
        start: { always: [{ guard: 'readsServerProps', target: 'loading' }, { target: 'done' }] },
        loading: {
          invoke: {
            src: 'fetchProps',
            onDone: { target: 'done', actions: 'takeServerProps' },
            onError: 'done',
          },
        },
        done: {},
      },
    },
    conditions: {
      initial: 'start',
      states: {
        start: { always: [{ guard: 'hasConditionForm', target: 'loading' }, { target: 'done' }] },
        loading: {
          // no form on a failure: the picker lists without conditions
          invoke: {
            src: 'fetchConditions',
            onDone: { target: 'done', actions: 'takeConditions' },
            onError: 'done',
          },
        },
        done: {},
      },
    },
    value: {
      initial: 'checking',
      states: {
        checking: { always: [{ guard: 'valueUnresolved', target: 'resolving' }, { target: 'idle' }] },
        idle: {},
        resolving: {
          invoke: {
            src: 'resolveIds',
            input: ({ context }) => ({ ids: context.value.map((item) => item.id) }),
            onDone: {
              target: 'idle',
              actions: [
                'resolveValue',
                { type: 'emitChange', params: ({ context }) => ({ when: context.valueChanged }) },
              ],
            },
            // the ids stay as they are: the field still shows what it has
            onError: 'idle',
          },
        },
      },
    },
    dialog: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'DIALOG.OPEN': { guard: 'allowed', target: 'open', actions: 'openDialog' },
            'ITEM.REMOVE': { guard: 'editable', actions: ['removeValue', 'emitChange'] },
            CLEAR: { guard: 'editable', actions: ['clearValue', 'emitChange'] },
          },
        },
        open: {
          type: 'parallel',
          on: {
            'DIALOG.CANCEL': { target: 'closed', actions: 'dropDraft' },
            'DIALOG.CONFIRM': {
              target: 'closed',
              actions: ['commit', 'emitChange', 'emitHistory', 'dropDraft'],
            },
            'ITEM.TOGGLE': [
              {
                guard: 'multiple',
                actions: { type: 'toggleDraft', params: ({ event }) => ({ id: event.id }) },
              },
              { target: 'closed', actions: ['pickOnly', 'commit', 'emitChange', 'emitHistory'] },
            ],
            'ITEM.REMOVE': { actions: 'removeDraft' },
            SELECT_ALL: { guard: 'multiple', actions: 'selectAll' },
            CLEAR: { actions: 'clearDraft' },
          },
          states: {
            tree: {
              initial: 'checking',
              states: {
                checking: { always: [{ guard: 'treeMissing', target: 'loading' }, { target: 'ready' }] },
                loading: {
                  invoke: {
                    src: 'fetchTree',
                    onDone: { target: 'ready', actions: 'showTree' },
                    onError: 'failure',
                  },
                },
                ready: {},
                failure: { on: { 'TREE.RETRY': 'loading' } },
              },
            },
            list: {
              initial: 'loading',
              on: {
                'SEARCH.INPUT': [
                  // no wait: straight to the call, without a pass through debouncing
                  { guard: 'searchesAtOnce', ...searchAgain, actions: 'setKeyword' },
                  { target: '.debouncing', reenter: true, actions: 'setKeyword' },
                ],
                'LIST.REFRESH': searchAgain,
                'TAB.SELECT': { ...searchAgain, actions: 'setTab' },
                'TREE.SELECT': { ...searchAgain, actions: 'setNode' },
                'CONDITION.SET': { guard: 'knownCondition', ...searchAgain, actions: 'setCondition' },
                'CONDITION.RESET': { guard: 'conditionsSet', ...searchAgain, actions: 'resetConditions' },
                'SUB.TOGGLE': { ...searchAgain, actions: 'toggleSub' },
              },
              states: {
                debouncing: {
                  always: { guard: 'searchesAtOnce', target: 'loading' },
                  after: { SEARCH_DEBOUNCE: 'loading' },
                },
                loading: {
                  invoke: {
                    src: 'fetchPage',
                    input: ({ context }) => queryOf(context, 1),
                    onDone: { target: 'ready', actions: 'showFirstPage' },
                    onError: { target: 'failure', actions: 'clearList' },
                  },
                },
                ready: { on: { 'LIST.MORE': { guard: 'hasMore', target: 'loadingMore' } } },
                loadingMore: {
                  invoke: {
                    src: 'fetchPage',
                    input: ({ context }) => queryOf(context, context.page + 1),
                    onDone: { target: 'ready', actions: 'appendPage' },
                    onError: 'moreFailure',
                  },
                },
                moreFailure: { on: { 'LIST.RETRY': 'loadingMore' } },
                failure: { on: { 'LIST.RETRY': 'loading' } },
              },
            },
          },
        },
      },
    },
  },
});

export type BrowserMachine = typeof browserMachine;
