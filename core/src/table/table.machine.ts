import { assertEvent, assign, emit, fromPromise, raise, sendTo, setup } from 'xstate';
import { failureOf, type Failure, type FailureAction } from '../http/failure';
import { saveProblemOf, type SaveProblem } from '../http/save-problem';
import {
  TABLE_DEFAULTS,
  checkableKeys,
  clampColumnWidth,
  columnsNumRange,
  densityOf,
  effectivePageSize,
  moveColumn,
  pollingPeriod,
  pageAfterRemoval,
  pinColumn,
  resizeColumn,
  rowOperates,
  settingsOf,
  toggleColumn,
  withDensity,
  writeColumnSettings,
} from './table.logic';
import { filterQuery, filtersOf, withFilter, type TableFilters } from './table.filters';
import type {
  SavedLayout,
  SyncResult,
  TableDataQuery,
  TableLayoutSave,
  TableSortSave,
} from './table.service';
import { tablePollingMachine } from './table-polling.machine';
import type {
  ColumnPin,
  ColumnSettings,
  ColumnsNumConfig,
  PaginationType,
  SyncValues,
  TableBatchAction,
  TableColumn,
  TableDensity,
  TableDialogType,
  TableLogEntry,
  TableOperate,
  TablePage,
  TableRow,
  TableSortRule,
  TableType,
} from './table.types';
import { rejectUntilProvided } from '../shared/reject-until-provided';

/** Input of `tableMachine` (spec 3 table state; absent fields take `TABLE_DEFAULTS`). */
export interface TableInput {
  columns: readonly TableColumn[];
  /** Rows given by the host: nothing is fetched (loading ends at once). */
  data?: readonly TableRow[];
  rowKey?: string;
  tableType?: TableType;
  pageSize?: number;
  current?: number;
  paginationType?: PaginationType;
  needTableColSet?: boolean;
  columnsNumConfig?: Partial<ColumnsNumConfig>;
  /** spec 6: row keys that may be checked (all when absent). */
  checkBoxPermission?: readonly string[];
  /** spec 6: operate keys shown (all when absent). */
  operatesPermission?: readonly string[];
  /** spec 3/6: the row operations, drawn as the last column (desktop) or a card's action sheet (mobile). */
  operates?: readonly TableOperate[];
  autoJumpNextPage?: boolean;
  ellipsis?: boolean;
  /** How tall the rows are at first (default `middle`, the suite's table look); the toolbar changes it. */
  density?: TableDensity;
  /** The toolbar's density, full-screen and reload buttons (each shown unless `false`). */
  options?: TableToolbarOptions;
  /** The selection bar's batch actions on the checked rows (the host runs them). */
  batchActions?: readonly TableBatchAction[];
  /**
   * Loads the page again every `polling` ms (at least `TABLE_POLLING_MIN`), paused while the page
   * is hidden and never over a load in flight (issue 38). Absent or 0: no polling.
   */
  polling?: number;
  /** Loads the page again when the page is shown or focused again (issue 38). */
  reloadOnFocus?: boolean;
  /** The keys checked at first (spec 3 checkedKeys; those checkBoxPermission allows). */
  checkedKeys?: readonly string[];
  /** The header filters set at first: each column's chosen values (issue 38). */
  filters?: Readonly<Record<string, readonly unknown[]>>;
  module?: string;
  pageUid?: string;
  logType?: string;
  sourceOfTableColUpdate?: string;
}

/** Which of the toolbar's own buttons a table shows (ProTable's `options`). */
export interface TableToolbarOptions {
  density?: boolean;
  fullScreen?: boolean;
  reload?: boolean;
}

export interface TableContext {
  columns: readonly TableColumn[];
  rowKey: string;
  tableType: TableType;
  /** spec 3: starts true, false once data or displayData is set. */
  loading: boolean;
  data: TableRow[];
  displayData: TableRow[] | null;
  /** Rows come from the host, not from getData. */
  local: boolean;
  pageSize: number;
  current: number;
  total: number;
  hasMore: boolean;
  paginationType: PaginationType;
  /** The checked keys, kept across pages (a page's header box adds or clears its own rows only). */
  checkedKeys: string[];
  /** The rows of the checked keys as they were when checked (another page's are no longer loaded). */
  checkedRows: Record<string, TableRow>;
  batchActions: readonly TableBatchAction[];
  /**
   * The header filters in force: rows the host gives are filtered by them, a fetched list sends
   * them in its list call.
   */
  filters: TableFilters;
  /** The polling period in ms (0: none). */
  polling: number;
  reloadOnFocus: boolean;
  checkBoxPermission?: readonly string[];
  operatesPermission?: readonly string[];
  operates: readonly TableOperate[];
  autoJumpNextPage: boolean;
  ellipsis: boolean;
  /** The rows' density chosen in the toolbar. */
  density: TableDensity;
  /** The table fills the screen (the toolbar's full-screen button). */
  fullscreen: boolean;
  /** The toolbar's own buttons shown. */
  options: Required<TableToolbarOptions>;
  needTableColSet: boolean;
  columnsNumConfig: ColumnsNumConfig;
  module: string;
  pageUid: string;
  logType: string;
  sourceOfTableColUpdate: string;
  /** The saved column settings in force (null: the host's columns as declared). */
  settings: ColumnSettings | null;
  /** Where the settings came from. */
  source: SavedLayout['source'];
  /** The column panel's edits, saved or dropped together. */
  draft: ColumnSettings | null;
  /** The column whose edge is being dragged and its live width (clamped); saved on release. */
  resizing: { dataIndex: string; width: number } | null;
  scrollX?: number;
  /** spec 4: the sync or reset dialog open, if any. */
  dialogType: TableDialogType | null;
  /** spec 4: the update column (settings) dialog is shown. */
  updateColVisible: boolean;
  /** spec 4: the log dialog is shown. */
  logVisible: boolean;
  /** spec 4: the sort dialog is shown. */
  sortVisible: boolean;
  log: TableLogEntry[];
  sortRules: TableSortRule[];
  /** The last failed call, for the skins' alert. */
  error: Failure | null;
  /** The last finished action, for the skins' message. */
  notice: { key: 'saved' | 'reset' | 'synced'; count: number; seq: number } | null;
  /** The version of the layout in force, which a save names (issue 35 item 9). */
  version?: number;
  /**
   * A save the user must decide about (issue 35 items 8, 9): a conflict (the layout changed
   * elsewhere: reload or overwrite) or a refusal, with what was being done.
   */
  problem: { kind: SaveProblem; action: TableSaveAction } | null;
}

/** What a refused or conflicting save was doing: the user's own layout, or a sync or reset of others'. */
export type TableSaveAction = 'save' | 'sync' | 'reset';

export type TableEvent =
  | { type: 'DATA.SET'; rows: readonly TableRow[]; total?: number; hasMore?: boolean }
  /** The host's columns changed (a title in another language, a column added): the saved layout still applies. */
  | { type: 'COLUMNS.SET'; columns: readonly TableColumn[] }
  /** The host's `polling` and `reloadOnFocus` props, changed while the table is shown. */
  | { type: 'REFRESH_OPTIONS.SET'; polling?: number; reloadOnFocus?: boolean }
  | { type: 'OPERATES.SET'; operates: readonly TableOperate[] }
  | { type: 'BATCH_ACTIONS.SET'; actions: readonly TableBatchAction[] }
  /** A batch action of the selection bar chosen: the host runs it on the checked rows. */
  | { type: 'BATCH'; key: string }
  | { type: 'DISPLAY_DATA.SET'; rows: readonly TableRow[] | null }
  | { type: 'PAGE.GO'; current: number; pageSize?: number }
  | { type: 'PAGE.MORE' }
  | { type: 'CHECK.SET'; keys: readonly string[] }
  /** A column's filter chosen (no values: the column unfiltered): back to the first page. */
  | { type: 'FILTER.SET'; dataIndex: string; values: readonly unknown[] }
  /** Every filter cleared. */
  | { type: 'FILTER.CLEAR' }
  | { type: 'ROWS.REMOVED'; keys: readonly string[] }
  | { type: 'RETRY' }
  /** The toolbar's reload: the page again (fetched rows), or the host asked (its own rows). */
  | { type: 'RELOAD' }
  | { type: 'DENSITY.SET'; density: TableDensity }
  /** The page was hidden or shown again (the document's visibility); polling pauses while hidden. */
  | { type: 'PAGE.VISIBILITY'; hidden: boolean }
  /** The page regained the focus (a window focus, or shown again): a reload when `reloadOnFocus`. */
  | { type: 'PAGE.FOCUS' }
  /** A polling tick or a refocus: the page again, quietly (the rows stay until the answer). */
  | { type: 'REFRESH' }
  /** Full screen on or off (off too when the browser left full screen, Escape). */
  | { type: 'FULLSCREEN.SET'; on: boolean }
  | { type: 'SETTINGS.OPEN' }
  | { type: 'SETTINGS.CLOSE' }
  | { type: 'COLUMN.TOGGLE'; dataIndex: string; hidden: boolean }
  | { type: 'COLUMN.MOVE'; from: string; to: string }
  | { type: 'COLUMN.RESIZE'; dataIndex: string; width: number }
  | { type: 'COLUMN.RESIZE.MOVE'; dataIndex: string; width: number }
  | { type: 'COLUMN.RESIZE.END'; dataIndex: string; width: number }
  | { type: 'COLUMN.RESIZE.CANCEL' }
  /** Pins the column to a side (null unpins): in the panel's draft, else applied and saved. */
  | { type: 'COLUMN.PIN'; dataIndex: string; side: ColumnPin | null }
  | { type: 'OPERATE'; key: string; rowKey: string }
  | { type: 'SETTINGS.SAVE' }
  | { type: 'SETTINGS.RESET' }
  | { type: 'DIALOG.OPEN'; dialogType: TableDialogType }
  | { type: 'DIALOG.CLOSE' }
  | { type: 'SYNC.SUBMIT'; values: SyncValues }
  | { type: 'LOG.OPEN' }
  | { type: 'LOG.CLOSE' }
  | { type: 'SORT.OPEN' }
  | { type: 'SORT.CLOSE' }
  | { type: 'SORT.SAVE'; rules: readonly TableSortRule[] }
  /** A conflict: drop the edits and load the layout as it now is. */
  | { type: 'PROBLEM.RELOAD' }
  /** A conflict: save the edits over the layout as it now is. */
  | { type: 'PROBLEM.OVERWRITE' }
  /** Closes the conflict or refusal notice; the edits stay. */
  | { type: 'PROBLEM.DISMISS' };

export type TableEmitted =
  | { type: 'check'; keys: string[] }
  | { type: 'page'; current: number; pageSize: number }
  /** The header filters changed: every filtered column's chosen values. */
  | { type: 'filter'; filters: TableFilters }
  /** A batch action on the checked keys (every page's) and the rows known for them. */
  | { type: 'batch'; key: string; keys: string[]; rows: TableRow[] }
  /** The reload button of a table whose rows the host gives: the host loads them again. */
  | { type: 'reload' }
  /** spec 6: an allowed operate chosen on a row. */
  | { type: 'operate'; key: string; rowKey: string; row: TableRow };

/**
 * The machine's IO (spec 7 calls): each rejects until a host provides `tableActors(services)`
 * (`table.service.ts`) or a test its fakes.
 */
const unprovidedActors = {
  loadLayout: fromPromise<SavedLayout, void>(rejectUntilProvided('loadLayout')),
  fetchPage: fromPromise<TablePage, TableDataQuery>(rejectUntilProvided('fetchPage')),
  // names the version it edits; an overwrite names the version the server holds now
  saveLayout: fromPromise<SyncResult, TableLayoutSave>(rejectUntilProvided('saveLayout')),
  resetLayout: fromPromise<SyncResult, { scope?: SyncValues } | void>(rejectUntilProvided('resetLayout')),
  savePageSize: fromPromise<void, { pageSize: number }>(rejectUntilProvided('savePageSize')),
  fetchLog: fromPromise<TableLogEntry[], void>(rejectUntilProvided('fetchLog')),
  fetchSort: fromPromise<TableSortRule[], void>(rejectUntilProvided('fetchSort')),
  saveSort: fromPromise<TableSortRule[], TableSortSave>(rejectUntilProvided('saveSort')),
};

const failure = (action: FailureAction, event: unknown) =>
  failureOf(action, (event as { error?: unknown }).error);

/** The rows `current`'s page shows of the whole data (pagination 'part' on local rows). */
function withRows(context: TableContext, rows: readonly TableRow[], total?: number, hasMore?: boolean) {
  return {
    data: rows as TableRow[],
    total: typeof total === 'number' ? total : rows.length,
    hasMore: hasMore === true,
    loading: false,
  };
}

/** The rows of `keys`: those remembered from when they were checked, else the loaded one. */
function rowsOfKeys(context: TableContext, keys: readonly string[]): Record<string, TableRow> {
  const out: Record<string, TableRow> = {};
  const missing = new Set<string>();
  for (const key of keys) {
    const known = context.checkedRows[key];
    if (known) out[key] = known;
    else missing.add(key);
  }
  if (missing.size === 0) return out;
  for (const row of context.displayData ?? context.data) {
    const key = String(row[context.rowKey] ?? '');
    if (missing.has(key)) out[key] = row;
  }
  return out;
}

/**
 * The table with column settings (spec 2.3, 3, 4): rows and paging, selection under the checkbox
 * permission, the saved column layout (query, panel edits, save, reset), the sync and reset
 * dialogs, the change log and the sort dialog (sort values planned by `planSort`).
 */
/** The layout a save sends: the settings panel's draft, else the columns as they stand. */
const layoutToSave = (context: TableContext) =>
  writeColumnSettings(context.draft ?? settingsOf(context.columns, context.settings));

/** A failed layout save (plain or overwrite): a version conflict asks the user; anything else is said. */
const layoutSaveFailed = [
  {
    guard: 'conflict' as const,
    target: 'conflict',
    actions: { type: 'saveFailed' as const, params: { action: 'save' as const } },
  },
  { target: 'idle', actions: { type: 'saveFailed' as const, params: { action: 'save' as const } } },
];

/** The refresh a host asks for, read safely: at its start and whenever its props change. */
function refreshOptionsOf(asked: { polling?: number; reloadOnFocus?: boolean }) {
  return { polling: pollingPeriod(asked.polling), reloadOnFocus: asked.reloadOnFocus === true };
}

/** A table's context at its start, from what the host gives (`TableInput`). */
function tableContext(input: TableInput): TableContext {
  const local = input.data !== undefined;
  // the host's rows as given, not copied (a 10 000-row list would be held twice): the machine
  // never changes a row list, it builds a new one (removeRows, a fetched page)
  const rows = input.data ? (input.data as TableRow[]) : [];
  const tableType = input.tableType ?? TABLE_DEFAULTS.tableType;
  const allowed =
    tableType === 'NONE' ? [] : checkableKeys(input.checkedKeys ?? [], input.checkBoxPermission);
  const checkedKeys = tableType === 'RADIO' ? allowed.slice(-1) : allowed;
  return {
    columns: input.columns,
    rowKey: input.rowKey ?? TABLE_DEFAULTS.rowKey,
    tableType,
    loading: !local,
    data: rows,
    displayData: null,
    local,
    // spec 9: the store default 0 means a page of 20
    pageSize: effectivePageSize(input.pageSize ?? TABLE_DEFAULTS.pageSize),
    current: input.current ?? TABLE_DEFAULTS.current,
    total: rows.length,
    hasMore: false,
    paginationType: input.paginationType ?? TABLE_DEFAULTS.paginationType,
    checkedKeys,
    checkedRows: {},
    batchActions: input.batchActions ?? [],
    filters: filtersOf(input.filters),
    ...refreshOptionsOf(input),
    checkBoxPermission: input.checkBoxPermission,
    operatesPermission: input.operatesPermission,
    operates: input.operates ?? [],
    autoJumpNextPage: input.autoJumpNextPage === true,
    ellipsis: input.ellipsis === true,
    density: densityOf(input.density),
    fullscreen: false,
    options: {
      density: input.options?.density !== false,
      fullScreen: input.options?.fullScreen !== false,
      reload: input.options?.reload !== false,
    },
    needTableColSet: input.needTableColSet ?? TABLE_DEFAULTS.needTableColSet,
    columnsNumConfig: columnsNumRange(input.columnsNumConfig ?? TABLE_DEFAULTS.columnsNumConfig),
    module: input.module ?? '',
    pageUid: input.pageUid ?? '',
    logType: input.logType ?? TABLE_DEFAULTS.logType,
    sourceOfTableColUpdate: input.sourceOfTableColUpdate ?? TABLE_DEFAULTS.sourceOfTableColUpdate,
    settings: null,
    source: 'none',
    draft: null,
    resizing: null,
    dialogType: null,
    updateColVisible: false,
    logVisible: false,
    sortVisible: false,
    log: [],
    sortRules: [],
    error: null,
    notice: null,
    problem: null,
  };
}

export const tableMachine = setup({
  types: {
    input: {} as TableInput,
    context: {} as TableContext,
    events: {} as TableEvent,
    emitted: {} as TableEmitted,
  },
  actors: { ...unprovidedActors, polling: tablePollingMachine },
  guards: {
    local: ({ context }) => context.local,
    polls: ({ context }) => context.polling > 0,
    fetched: ({ context }) => !context.local,
    // a list loaded on scroll is refreshed only while it holds its first page: past it, a refresh
    // would drop the pages read and the place in them
    refreshable: ({ context }) => context.paginationType !== 'more' || context.current === 1,
    reloadsOnFocus: ({ context }) => context.reloadOnFocus,
    sortHidden: ({ context }) => !context.sortVisible,
    // a panel open: its change waits in the draft for the panel's save
    hasDraft: ({ context }) => context.draft !== null,
    densityChangedOutsidePanel: ({ context, event }) => {
      assertEvent(event, 'DENSITY.SET');
      return context.draft === null && densityOf(event.density) !== context.density;
    },
    // spec 7 change page settings: only a table with saved settings keeps its page size
    pageSizeChanged: ({ context, event }) => {
      assertEvent(event, 'PAGE.GO');
      return (
        event.pageSize !== undefined &&
        effectivePageSize(event.pageSize) !== context.pageSize &&
        context.needTableColSet
      );
    },
    // only an action the host offers, on a selection that is not empty
    batchOffered: ({ context, event }) =>
      event.type === 'BATCH' &&
      context.checkedKeys.length > 0 &&
      context.batchActions.some((action) => action.key === event.key),
    // spec 6: only an operate the row shows is run
    operateShown: ({ context, event }) => {
      if (event.type !== 'OPERATE') return false;
      const rows = context.displayData ?? context.data;
      const row = rows.find((r) => String(r[context.rowKey] ?? '') === event.rowKey);
      return (
        row !== undefined &&
        rowOperates(context.operates, context.operatesPermission, row).some((o) => o.key === event.key)
      );
    },
    needsLayout: ({ context }) => context.needTableColSet,
    notBusyMore: ({ context }) => context.hasMore && !context.local,
    // the choice leaves the filters as they are: nothing to load
    filterSame: ({ context, event }) =>
      event.type === 'FILTER.CLEAR'
        ? Object.keys(context.filters).length === 0
        : event.type === 'FILTER.SET' &&
          withFilter(context.filters, event.dataIndex, event.values) === context.filters,
    resetDialog: ({ context }) =>
      context.dialogType === 'resetTableCol' || context.dialogType === 'resetTableSort',
    conflict: ({ event }) => saveProblemOf((event as { error?: unknown }).error) === 'conflict',
  },
  actions: {
    emitBatch: emit(({ context, event }) => {
      assertEvent(event, 'BATCH');
      const known = rowsOfKeys(context, context.checkedKeys);
      return {
        type: 'batch' as const,
        key: event.key,
        keys: [...context.checkedKeys],
        rows: context.checkedKeys.flatMap((key) => (known[key] ? [known[key]] : [])),
      };
    }),
    setData: assign(({ context, event }) => {
      assertEvent(event, 'DATA.SET');
      return withRows(context, event.rows, event.total, event.hasMore);
    }),
    setDisplayData: assign(({ event }) => {
      assertEvent(event, 'DISPLAY_DATA.SET');
      return event.rows ? { displayData: [...event.rows], loading: false } : { displayData: null };
    }),
    goPage: assign(({ context, event }) => {
      assertEvent(event, 'PAGE.GO');
      const pageSize = event.pageSize !== undefined ? effectivePageSize(event.pageSize) : context.pageSize;
      // the checked keys stay: a selection spans pages (the selection bar counts them all)
      return { current: Math.max(1, Math.floor(event.current)), pageSize };
    }),
    // a changed filter starts again from the first page (of the host's rows, or the server's)
    setFilter: assign(({ context, event }) => {
      assertEvent(event, ['FILTER.SET', 'FILTER.CLEAR']);
      const filters =
        event.type === 'FILTER.CLEAR'
          ? filtersOf({})
          : withFilter(context.filters, event.dataIndex, event.values);
      return filters === context.filters ? {} : { filters, current: 1 };
    }),
    emitFilter: emit(({ context }) => ({ type: 'filter' as const, filters: context.filters })),
    emitPage: emit(({ context }) => ({
      type: 'page' as const,
      current: context.current,
      pageSize: context.pageSize,
    })),
    setChecked: assign(({ context, event }) => {
      assertEvent(event, 'CHECK.SET');
      if (context.tableType === 'NONE') return {};
      const allowed = checkableKeys(event.keys, context.checkBoxPermission);
      const keys = context.tableType === 'RADIO' ? allowed.slice(-1) : allowed;
      return { checkedKeys: keys, checkedRows: rowsOfKeys(context, keys) };
    }),
    emitChecked: emit(({ context }) => ({ type: 'check' as const, keys: context.checkedKeys })),
    removeRows: assign(({ context, event }) => {
      assertEvent(event, 'ROWS.REMOVED');
      const gone = new Set(event.keys);
      const data = context.data.filter((row) => !gone.has(String(row[context.rowKey])));
      const total = Math.max(0, context.total - (context.data.length - data.length));
      const current = context.autoJumpNextPage
        ? pageAfterRemoval(context.current, context.pageSize, total)
        : context.current;
      const checkedKeys = context.checkedKeys.filter((key) => !gone.has(key));
      return { data, total, current, checkedKeys, checkedRows: rowsOfKeys(context, checkedKeys) };
    }),
    openSettings: assign(({ context }) => ({
      updateColVisible: true,
      draft: settingsOf(context.columns, context.settings),
    })),
    closeSettings: assign({ updateColVisible: false, draft: null }),
    toggle: assign(({ context, event }) => {
      assertEvent(event, 'COLUMN.TOGGLE');
      if (!context.draft) return {};
      return { draft: toggleColumn(context.draft, event.dataIndex, event.hidden) };
    }),
    move: assign(({ context, event }) => {
      assertEvent(event, 'COLUMN.MOVE');
      const base = context.draft ?? settingsOf(context.columns, context.settings);
      const moved = moveColumn(base, event.from, event.to);
      return context.draft ? { draft: moved } : { settings: moved };
    }),
    resize: assign(({ context, event }) => {
      assertEvent(event, ['COLUMN.RESIZE', 'COLUMN.RESIZE.END']);
      const base = context.draft ?? settingsOf(context.columns, context.settings);
      const resized = resizeColumn(base, event.dataIndex, event.width);
      return context.draft
        ? { draft: resized, resizing: null }
        : { settings: resized, scrollX: resized.scrollX, resizing: null };
    }),
    // the live width while the edge is dragged: the same clamp as the saved one, nothing saved
    resizeMove: assign(({ context, event }) => {
      assertEvent(event, 'COLUMN.RESIZE.MOVE');
      const current = (context.draft ?? settingsOf(context.columns, context.settings)).columns.find(
        (column) => column.dataIndex === event.dataIndex,
      );
      if (!current) return {};
      const width = clampColumnWidth(event.width, current.width);
      if (context.resizing?.dataIndex === event.dataIndex && context.resizing.width === width) return {};
      return { resizing: { dataIndex: event.dataIndex, width } };
    }),
    resizeCancel: assign({ resizing: null }),
    // the density goes in the column settings (saved and synced with them) when the table has them
    chooseDensity: assign(({ context, event }) => {
      assertEvent(event, 'DENSITY.SET');
      const density = densityOf(event.density);
      if (!context.needTableColSet) return { density };
      return {
        density,
        settings: withDensity(context.settings, density),
        draft: context.draft ? withDensity(context.draft, density) : null,
      };
    }),
    pin: assign(({ context, event }) => {
      assertEvent(event, 'COLUMN.PIN');
      const base = context.draft ?? settingsOf(context.columns, context.settings);
      const pinned = pinColumn(base, event.dataIndex, event.side);
      return context.draft ? { draft: pinned } : { settings: pinned };
    }),
    emitOperate: emit(({ context, event }) => {
      assertEvent(event, 'OPERATE');
      const rows = context.displayData ?? context.data;
      const row = rows.find((r) => String(r[context.rowKey] ?? '') === event.rowKey) as TableRow;
      return { type: 'operate' as const, key: event.key, rowKey: event.rowKey, row };
    }),
    adoptDraft: assign(({ context }) => ({
      settings: context.draft,
      scrollX: context.draft?.scrollX,
      source: 'user' as const,
    })),
    openDialog: assign(({ event }) => {
      assertEvent(event, 'DIALOG.OPEN');
      return { dialogType: event.dialogType, error: null };
    }),
    closeDialog: assign({ dialogType: null }),
    // what failed, read for the user (issue 35 item 10): a save's failure never says "load failed"
    setError: assign(({ event }, params: { action: FailureAction }) => ({
      error: failure(params.action, event),
      loading: false,
    })),
    clearError: assign({ error: null, problem: null }),
    // a refusal is the user's to read (the catalogue's words), any other failure the alert's
    saveFailed: assign(({ event }, params: { action: TableSaveAction }) => {
      const error = (event as { error?: unknown }).error;
      const kind = saveProblemOf(error);
      return kind
        ? { problem: { kind, action: params.action } }
        : { error: failureOf('save', error), loading: false };
    }),
    saved: assign(({ context, event }) => {
      const output = (event as unknown as { output: SyncResult }).output;
      return {
        ...(context.draft ? { settings: context.draft, scrollX: context.draft.scrollX } : {}),
        source: 'user' as const,
        updateColVisible: false,
        draft: null,
        problem: null,
        version: output.version ?? context.version,
        notice: { key: 'saved' as const, count: 1, seq: (context.notice?.seq ?? 0) + 1 },
      };
    }),
    setRefreshOptions: assign(({ event }) => {
      assertEvent(event, 'REFRESH_OPTIONS.SET');
      return refreshOptionsOf(event);
    }),
    nextPage: assign(({ context }) => ({ current: context.current + 1, loading: true })),
    // the same page again; a list loaded on scroll starts again from its first page
    reloadPage: assign(({ context }) => ({
      loading: true,
      current: context.paginationType === 'more' ? 1 : context.current,
    })),
    layoutLoaded: assign(({ context }, loaded: SavedLayout) => ({
      settings: loaded.settings,
      scrollX: loaded.settings?.scrollX,
      source: loaded.source,
      version: loaded.version,
      density: loaded.settings?.density ?? context.density,
      pageSize: loaded.pageSize > 0 ? effectivePageSize(loaded.pageSize) : context.pageSize,
    })),
    layoutReset: assign(({ context }) => ({
      updateColVisible: false,
      draft: null,
      notice: { key: 'reset' as const, count: 1, seq: (context.notice?.seq ?? 0) + 1 },
    })),
    // 'more' appends the next page (mobile infinite loading)
    pageLoaded: assign(({ context }, { rows, total, hasMore }: TablePage) => ({
      data: context.paginationType === 'more' && context.current > 1 ? [...context.data, ...rows] : rows,
      total,
      hasMore,
      loading: false,
      error: null,
    })),
    sortSaved: assign(({ context }, rules: TableSortRule[]) => ({
      sortRules: rules,
      sortVisible: false,
      current: 1,
      loading: !context.local,
    })),
    // like `saved` and `syncDone`: the sync's answer, read from the done event they share
    keepVersion: assign(({ context, event }) => ({
      version: (event as unknown as { output: SyncResult }).output.version ?? context.version,
    })),
    syncDone: assign(({ context, event }) => ({
      dialogType: null,
      notice: {
        key: 'synced' as const,
        count: (event as unknown as { output: SyncResult }).output.count,
        seq: (context.notice?.seq ?? 0) + 1,
      },
    })),
  },
}).createMachine({
  id: 'table',
  type: 'parallel',
  context: ({ input }) => tableContext(input),
  on: {
    'DATA.SET': { actions: 'setData' },
    'COLUMNS.SET': { actions: assign({ columns: ({ event }) => event.columns }) },
    'OPERATES.SET': { actions: assign({ operates: ({ event }) => event.operates }) },
    'BATCH_ACTIONS.SET': { actions: assign({ batchActions: ({ event }) => event.actions }) },
    BATCH: { guard: 'batchOffered', actions: 'emitBatch' },
    'DISPLAY_DATA.SET': { actions: 'setDisplayData' },
    'CHECK.SET': { actions: ['setChecked', 'emitChecked'] },
    'ROWS.REMOVED': { actions: 'removeRows' },
    'DENSITY.SET': { actions: 'chooseDensity' },
    'PAGE.FOCUS': { guard: 'reloadsOnFocus', actions: raise({ type: 'REFRESH' }) },
    'FULLSCREEN.SET': { actions: assign({ fullscreen: ({ event }) => event.on === true }) },
    OPERATE: { guard: 'operateShown', actions: 'emitOperate' },
  },
  states: {
    layout: {
      initial: 'checking',
      // a column edge dragged: live widths in any layout state; the release applies the width
      // (and, when idle with no panel open, saves it: see idle)
      on: {
        'COLUMN.RESIZE.MOVE': { actions: 'resizeMove' },
        'COLUMN.RESIZE.CANCEL': { actions: 'resizeCancel' },
        'COLUMN.RESIZE.END': { actions: 'resize' },
      },
      states: {
        checking: { always: [{ guard: 'needsLayout', target: 'loading' }, { target: 'off' }] },
        off: {},
        loading: {
          invoke: {
            src: 'loadLayout',
            onDone: {
              target: 'idle',
              actions: { type: 'layoutLoaded', params: ({ event }) => event.output },
            },
            // a layout that cannot load leaves the declared columns: the table still works
            onError: { target: 'idle', actions: { type: 'setError', params: { action: 'load' } } },
          },
        },
        idle: {
          on: {
            'SETTINGS.OPEN': { actions: 'openSettings' },
            'SETTINGS.CLOSE': { actions: 'closeSettings' },
            'COLUMN.TOGGLE': { actions: 'toggle' },
            'COLUMN.MOVE': { actions: 'move' },
            'COLUMN.RESIZE': { actions: 'resize' },
            // a pin in the panel waits for its save; one outside it (a header menu) is saved at once
            'COLUMN.PIN': [
              { guard: 'hasDraft', actions: 'pin' },
              { target: 'saving', actions: 'pin' },
            ],
            // the header's edge released: the width is saved once, now
            'COLUMN.RESIZE.END': [
              { guard: 'hasDraft', actions: 'resize' },
              { target: 'saving', actions: 'resize' },
            ],
            // another density is saved at once (with the panel open, by the panel's save)
            'DENSITY.SET': {
              guard: 'densityChangedOutsidePanel',
              target: 'saving',
              actions: 'chooseDensity',
            },
            'SETTINGS.SAVE': { target: 'saving' },
            'SETTINGS.RESET': { target: 'resetting' },
            'DIALOG.OPEN': { actions: 'openDialog' },
            'DIALOG.CLOSE': { actions: 'closeDialog' },
            'SYNC.SUBMIT': [{ guard: 'resetDialog', target: 'resettingOthers' }, { target: 'syncing' }],
            'PROBLEM.DISMISS': { actions: assign({ problem: null }) },
          },
        },
        saving: {
          entry: 'clearError',
          invoke: {
            src: 'saveLayout',
            input: ({ context }) => ({
              columns: layoutToSave(context),
              version: context.version,
            }),
            onDone: { target: 'idle', actions: 'saved' },
            onError: layoutSaveFailed,
          },
        },
        // issue 35 item 9: the layout changed elsewhere since it was loaded; the user decides
        conflict: {
          on: {
            'PROBLEM.RELOAD': {
              target: 'loading',
              actions: assign({ problem: null, draft: null, updateColVisible: false }),
            },
            'PROBLEM.OVERWRITE': { target: 'overwriting' },
            'PROBLEM.DISMISS': { target: 'idle', actions: assign({ problem: null }) },
          },
        },
        overwriting: {
          // the conflict notice stays (busy) until the overwrite is done
          entry: assign({ error: null }),
          invoke: {
            src: 'saveLayout',
            input: ({ context }) => ({
              columns: layoutToSave(context),
              overwrite: true,
            }),
            onDone: { target: 'idle', actions: 'saved' },
            onError: layoutSaveFailed,
          },
        },
        resetting: {
          entry: 'clearError',
          invoke: {
            src: 'resetLayout',
            onDone: { target: 'loading', actions: 'layoutReset' },
            onError: { target: 'idle', actions: { type: 'setError', params: { action: 'save' } } },
          },
        },
        syncing: {
          entry: 'clearError',
          invoke: {
            src: 'saveLayout',
            input: ({ context, event }) => {
              assertEvent(event, 'SYNC.SUBMIT');
              return {
                columns: writeColumnSettings(settingsOf(context.columns, context.settings)),
                sync: event.values,
              };
            },
            onDone: { target: 'idle', actions: ['syncDone', 'keepVersion'] },
            onError: { target: 'idle', actions: { type: 'saveFailed', params: { action: 'sync' } } },
          },
        },
        resettingOthers: {
          entry: 'clearError',
          invoke: {
            src: 'resetLayout',
            input: ({ event }) => {
              assertEvent(event, 'SYNC.SUBMIT');
              return { scope: event.values };
            },
            onDone: { target: 'idle', actions: 'syncDone' },
            onError: { target: 'idle', actions: { type: 'saveFailed', params: { action: 'reset' } } },
          },
        },
      },
    },
    rows: {
      initial: 'start',
      // a filter chosen: the host's rows are filtered in the view; a fetched list loads its first
      // page with the filters (a load in flight is dropped, its answer would be unfiltered)
      on: {
        // FILTER.SET and FILTER.CLEAR
        'FILTER.*': [
          { guard: 'filterSame' },
          { guard: 'local', actions: ['setFilter', 'emitFilter'] },
          {
            target: '.fetching',
            reenter: true,
            actions: ['setFilter', 'emitFilter', assign({ loading: true, error: null })],
          },
        ],
      },
      states: {
        start: { always: [{ guard: 'local', target: 'idle' }, { target: 'fetching' }] },
        fetching: {
          invoke: {
            src: 'fetchPage',
            input: ({ context }) => ({
              current: context.current,
              pageSize: context.pageSize,
              filters: filterQuery(context.filters),
            }),
            onDone: { target: 'idle', actions: { type: 'pageLoaded', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'setError', params: { action: 'load' } } },
          },
        },
        failed: {
          on: {
            RETRY: { target: 'fetching', actions: 'clearError' },
            RELOAD: { target: 'fetching', actions: ['clearError', assign({ loading: true })] },
          },
        },
        idle: {
          on: {
            'PAGE.GO': [
              { guard: 'local', actions: ['goPage', 'emitPage'] },
              { target: 'fetching', actions: ['goPage', 'emitPage', assign({ loading: true })] },
            ],
            'PAGE.MORE': {
              guard: 'notBusyMore',
              target: 'fetching',
              actions: 'nextPage',
            },
            'SORT.SAVE': { target: 'sorting' },
            RETRY: { guard: 'fetched', target: 'fetching' },
            // a polling tick or a refocus: only from idle, so never over a load in flight; rows the
            // host gives are the host's to load (its reload callback)
            REFRESH: [
              { guard: 'local', actions: emit({ type: 'reload' as const }) },
              { guard: 'refreshable', target: 'fetching' },
            ],
            // the same page again; rows the host gives are the host's to load
            RELOAD: [
              { guard: 'local', actions: emit({ type: 'reload' as const }) },
              // a list loaded on scroll starts again from its first page
              { target: 'fetching', actions: 'reloadPage' },
            ],
          },
        },
        sorting: {
          invoke: {
            src: 'saveSort',
            input: ({ context, event }) => {
              assertEvent(event, 'SORT.SAVE');
              return { previous: context.sortRules, next: [...event.rules] };
            },
            onDone: {
              target: 'fetching',
              actions: { type: 'sortSaved', params: ({ event }) => event.output },
            },
            onError: { target: 'idle', actions: { type: 'setError', params: { action: 'save' } } },
          },
        },
      },
    },
    pageSize: {
      initial: 'idle',
      states: {
        idle: { on: { 'PAGE.GO': { guard: 'pageSizeChanged', target: 'saving' } } },
        // spec 7 change page settings: best effort, the page already shows the new size
        saving: {
          invoke: {
            src: 'savePageSize',
            input: ({ context }) => ({ pageSize: context.pageSize }),
            onDone: 'idle',
            onError: 'idle',
          },
        },
      },
    },
    // issue 38: the page again every `polling` ms while the page is shown (a child machine)
    polling: {
      initial: 'start',
      states: {
        start: { always: [{ guard: 'polls', target: 'on' }, { target: 'off' }] },
        // the host changed its polling or reload-on-focus props: the period starts again
        off: { on: { 'REFRESH_OPTIONS.SET': { target: 'start', actions: 'setRefreshOptions' } } },
        on: {
          invoke: { id: 'polling', src: 'polling', input: ({ context }) => ({ period: context.polling }) },
          on: {
            'PAGE.VISIBILITY': { actions: sendTo('polling', ({ event }) => event) },
            'REFRESH_OPTIONS.SET': { target: 'start', actions: 'setRefreshOptions' },
          },
        },
      },
    },
    logDialog: {
      initial: 'closed',
      on: { 'LOG.CLOSE': { target: '.closed', actions: assign({ logVisible: false }) } },
      states: {
        closed: { on: { 'LOG.OPEN': { target: 'loading', actions: assign({ logVisible: true }) } } },
        loading: {
          invoke: {
            src: 'fetchLog',
            onDone: { target: 'open', actions: assign({ log: ({ event }) => event.output }) },
            onError: { target: 'open', actions: { type: 'setError', params: { action: 'load' } } },
          },
        },
        open: {},
      },
    },
    sortDialog: {
      initial: 'closed',
      on: { 'SORT.CLOSE': { target: '.closed', actions: assign({ sortVisible: false }) } },
      states: {
        closed: { on: { 'SORT.OPEN': { target: 'loading', actions: assign({ sortVisible: true }) } } },
        loading: {
          invoke: {
            src: 'fetchSort',
            onDone: { target: 'open', actions: assign({ sortRules: ({ event }) => event.output }) },
            onError: { target: 'open', actions: { type: 'setError', params: { action: 'load' } } },
          },
        },
        open: { always: { guard: 'sortHidden', target: 'closed' } },
      },
    },
  },
});

export type TableMachine = typeof tableMachine;
