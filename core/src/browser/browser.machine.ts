import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import {
  BROWSER_MAX_COUNT,
  BROWSER_PAGE_SIZE,
  BROWSER_SEARCH_DEBOUNCE_MS,
  BROWSER_SUGGESTION_MAX,
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
  assocKeyword: string;
  suggestions: BrowserEntry[];
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

const rejectUntilProvided = (name: string) => () => Promise.reject(new Error(`provide the ${name} actor`));

// IO: each rejects until provided (`browserActors(services)` in browser.service.ts, or test fakes)
const unprovidedActors = {
  fetchPage: fromPromise<BrowserPage, BrowserQuery>(rejectUntilProvided('fetchPage')),
  fetchTree: fromPromise<BrowserTreeNode[], void>(rejectUntilProvided('fetchTree')),
  resolveIds: fromPromise<BrowserEntry[], { ids: string[] }>(rejectUntilProvided('resolveIds')),
  fetchSuggestions: fromPromise<BrowserEntry[], { keyword: string }>(rejectUntilProvided('fetchSuggestions')),
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

/**
 * The object picker (spec 2.3, 3, 9): the field's value, associative suggestions, and the dialog
 * with keyword search (debounced; only the latest answer is shown, an older call is aborted),
 * paging, tabs, the left tree, the draft selection (max count, select all) and confirm/cancel.
 * Failures go to a failure state with retry, never to an empty list.
 */
export const browserMachine = setup({
  types: {
    input: {} as BrowserInput,
    context: {} as BrowserContext,
    events: {} as BrowserEvent,
    emitted: {} as BrowserEmitted,
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
    valueUnresolved: ({ context }) => needsResolving(context.value),
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
  },
}).createMachine({
  id: 'browser',
  type: 'parallel',
  context: ({ input }) => {
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
      assocKeyword: '',
      suggestions: [],
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
  },
  on: {
    'VALUE.SET': {
      guard: ({ context, event }) => !sameValue(context.value, event.value),
      target: '.value.checking',
      actions: assign(({ context, event }) => ({
        value: visible(event.value, context.formSecretLevel),
      })),
    },
  },
  states: {
    access: {
      initial: 'start',
      states: {
        start: {
          always: [
            { guard: ({ context }) => context.permissionCheck, target: 'checking' },
            { target: 'done' },
          ],
        },
        checking: {
          invoke: {
            src: 'checkPermission',
            onDone: {
              target: 'done',
              actions: assign({ permission: ({ event }) => (event.output ? 'granted' : 'denied') }),
            },
            // no answer is no refusal: the server still guards the data calls themselves
            onError: { target: 'done', actions: assign({ permission: 'granted' }) },
          },
        },
        done: {},
      },
    },
    props: {
      initial: 'start',
      states: {
        start: {
          always: [{ guard: ({ context }) => context.serverProps, target: 'loading' }, { target: 'done' }],
        },
        loading: {
          invoke: {
            src: 'fetchProps',
            onDone: {
              target: 'done',
              actions: assign(({ context, event }) => {
                const { multiple, maxCount, pageSize } = event.output;
                return {
                  ...(multiple !== undefined && !context.hostSet.multiple ? { multiple } : {}),
                  ...(maxCount !== undefined && !context.hostSet.maxCount ? { maxCount } : {}),
                  ...(pageSize !== undefined ? { pageSize } : {}),
                };
              }),
            },
            onError: 'done',
          },
        },
        done: {},
      },
    },
    conditions: {
      initial: 'start',
      states: {
        start: {
          always: [
            { guard: ({ context }) => context.conditionFilter, target: 'loading' },
            { target: 'done' },
          ],
        },
        loading: {
          invoke: {
            src: 'fetchConditions',
            onDone: { target: 'done', actions: assign({ conditions: ({ event }) => event.output }) },
            // no form: the picker lists without conditions
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
                assign(({ context, event }) => {
                  const byId = new Map(event.output.map((entry) => [entry.id, entry]));
                  const value = context.value
                    .map((item) => {
                      const entry = byId.get(item.id);
                      return entry
                        ? { ...toSelected(entry, item.subordinate ?? context.includeSub), type: item.type }
                        : item;
                    })
                    // spec 4: picks below the form's secret level are removed from the data
                    .filter((item) => !belowSecretLevel(item, context.formSecretLevel));
                  return { value, valueChanged: !sameValue(value, context.value) };
                }),
                { type: 'emitChange', params: ({ context }) => ({ when: context.valueChanged }) },
              ],
            },
            // the ids stay as they are: the field still shows what it has
            onError: 'idle',
          },
        },
      },
    },
    assoc: {
      initial: 'idle',
      on: {
        'ASSOC.INPUT': [
          { guard: ({ context }) => context.permission === 'denied' },
          {
            guard: ({ event }) => event.keyword.trim() === '',
            target: '.idle',
            actions: assign({ assocKeyword: '', suggestions: [] }),
          },
          {
            target: '.debouncing',
            reenter: true,
            actions: assign({ assocKeyword: ({ event }) => event.keyword }),
          },
        ],
        'ASSOC.CLOSE': { target: '.idle', actions: assign({ assocKeyword: '', suggestions: [] }) },
        'ASSOC.PICK': {
          target: '.idle',
          actions: [
            assign(({ context, event }) => {
              const entry = context.suggestions.find((e) => e.id === event.id);
              if (!entry) return {};
              const result = pick(context.value, toSelected(entry, context.includeSub), context);
              return result.ok
                ? { value: result.selected, assocKeyword: '', suggestions: [], maxReached: false }
                : { maxReached: true };
            }),
            'emitChange',
          ],
        },
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
            input: ({ context }) => ({ keyword: context.assocKeyword.trim() }),
            onDone: {
              target: 'ready',
              actions: assign(({ context, event }) => ({
                // spec 9: at most 4 suggestions
                suggestions: visible(event.output, context.formSecretLevel).slice(0, BROWSER_SUGGESTION_MAX),
              })),
            },
            onError: { target: 'idle', actions: assign({ suggestions: [] }) },
          },
        },
        ready: {},
      },
    },
    dialog: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'DIALOG.OPEN': {
              guard: 'allowed',
              target: 'open',
              actions: assign(({ context }) => ({
                draft: [...context.value],
                keyword: '',
                // rows that answered the empty keyword, the one each opening searches, stay while
                // that search refreshes them (the skins keep them drawn); rows of another keyword
                // would mislead: then the list starts loading afresh
                ...(context.keyword === '' ? {} : { entries: [], total: 0, hasMore: false }),
                page: 0,
                maxReached: false,
                assocKeyword: '',
                suggestions: [],
              })),
            },
            'ITEM.REMOVE': {
              guard: 'editable',
              actions: [
                assign(({ context, event }) => ({ value: context.value.filter((i) => i.id !== event.id) })),
                'emitChange',
              ],
            },
            CLEAR: { guard: 'editable', actions: [assign({ value: [] }), 'emitChange'] },
          },
        },
        open: {
          type: 'parallel',
          on: {
            'DIALOG.CANCEL': { target: 'closed', actions: assign({ draft: [] }) },
            'DIALOG.CONFIRM': {
              target: 'closed',
              actions: ['commit', 'emitChange', 'emitHistory', assign({ draft: [] })],
            },
            'ITEM.TOGGLE': [
              {
                guard: 'multiple',
                actions: { type: 'toggleDraft', params: ({ event }) => ({ id: event.id }) },
              },
              {
                // single choice: a click picks and confirms
                target: 'closed',
                actions: [
                  assign(({ context, event }) => {
                    const entry = context.entries.find((e) => e.id === event.id);
                    return entry ? { draft: [toSelected(entry, context.includeSub)] } : {};
                  }),
                  'commit',
                  'emitChange',
                  'emitHistory',
                ],
              },
            ],
            'ITEM.REMOVE': {
              actions: assign(({ context, event }) => ({
                draft: context.draft.filter((i) => i.id !== event.id),
                maxReached: false,
              })),
            },
            SELECT_ALL: {
              guard: 'multiple',
              actions: assign(({ context }) => {
                const items = context.entries.map((entry) => toSelected(entry, context.includeSub));
                const { selected, capped } = pickAll(context.draft, items, context.maxCount);
                return { draft: selected, maxReached: capped };
              }),
            },
            CLEAR: { actions: assign({ draft: [], maxReached: false }) },
          },
          states: {
            tree: {
              initial: 'checking',
              states: {
                checking: { always: [{ guard: 'treeMissing', target: 'loading' }, { target: 'ready' }] },
                loading: {
                  invoke: {
                    src: 'fetchTree',
                    onDone: { target: 'ready', actions: assign({ tree: ({ event }) => event.output }) },
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
                  {
                    // no wait: straight to the call, without a pass through debouncing
                    guard: 'searchesAtOnce',
                    target: '.loading',
                    reenter: true,
                    actions: assign({ keyword: ({ event }) => event.keyword }),
                  },
                  {
                    target: '.debouncing',
                    reenter: true,
                    actions: assign({ keyword: ({ event }) => event.keyword }),
                  },
                ],
                'LIST.REFRESH': { target: '.loading', reenter: true },
                'TAB.SELECT': {
                  target: '.loading',
                  reenter: true,
                  actions: assign({ tab: ({ event }) => event.tab }),
                },
                'TREE.SELECT': {
                  target: '.loading',
                  reenter: true,
                  actions: assign({ nodeId: ({ event }) => event.nodeId }),
                },
                'CONDITION.SET': {
                  guard: ({ context, event }) => context.conditions.some((c) => c.key === event.key),
                  target: '.loading',
                  reenter: true,
                  actions: assign(({ context, event }) => {
                    const conditionValues = { ...context.conditionValues };
                    if (event.value === undefined) delete conditionValues[event.key];
                    else conditionValues[event.key] = event.value;
                    return { conditionValues };
                  }),
                },
                'CONDITION.RESET': {
                  guard: ({ context }) => Object.keys(context.conditionValues).length > 0,
                  target: '.loading',
                  reenter: true,
                  actions: assign({ conditionValues: {} }),
                },
                'SUB.TOGGLE': {
                  target: '.loading',
                  reenter: true,
                  actions: assign(({ context }) => {
                    const includeSub = !context.includeSub;
                    // the flag travels with the picks it applies to
                    const draft = context.draft.map((item) =>
                      supportsSubordinate(item.type) ? { ...item, subordinate: includeSub } : item,
                    );
                    return { includeSub, draft };
                  }),
                },
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
                    onDone: {
                      target: 'ready',
                      actions: assign(({ context, event }) => ({
                        entries: visible(event.output.entries, context.formSecretLevel),
                        total: event.output.total,
                        hasMore: event.output.hasMore,
                        page: 1,
                      })),
                    },
                    onError: {
                      target: 'failure',
                      actions: assign({ entries: [], hasMore: false, total: 0 }),
                    },
                  },
                },
                ready: { on: { 'LIST.MORE': { guard: 'hasMore', target: 'loadingMore' } } },
                loadingMore: {
                  invoke: {
                    src: 'fetchPage',
                    input: ({ context }) => queryOf(context, context.page + 1),
                    onDone: {
                      target: 'ready',
                      actions: assign(({ context, event }) => ({
                        entries: appendEntries(
                          context.entries,
                          visible(event.output.entries, context.formSecretLevel),
                        ),
                        total: event.output.total,
                        hasMore: event.output.hasMore,
                        page: context.page + 1,
                      })),
                    },
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
