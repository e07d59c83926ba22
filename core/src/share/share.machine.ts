import { assign, fromPromise, setup } from 'xstate';
import { failureOf, type Failure } from '../http/failure';
import type { SaveProblem } from '../http/save-problem';
// the kernel's sort rule, not the sort feature's entry: that would load its list's messages with ours
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
import {
  shareChangeMachine,
  type ShareChangeOutput,
  type ShareNotice,
  type ShareSortPlan,
} from './share-change.machine';
import { rejectUntilProvided } from '../shared/reject-until-provided';

export type { ShareNotice, ShareSortPlan };

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

// IO: each rejects until provided (shareListImplementations gives the real actors, tests fakes);
// the changes go through the child machine, whose own IO is provided the same way
const unprovidedActors = {
  fetchList: fromPromise<SharePage, ShareQuery>(rejectUntilProvided('fetchList')),
  shareChange: shareChangeMachine,
};

/** The flat IO of the list and its changes, as tests and `shareListActors` give it. */
export interface ShareListIo {
  fetchList: typeof unprovidedActors.fetchList;
  removeShares: (typeof shareChangeMachine.implementations.actors)['removeShares'];
  topShare: (typeof shareChangeMachine.implementations.actors)['topShare'];
  sortShares: (typeof shareChangeMachine.implementations.actors)['sortShares'];
}

/** The list's implementations over its flat IO: the page call here, the changes' calls on the child. */
export function shareListImplementations(io: Partial<ShareListIo>) {
  const { fetchList, ...changes } = io;
  const childActors = Object.fromEntries(Object.entries({ fetchList, ...changes }).filter(([, a]) => a));
  return {
    actors: {
      ...(fetchList ? { fetchList } : {}),
      shareChange: shareChangeMachine.provide({ actors: childActors }),
    },
  };
}

const outcome = (event: unknown) => (event as { output: ShareChangeOutput }).output;

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

/** The page call of the request (its `append` is the list's own business). */
function query(context: ShareListContext): ShareQuery {
  const { append: _append, ...rest } = context.request;
  return rest;
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
    // a delete keeps the page unless it became empty, and unchecks what it removed
    deleted: assign(({ context }) => {
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
    keepProblem: assign(({ context, event }) => {
      const output = outcome(event);
      return {
        problem: output.outcome === 'problem' ? output.problem : null,
        version: output.version ?? context.version,
      };
    }),
    // a change that failed otherwise leaves a notice; a top or a move reloads what the server has
    changeFailed: assign(({ context, event }, params: { reload: boolean }) => {
      const output = outcome(event);
      return {
        problem: null,
        notice: context.change,
        noticeFailure: output.outcome === 'failed' ? output.failure : null,
        change: null,
        version: output.version ?? context.version,
        ...(params.reload ? { request: reloadRequest(context, context.current) } : {}),
      };
    }),
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
    showPage: assign(({ context, event }) => {
      const page = (event as unknown as { output: SharePage }).output;
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
    toggleCheck: assign(({ context, event }) => {
      if (event.type !== 'CHECK.TOGGLE' || !context.rows.some((row) => row.id === event.id)) return {};
      const keys = context.checkedKeys.includes(event.id)
        ? context.checkedKeys.filter((id) => id !== event.id)
        : [...context.checkedKeys, event.id];
      return { checkedKeys: keys, selectedRows: selected(context.rows, keys) };
    }),
    setChecked: assign(({ context, event }) => {
      if (event.type !== 'CHECK.SET') return {};
      const keys = keepChecked([...new Set(event.keys)], context.rows);
      return { checkedKeys: keys, selectedRows: selected(context.rows, keys) };
    }),
    // the changes: each names what it sends; the rows show the new order at once
    remove: assign(({ context, event }) => ({
      notice: null,
      change: 'delete' as const,
      pending: event.type === 'DELETE' ? [...event.ids] : [...context.checkedKeys],
    })),
    top: assign(({ context, event }) => {
      if (event.type !== 'TOP') return {};
      return {
        notice: null,
        change: 'top' as const,
        rows: moveToTop(context.rows, event.id),
        pending: [event.id],
      };
    }),
    // a drag or a keyboard move of one row: only the moved row is written (planSortMove)
    move: assign(({ context, event }) => {
      if (event.type !== 'MOVE') return {};
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
    sort: assign(({ context, event }) => {
      if (event.type !== 'SORT') return {};
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
  guards: {
    conflict: ({ context }) => context.problem === 'conflict',
    hasMore: ({ context }) => context.paginationType === 'infinite' && context.hasMore,
    hasChecked: ({ context }) => context.checkedKeys.length > 0,
    canEdit: ({ context, event }) =>
      event.type === 'FORM.EDIT' &&
      context.operations.includes('edit') &&
      context.rows.some((r) => r.id === event.id),
    canTop: ({ context, event }) =>
      event.type === 'TOP' &&
      context.operations.includes('top') &&
      context.rows.some((r) => r.id === event.id),
    canMove: ({ context, event }) =>
      event.type === 'MOVE' &&
      event.from !== event.to &&
      context.rows[event.from] !== undefined &&
      event.to >= 0,
    nothingToSort: ({ context }) => {
      const plan = context.sortPlan;
      return context.change === 'sort' && (!plan || plan.update.length + plan.create.length === 0);
    },
    outcome: ({ context, event }, params: { is: ShareChangeOutput['outcome']; change?: ShareNotice }) =>
      outcome(event).outcome === params.is &&
      (params.change === undefined || context.change === params.change),
    overwriteFailed: ({ event }) => {
      const output = outcome(event);
      return output.outcome === 'failed' && output.overwrite;
    },
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
    'CHECK.TOGGLE': { actions: 'toggleCheck' },
    'CHECK.SET': { actions: 'setChecked' },
    'NOTICE.DISMISS': { actions: assign({ notice: null, noticeFailure: null }) },
    'FORM.ADD': { actions: assign({ form: { mode: 'add' } }) },
    'FORM.EDIT': {
      guard: 'canEdit',
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
        input: ({ context }) => query(context),
        onDone: { target: 'ready', actions: 'showPage' },
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
        DELETE: { guard: ({ event }) => event.ids.length > 0, target: 'changing', actions: 'remove' },
        'DELETE.CHECKED': { guard: 'hasChecked', target: 'changing', actions: 'remove' },
        TOP: { guard: 'canTop', target: 'changing', actions: 'top' },
        MOVE: { guard: 'canMove', target: 'changing', actions: 'move' },
        SORT: { target: 'changing', actions: 'sort' },
      },
    },
    failure: {
      on: {
        ...listEvents,
        RETRY: { target: 'loading', actions: assign({ error: null }) },
      },
    },
    // a delete, top or reorder on its way (through an overwrite after a conflict): the child machine
    changing: {
      always: { guard: 'nothingToSort', target: 'ready' },
      invoke: {
        src: 'shareChange',
        input: ({ context }) => ({
          change: context.change ?? 'sort',
          ids: context.pending,
          plan: context.sortPlan,
          version: context.version,
          overwrite: context.problem === 'conflict' ? query(context) : null,
        }),
        onDone: [
          {
            guard: { type: 'outcome', params: { is: 'saved', change: 'delete' } },
            target: 'loading',
            actions: 'deleted',
          },
          {
            guard: { type: 'outcome', params: { is: 'saved' } },
            target: 'loading',
            actions: 'reloadAfterChange',
          },
          {
            guard: { type: 'outcome', params: { is: 'problem' } },
            target: 'problem',
            actions: 'keepProblem',
          },
          // the version in force could not be read: the notice says the change did not go through
          {
            guard: 'overwriteFailed',
            target: 'ready',
            actions: { type: 'changeFailed', params: { reload: false } },
          },
          {
            guard: { type: 'outcome', params: { is: 'failed', change: 'delete' } },
            target: 'ready',
            actions: { type: 'changeFailed', params: { reload: false } },
          },
          { target: 'loading', actions: { type: 'changeFailed', params: { reload: true } } },
        ],
      },
    },
    // issue 35 item 9: the shares changed in another tab or by someone else since they were
    // loaded, or the user may not change them (item 8); the user decides
    problem: {
      on: {
        'PROBLEM.RELOAD': { target: 'loading', actions: 'reloadAfterChange' },
        // the notice stays (busy) while the version in force is read and the change sent again
        'PROBLEM.OVERWRITE': { guard: 'conflict', target: 'changing' },
        // what is on screen may not be what the server has (a move not saved): show the server's
        'PROBLEM.DISMISS': { target: 'loading', actions: 'reloadAfterChange' },
      },
    },
  },
});

export type ShareListMachine = typeof shareListMachine;
