import { assign, fromPromise, setup } from 'xstate';
import { failureOf, type Failure } from '../http/failure';
import { isSaveProblem, saveProblemOf, type SaveProblem } from '../http/save-problem';
// the kernel's sort rule, not the sort feature's entry: that would load its list's messages with ours
import type { SortPlan } from '../shared/sort-entry';
import { planSort, planSortMove } from '../shared/sort-plan';
import type { Platform } from '../shared/platform';
import {
  EMPTY_SHARE_SEARCH,
  SHARE_FIRST_PAGE,
  SHARE_LIST_VIEW_PAGE_SIZE,
  SHARE_PAGE_SIZE,
  defaultShareOperations,
  keepChecked,
  moveToTop,
  pageAfterDelete,
  searchParams,
  searchResetsPage,
} from './share.logic';
import type {
  ShareColumn,
  ShareOperation,
  SharePage,
  ShareQuery,
  ShareRow,
  ShareSearch,
} from './share.types';

/** spec 3 table types: none (desktop default) or check boxes (mobile default). */
export type ShareTableType = 'NONE' | 'CHECKBOX';

/** Input of `shareListMachine`. */
export interface ShareListInput {
  platform: Platform;
  /** spec 3: NONE on desktop, CHECKBOX on mobile by default. */
  tableType?: ShareTableType;
  /** spec 9: 10 (desktop pages); the mobile list view loads 20 at a time. */
  pageSize?: number;
  /** spec 4: the row operations (desktop edit, delete, top; mobile edit, delete). */
  operations?: readonly ShareOperation[];
  /** The search to start with. */
  search?: Partial<ShareSearch>;
}

/** The auth form the list has open: add (default) or edit of a row. */
export type ShareFormState = { mode: 'add' } | { mode: 'edit'; id: string };

/** A change that did not go through. */
export type ShareNotice = 'delete' | 'top' | 'sort';

/** spec 3 share list state. */
export interface ShareListContext {
  platform: Platform;
  rowKey: 'id';
  /** spec 3: part (pages) on desktop; the mobile list view appends pages. */
  paginationType: 'part' | 'infinite';
  tableType: ShareTableType;
  operations: ShareOperation[];
  rows: ShareRow[];
  columns: ShareColumn[];
  pageSize: number;
  current: number;
  total: number;
  hasMore: boolean;
  checkedKeys: string[];
  selectedRows: ShareRow[];
  search: ShareSearch;
  /** The page call to make next (rows are appended on `append`). */
  request: ShareQuery & { append: boolean };
  /** Why the last list call failed (read for the user by connect; the raw text is its detail). */
  error: Failure | null;
  /** A change that did not go through. */
  notice: ShareNotice | null;
  /** Why it did not. */
  noticeFailure: Failure | null;
  /** The table's version in force, which every change names (issue 35 item 9). */
  version?: number;
  /** A change the user must decide about: a conflict (reload or overwrite) or a refusal. */
  problem: SaveProblem | null;
  /** The change being sent (kept through a conflict, for the overwrite). */
  change: ShareNotice | null;
  form: ShareFormState | null;
  /** Ids of the change being sent (delete, top). */
  pending: string[];
  /** The writes of the reorder being sent. */
  sortPlan: ShareSortPlan | null;
  /** The row the last drag or keyboard move placed (what a screen reader hears), or null. */
  moved: string | null;
}

export type ShareListEvent =
  | { type: 'SEARCH'; search: Partial<ShareSearch> }
  | { type: 'PAGE.CHANGE'; current: number; pageSize?: number }
  | { type: 'LIST.MORE' }
  | { type: 'RELOAD' }
  | { type: 'RETRY' }
  | { type: 'CHECK.TOGGLE'; id: string }
  | { type: 'CHECK.SET'; keys: readonly string[] }
  | { type: 'DELETE'; ids: readonly string[] }
  | { type: 'DELETE.CHECKED' }
  | { type: 'TOP'; id: string }
  | { type: 'SORT'; ids: readonly string[] }
  | { type: 'MOVE'; from: number; to: number }
  | { type: 'NOTICE.DISMISS' }
  | { type: 'FORM.ADD' }
  | { type: 'FORM.EDIT'; id: string }
  | { type: 'FORM.CLOSE'; saved?: boolean }
  /** A conflict: drop the change and load the shares as they now are. */
  | { type: 'PROBLEM.RELOAD' }
  /** A conflict: send the change again over the shares as they now are. */
  | { type: 'PROBLEM.OVERWRITE' }
  /** Closes the notice; the list is loaded as it now is. */
  | { type: 'PROBLEM.DISMISS' };

/** One sort write of the permission table (spec 4 sorting). */
export type ShareSortPlan = SortPlan<{ id: string; sort: number }>;

const rejectUntilProvided = (name: string) => () => Promise.reject(new Error(`provide the ${name} actor`));

// IO: each rejects until provided (the feature's service.ts gives the real actors, tests fakes)
const unprovidedActors = {
  fetchList: fromPromise<SharePage, ShareQuery>(rejectUntilProvided('fetchList')),
  removeShares: fromPromise<void, { ids: string[]; version?: number }>(rejectUntilProvided('removeShares')),
  topShare: fromPromise<void, { id: string; version?: number }>(rejectUntilProvided('topShare')),
  sortShares: fromPromise<void, { plan: ShareSortPlan; version?: number }>(rejectUntilProvided('sortShares')),
};

const selected = (rows: readonly ShareRow[], keys: readonly string[]) =>
  rows.filter((row) => keys.includes(row.id));

function pageRequest(
  context: ShareListContext,
  current: number,
  append = false,
): ShareListContext['request'] {
  return { ...searchParams(context.search), current, pageSize: context.pageSize, append };
}

/** After a change, the same pages again (the list view reloads everything it shows, from page 1). */
function reloadRequest(context: ShareListContext, current: number): ShareListContext['request'] {
  if (context.paginationType === 'infinite') {
    return {
      ...searchParams(context.search),
      current: 1,
      pageSize: context.pageSize * current,
      append: false,
    };
  }
  return pageRequest(context, current);
}

const listEvents = {
  SEARCH: { target: '#shareList.loading', reenter: true, actions: 'applySearch' },
  'PAGE.CHANGE': { target: '#shareList.loading', reenter: true, actions: 'changePage' },
  RELOAD: { target: '#shareList.loading', reenter: true, actions: 'reloadPage' },
} as const;

/**
 * The Share and Auth list (spec 2.3, 3, 4): a page of the permission table with search by target
 * (type and ids) or keywords, paging (pages on desktop, an appending list view on mobile), check
 * boxes, delete of one row or the checked rows, top and sort (`planSort`), and the auth form it has
 * open. A changed search goes back to page 1, anything else keeps the page; after a delete the page
 * is kept unless it became empty. A new call stops the one before it, so only the latest answer is
 * shown; a failed load goes to `failure` with retry, a failed change leaves a notice.
 */
export const shareListMachine = setup({
  types: {
    input: {} as ShareListInput,
    context: {} as ShareListContext,
    events: {} as ShareListEvent,
  },
  actors: unprovidedActors,
  actions: {
    /** A change went through, or the user leaves a problem: the list is read again where they are. */
    reloadAfterChange: assign(({ context }) => ({
      problem: null,
      change: null,
      request: reloadRequest(context, context.current),
    })),
    keepProblem: assign(({ event }) => ({ problem: saveProblemOf((event as { error?: unknown }).error) })),
    // a change that failed otherwise leaves a notice; a top or a move reloads what the server has
    changeFailed: assign(({ context, event }, params: { change: ShareNotice; reload: boolean }) => ({
      notice: params.change,
      noticeFailure: failureOf(
        params.change === 'delete' ? 'delete' : 'save',
        (event as { error?: unknown }).error,
      ),
      change: null,
      ...(params.reload ? { request: reloadRequest(context, context.current) } : {}),
    })),
    applySearch: assign(({ context, event }) => {
      if (event.type !== 'SEARCH') return {};
      const search: ShareSearch = { ...context.search, ...event.search };
      // spec 4: a changed search starts at page 1; the same search keeps the page
      const current = searchResetsPage(context.search, search) ? SHARE_FIRST_PAGE : context.current;
      return {
        search,
        current,
        request: reloadRequest({ ...context, search }, current),
        ...(current === SHARE_FIRST_PAGE && context.paginationType === 'infinite' ? { rows: [] } : {}),
      };
    }),
    changePage: assign(({ context, event }) => {
      if (event.type !== 'PAGE.CHANGE') return {};
      const pageSize = event.pageSize && event.pageSize > 0 ? Math.floor(event.pageSize) : context.pageSize;
      // a new page size starts again at page 1
      const current =
        pageSize !== context.pageSize
          ? SHARE_FIRST_PAGE
          : Math.max(SHARE_FIRST_PAGE, Math.floor(event.current));
      return { pageSize, current, request: pageRequest({ ...context, pageSize }, current) };
    }),
    reloadPage: assign(({ context }) => ({ request: reloadRequest(context, context.current) })),
  },
  guards: {
    problem: ({ event }) => isSaveProblem((event as { error?: unknown }).error),
    conflict: ({ context }) => context.problem === 'conflict',
    changeIs: ({ context }, change: ShareNotice) => context.change === change,
    hasMore: ({ context }) => context.paginationType === 'infinite' && context.hasMore,
    hasChecked: ({ context }) => context.checkedKeys.length > 0,
  },
}).createMachine({
  id: 'shareList',
  context: ({ input }) => {
    const infinite = input.platform === 'mobile';
    const pageSize =
      input.pageSize && input.pageSize > 0
        ? Math.floor(input.pageSize)
        : infinite
          ? SHARE_LIST_VIEW_PAGE_SIZE
          : SHARE_PAGE_SIZE;
    const search: ShareSearch = { ...EMPTY_SHARE_SEARCH, ...input.search };
    return {
      platform: input.platform,
      rowKey: 'id',
      paginationType: infinite ? 'infinite' : 'part',
      tableType: input.tableType ?? (infinite ? 'CHECKBOX' : 'NONE'),
      operations: input.operations ? [...input.operations] : defaultShareOperations(input.platform),
      rows: [],
      columns: [],
      pageSize,
      current: SHARE_FIRST_PAGE,
      total: 0,
      hasMore: false,
      checkedKeys: [],
      selectedRows: [],
      search,
      request: { ...searchParams(search), current: SHARE_FIRST_PAGE, pageSize, append: false },
      error: null,
      notice: null,
      noticeFailure: null,
      problem: null,
      change: null,
      form: null,
      pending: [],
      sortPlan: null,
      moved: null,
    };
  },
  on: {
    'CHECK.TOGGLE': {
      actions: assign(({ context, event }) => {
        if (!context.rows.some((row) => row.id === event.id)) return {};
        const keys = context.checkedKeys.includes(event.id)
          ? context.checkedKeys.filter((id) => id !== event.id)
          : [...context.checkedKeys, event.id];
        return { checkedKeys: keys, selectedRows: selected(context.rows, keys) };
      }),
    },
    'CHECK.SET': {
      actions: assign(({ context, event }) => {
        const keys = keepChecked([...new Set(event.keys)], context.rows);
        return { checkedKeys: keys, selectedRows: selected(context.rows, keys) };
      }),
    },
    'NOTICE.DISMISS': { actions: assign({ notice: null, noticeFailure: null }) },
    'FORM.ADD': { actions: assign({ form: { mode: 'add' } }) },
    'FORM.EDIT': {
      guard: ({ context, event }) =>
        context.operations.includes('edit') && context.rows.some((r) => r.id === event.id),
      actions: assign(({ event }) => ({ form: { mode: 'edit' as const, id: event.id } })),
    },
    'FORM.CLOSE': [
      {
        // a saved share shows in the list: reload, keeping the page
        guard: ({ event }) => event.saved === true,
        target: '.loading',
        actions: assign(({ context }) => ({ form: null, request: reloadRequest(context, context.current) })),
      },
      { actions: assign({ form: null }) },
    ],
  },
  initial: 'loading',
  states: {
    loading: {
      on: listEvents,
      invoke: {
        src: 'fetchList',
        input: ({ context }) => {
          const { append: _append, ...query } = context.request;
          return query;
        },
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => {
            const page = event.output;
            const rows = context.request.append
              ? [...context.rows, ...page.rows.filter((row) => !context.rows.some((r) => r.id === row.id))]
              : page.rows;
            const checkedKeys = keepChecked(context.checkedKeys, rows);
            return {
              rows,
              columns: page.columns.length > 0 ? page.columns : context.columns,
              total: page.total,
              hasMore: page.hasMore,
              checkedKeys,
              selectedRows: selected(rows, checkedKeys),
              error: null,
              version: page.version ?? context.version,
            };
          }),
        },
        onError: {
          target: 'failure',
          actions: assign(({ context, event }) => ({
            error: failureOf('load', event.error),
            ...(context.request.append ? {} : { rows: [], total: 0, hasMore: false }),
          })),
        },
      },
    },
    ready: {
      on: {
        ...listEvents,
        'LIST.MORE': {
          guard: 'hasMore',
          target: 'loading',
          actions: assign(({ context }) => ({
            current: context.current + 1,
            request: pageRequest(context, context.current + 1, true),
          })),
        },
        DELETE: {
          guard: ({ event }) => event.ids.length > 0,
          target: 'deleting',
          actions: assign(({ event }) => ({
            notice: null,
            change: 'delete' as const,
            pending: [...event.ids],
          })),
        },
        'DELETE.CHECKED': {
          guard: 'hasChecked',
          target: 'deleting',
          actions: assign(({ context }) => ({
            notice: null,
            change: 'delete' as const,
            pending: [...context.checkedKeys],
          })),
        },
        TOP: {
          guard: ({ context, event }) =>
            context.operations.includes('top') && context.rows.some((r) => r.id === event.id),
          target: 'topping',
          actions: assign(({ context, event }) => ({
            notice: null,
            change: 'top' as const,
            rows: moveToTop(context.rows, event.id),
            pending: [event.id],
          })),
        },
        // a drag or a keyboard move of one row: only the moved row is written (planSortMove)
        MOVE: {
          guard: ({ context, event }) =>
            event.from !== event.to && context.rows[event.from] !== undefined && event.to >= 0,
          target: 'sorting',
          actions: assign(({ context, event }) => {
            const rowOf = new Map(context.rows.map((row) => [row.id, row]));
            const { next, plan } = planSortMove(
              context.rows.map((row) => ({ id: row.id, sort: row.sort })),
              event.from,
              event.to,
            );
            return {
              notice: null,
              change: 'sort' as const,
              rows: next.flatMap((entry) => rowOf.get(entry.id) ?? []),
              sortPlan: plan,
              moved: context.rows[event.from]?.id ?? null,
            };
          }),
        },
        SORT: {
          target: 'sorting',
          actions: assign(({ context, event }) => {
            const byId = new Map(context.rows.map((row) => [row.id, row]));
            const next = event.ids.flatMap((id) => {
              const row = byId.get(id);
              return row ? [row] : [];
            });
            // rows not named keep their place after the named ones
            const rest = context.rows.filter((row) => !event.ids.includes(row.id));
            const order = [...next, ...rest];
            const plan = planSort(
              context.rows.map((row) => ({ id: row.id, sort: row.sort })),
              order.map((row) => ({ id: row.id, sort: row.sort })),
            );
            return { notice: null, change: 'sort' as const, rows: order, sortPlan: plan };
          }),
        },
      },
    },
    failure: {
      on: {
        ...listEvents,
        RETRY: { target: 'loading', actions: assign({ error: null }) },
      },
    },
    deleting: {
      invoke: {
        src: 'removeShares',
        input: ({ context }) => ({ ids: [...context.pending], version: context.version }),
        onDone: {
          target: 'loading',
          actions: assign(({ context }) => {
            const removed = context.pending;
            const current =
              context.paginationType === 'infinite'
                ? context.current
                : pageAfterDelete(context.current, context.pageSize, context.total, removed.length);
            const checkedKeys = context.checkedKeys.filter((id) => !removed.includes(id));
            return {
              current,
              problem: null,
              change: null,
              checkedKeys,
              selectedRows: selected(context.rows, checkedKeys),
              request: reloadRequest(context, current),
            };
          }),
        },
        onError: [
          { guard: 'problem', target: 'problem', actions: 'keepProblem' },
          { target: 'ready', actions: { type: 'changeFailed', params: { change: 'delete', reload: false } } },
        ],
      },
    },
    topping: {
      invoke: {
        src: 'topShare',
        input: ({ context }) => ({ id: context.pending[0] ?? '', version: context.version }),
        onDone: { target: 'loading', actions: 'reloadAfterChange' },
        onError: [
          { guard: 'problem', target: 'problem', actions: 'keepProblem' },
          { target: 'loading', actions: { type: 'changeFailed', params: { change: 'top', reload: true } } },
        ],
      },
    },
    sorting: {
      always: {
        guard: ({ context }) => {
          const plan = context.sortPlan;
          return !plan || plan.update.length + plan.create.length === 0;
        },
        target: 'ready',
      },
      invoke: {
        src: 'sortShares',
        input: ({ context }) => ({
          plan: context.sortPlan ?? { create: [], update: [], delete: [] },
          version: context.version,
        }),
        onDone: { target: 'loading', actions: 'reloadAfterChange' },
        onError: [
          { guard: 'problem', target: 'problem', actions: 'keepProblem' },
          { target: 'loading', actions: { type: 'changeFailed', params: { change: 'sort', reload: true } } },
        ],
      },
    },
    // issue 35 item 9: the shares changed in another tab or by someone else since they were
    // loaded, or the user may not change them (item 8); the user decides
    problem: {
      on: {
        'PROBLEM.RELOAD': {
          target: 'loading',
          actions: 'reloadAfterChange',
        },
        'PROBLEM.OVERWRITE': { guard: 'conflict', target: 'overwriting' },
        // what is on screen may not be what the server has (a move not saved): show the server's
        'PROBLEM.DISMISS': {
          target: 'loading',
          actions: 'reloadAfterChange',
        },
      },
    },
    // the notice stays (busy) while the version held now is read and the change sent again
    overwriting: {
      invoke: {
        src: 'fetchList',
        input: ({ context }) => {
          const { append: _append, ...query } = context.request;
          return query;
        },
        onDone: [
          {
            guard: { type: 'changeIs', params: 'delete' },
            target: 'deleting',
            actions: assign(({ context, event }) => ({ version: event.output.version ?? context.version })),
          },
          {
            guard: { type: 'changeIs', params: 'top' },
            target: 'topping',
            actions: assign(({ context, event }) => ({ version: event.output.version ?? context.version })),
          },
          {
            target: 'sorting',
            actions: assign(({ context, event }) => ({ version: event.output.version ?? context.version })),
          },
        ],
        onError: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            problem: null,
            notice: context.change,
            noticeFailure: failureOf('save', event.error),
            change: null,
          })),
        },
      },
    },
  },
});

export type ShareListMachine = typeof shareListMachine;
