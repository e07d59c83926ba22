import type { SaveProblemView } from '../http/save-problem';
import type { SnapshotFrom } from 'xstate';
import type { ConnectEnv } from '../shared/connect';
import { failureReason, failureTitle } from '../http/failure';
import {
  allowedOperates,
  applyColumnSettings,
  canToggleColumn,
  checkAllState,
  dragWidth,
  operatesColumnWidth,
  orderColumns,
  rowOperates,
  scopeFromPicks,
  settingsOf,
  splitOperates,
  SYNC_SCOPE_BROWSER_TYPES,
  shouldLoadMore,
  syncScopeTypes,
  toggleChecked,
  TABLE_DENSITIES,
  TABLE_END_REACHED_THRESHOLD,
  TABLE_RENDER_AHEAD,
  TABLE_SELECTION_WIDTH,
  validateSyncScope,
} from './table.logic';
import type { TableEvent, TableMachine } from './table.machine';
import { cellFormatterCache, cellTextOf } from './table.cells';
import { filterCount, filteredRowsCache } from './table.filters';
import {
  connectColumnFilter,
  connectTableFilters,
  type TableColumnFilterView,
  type TableFiltersView,
} from './table.filters.connect';

export type { TableColumnFilterView, TableFiltersView };
import type { TableCellFormatter, TableValueType } from './table.cells';
import type {
  ColumnPin,
  SyncScopeItem,
  SyncScopePick,
  SyncScopeType,
  SyncValues,
  TableDensity,
  TableDialogType,
  TableRow,
  TableSortRule,
} from './table.types';

/** A visible column. */
export interface TableColumnView {
  dataIndex: string;
  title: string;
  /** The width in px: while the edge is dragged, the live (clamped) width. */
  width: number;
  /**
   * The side the column is pinned to (it sticks there while the rows scroll sideways), or null.
   * The columns come in drawing order: left-pinned first, right-pinned last.
   */
  pin: ColumnPin | null;
  /**
   * The value type the host declared (`TableColumn.valueType`), or null: the skins then draw the
   * raw value as text without calling `cell`, the cheapest path.
   */
  valueType: TableValueType | null;
  /** The cell view of one raw value of this column (made once per column and locale). */
  cell: TableCellFormatter;
  /** The cells have a copy button (`TableColumn.copyable`). */
  copyable: boolean;
  /** The cells keep to one line with the full text in a tooltip (the column's, else the table's `ellipsis`). */
  ellipsis: boolean;
  /** The text a cell shows for a raw value ('' when empty): what the copy button copies and the tooltip shows. */
  textOf(value: unknown): string;
  /** The copy button's accessible name ("Copy Title"). */
  copyLabel: string;
  /** The column's filter (issue 38), or null when it offers none. */
  filter: TableColumnFilterView | null;
  /** The column's edge is being dragged. */
  resizing: boolean;
  /** Accessible name of the resize handle. */
  resizeLabel: string;
  /** Sets the width at once and saves it (the keyboard on the handle). */
  resize(width: number): void;
  /**
   * The edge is dragged: the pointer went from `startX` (where the drag began, with the column at
   * `startWidth`) to `x`; the column takes the clamped width live, nothing is saved.
   */
  resizeMove(startWidth: number, startX: number, x: number): void;
  /** The edge is released at `x`: the width is applied and saved once. */
  resizeEnd(startWidth: number, startX: number, x: number): void;
  /** The drag is abandoned (Escape, lost pointer): back to the width before. */
  resizeCancel(): void;
}

/** One row's operations (spec 6), already filtered by the operates permissions. */
export interface TableRowOperatesView {
  /** Drawn as links (desktop) or the first buttons (mobile). */
  inline: TableOperateItemView[];
  /** Behind a "more" menu (desktop). */
  more: TableOperateItemView[];
  /** inline and more together, in order (the mobile action sheet). */
  all: TableOperateItemView[];
}

/** An operation of one row. */
export interface TableOperateItemView {
  key: string;
  label: string;
  danger: boolean;
  run(): void;
}

/** One pin button of a column-settings row (left or right). */
export interface TablePinChoiceView {
  side: ColumnPin;
  /** The accessible name, with the column's name ("Pin Title to the left"). */
  label: string;
  /** The short visible text ("Pin left"). */
  text: string;
  /** The column is pinned to this side (the button is pressed). */
  active: boolean;
  /** Pins the column to this side, or unpins it when it is pinned here. */
  toggle(): void;
}

/** A row of the column-settings panel. */
export interface TableSettingsItemView {
  dataIndex: string;
  title: string;
  hidden: boolean;
  width: number;
  /** The side the column is pinned to, or null. */
  pin: ColumnPin | null;
  /** The pin buttons, left then right. */
  pins: TablePinChoiceView[];
  /** Showing or hiding it keeps the min and max counts. */
  canToggle: boolean;
  showLabel: string;
  dragLabel: string;
  upLabel: string;
  downLabel: string;
  widthLabel: string;
  first: boolean;
  last: boolean;
  toggle(hidden: boolean): void;
  /** Drop this column on the place of `other`. */
  moveTo(other: string): void;
  moveUp(): void;
  moveDown(): void;
  setWidth(width: number): void;
}

/** A row action under the operates permission. */
export interface TableOperateView {
  key: string;
  label: string;
}

/** The sync or reset dialog (spec 2.3, 3, 5). */
export interface TableSyncView {
  /** The dialog open (`dialogType` set). */
  visible: boolean;
  dialogType: TableDialogType | null;
  title: string;
  /** The scope field: syncObject for syncs, defaultObject for resets. */
  field: 'syncObject' | 'defaultObject';
  scopeLabel: string;
  scopeTypeLabel: string;
  /** spec 5: user, department, subcompany (when shown), everyone; `browserType` is the picker's type. */
  types: { value: SyncScopeType; label: string; browserType: string | null }[];
  /** The browser types picked from at once (multi-select scope), for a types browser. */
  browserTypes: { type: string; label: string }[];
  /** The "everyone" choice (scope type `all`). */
  everyoneLabel: string;
  /** The scope of browser picks of several types at once, or everyone (spec 5 multi-select). */
  scopeFrom(picks: readonly SyncScopePick[], everyone: boolean): SyncScopeItem[];
  /** Every pick as a line of the summary, with its type (`吴超 · People`). */
  summary(picks: readonly SyncScopePick[]): { key: string; label: string }[];
  /** The summary's accessible name. */
  summaryLabel: string;
  /** The hint under the scope picker (several picks, of any type). */
  scopeHint: string;
  /** The isDefault and syncColumnWidth switches (column syncs only). */
  showSwitches: boolean;
  isDefaultLabel: string;
  syncColumnWidthLabel: string;
  /** spec 9: column-width sync overrides users' own column widths. */
  help: string;
  okLabel: string;
  cancelLabel: string;
  submitting: boolean;
  /** Scope entries from browser picks of a scope type. */
  scopeOf(type: SyncScopeType, picks: readonly { id: string; name?: string }[]): SyncScopeItem[];
  /** spec 5: `{}` when valid, else the field's message. */
  validate(values: SyncValues): Partial<Record<'syncObject' | 'defaultObject', string>>;
  submit(values: SyncValues): void;
  open(dialogType: TableDialogType): void;
  close(): void;
}

/** The log dialog. */
export interface TableLogView {
  visible: boolean;
  loading: boolean;
  title: string;
  headers: { user: string; action: string; time: string; detail: string };
  entries: { id: string; user: string; action: string; time: string; detail: string }[];
  empty: string;
  open(): void;
  close(): void;
}

/** The sort dialog. */
export interface TableSortView {
  visible: boolean;
  loading: boolean;
  saving: boolean;
  title: string;
  rules: TableSortRule[];
  /** The columns that may be sorted on. */
  columns: { value: string; label: string }[];
  directions: { value: 'asc' | 'desc'; label: string }[];
  labels: { add: string; column: string; direction: string; none: string; save: string; cancel: string };
  removeLabel(dataIndex: string): string;
  upLabel(dataIndex: string): string;
  downLabel(dataIndex: string): string;
  open(): void;
  close(): void;
  /** Saves the rules in this order (sort values by `planSort`). */
  save(rules: readonly TableSortRule[]): void;
}

/**
 * What a skin shows for a table with column settings, and what it may do. The intents (methods)
 * only send events and read the table's fixed input (row key, permissions, operates), so an
 * earlier view's intents act like the latest's: a skin may skip a render whose drawn values did
 * not change (the desktop grid does). `pagination.rangeChanged` is the exception: it reads the
 * rows loaded, so call the latest view's.
 */
export interface TableView {
  /** The table's accessible name. */
  title: string;
  loading: boolean;
  /** Why the last call failed and what to do, in the user's words (catalogue), or null. */
  error: string | null;
  /** What failed: "Could not load", "Could not save" ... */
  errorTitle: string;
  /** The client's raw text of the failure, for developers only (never shown), or ''. */
  errorDetail: string;
  retryLabel: string;
  retry(): void;
  rowKey: string;
  /** The visible columns in the saved order and widths. */
  columns: TableColumnView[];
  /** The rows shown (displayData when set; the current page of local rows). */
  rows: TableRow[];
  /** The key of a row as text. */
  keyOf(row: TableRow): string;
  /**
   * The scroll width: the visible columns' widths (or the saved scroll width when wider), plus the
   * selection column and the operates column when they are drawn.
   */
  scrollX: number;
  /** spec 9: how far beyond the visible rows, above and below, rows are drawn (px). */
  renderAhead: number;
  ellipsis: boolean;
  emptyText: string;
  /** The header filters (issue 38). */
  filters: TableFiltersView;
  /** What a cell's copy button says after a copy (issue 38). */
  copy: { copiedText: string; failedText: string };
  selection: {
    type: 'checkbox' | 'radio' | null;
    /** The desktop selection column's width. */
    width: number;
    checkedKeys: string[];
    /** spec 6: whether the row's box may be checked. */
    canCheck(key: string): boolean;
    checkLabel(key: string): string;
    /** The accessible name of the desktop header's box that checks every row shown. */
    checkAllLabel: string;
    /**
     * The header box of a checkbox table over every row of the list, drawn or not (a windowed
     * body draws only some): its state, and `toggle` to check them all or clear them.
     */
    checkAll(): { checked: boolean; indeterminate: boolean; disabled: boolean; toggle(): void };
    /**
     * The selection bar ("3 selected · Clear" and the host's batch actions), shown while some
     * rows are checked: desktop above the table, mobile a bottom bar. The count is every page's.
     */
    bar: {
      visible: boolean;
      /** The bar's accessible name. */
      label: string;
      count: number;
      text: string;
      clearLabel: string;
      clear(): void;
      actions: { key: string; label: string; danger: boolean; run(): void }[];
    };
    /** One row's box pressed: checks or clears it (a radio table keeps only that row). */
    toggle(key: string, checked: boolean): void;
    set(keys: readonly string[]): void;
  };
  pagination: {
    type: 'part' | 'none' | 'more';
    current: number;
    pageSize: number;
    total: number;
    hasMore: boolean;
    totalText: string;
    loadMoreText: string;
    noMoreText: string;
    /** spec 9: rows from the end at which more load. */
    endReachedThreshold: number;
    go(current: number, pageSize?: number): void;
    more(): void;
    /** The last row in view changed: loads more within the end-reached threshold (spec 9). */
    rangeChanged(lastVisible: number): void;
  };
  toolbar: {
    /** needTableColSet: the settings, sync, log and sort buttons are offered. */
    visible: boolean;
    settings: string;
    sync: string;
    log: string;
    sort: string;
    /** The density choice (rows from tallest to most compact); `size` is antd's table size. */
    density: {
      visible: boolean;
      label: string;
      value: TableDensity;
      size: 'large' | 'middle' | 'small';
      options: { value: TableDensity; label: string; active: boolean; choose(): void }[];
      set(density: TableDensity): void;
    };
    /** Full screen: on or off, the button's name for what a press does. */
    fullscreen: { visible: boolean; active: boolean; label: string; toggle(): void; exit(): void };
    /** Reload: the page again (or the host's rows, through its reload callback). */
    reload: { visible: boolean; label: string; busy: boolean; run(): void };
  };
  settings: {
    visible: boolean;
    title: string;
    countText: string;
    items: TableSettingsItemView[];
    saveLabel: string;
    cancelLabel: string;
    resetLabel: string;
    busy: boolean;
    open(): void;
    close(): void;
    save(): void;
    reset(): void;
  };
  sync: TableSyncView;
  log: TableLogView;
  sort: TableSortView;
  /** A finished action to announce, changing `seq` each time. */
  notice: { text: string; seq: number } | null;
  /** A save the user must decide about (issue 35 items 8, 9), or null. */
  problem: SaveProblemView | null;
  /** spec 6: the operates shown. */
  operatesOf<T extends { key: string }>(operates: readonly T[]): T[];
  /** spec 6: the row operations column (desktop) or card actions (mobile). */
  operates: {
    /** Some operates are declared. */
    visible: boolean;
    title: string;
    /** The desktop column's width. */
    width: number;
    moreLabel: string;
    /** The accessible name of a row's operations button (mobile) or menu. */
    rowLabel(key: string): string;
    /** The operations one row shows (table and row permissions applied). */
    of(row: TableRow): TableRowOperatesView;
  };
}

const DIALOG_TITLE: Record<
  TableDialogType,
  'table.sync.title' | 'table.syncSort.title' | 'table.resetCol.title' | 'table.resetSort.title'
> = {
  updateSyncTableCol: 'table.sync.title',
  updateSyncTableSort: 'table.syncSort.title',
  resetTableCol: 'table.resetCol.title',
  resetTableSort: 'table.resetSort.title',
};

const DENSITY_SIZE: Record<TableDensity, 'large' | 'middle' | 'small'> = {
  default: 'large',
  middle: 'middle',
  compact: 'small',
};

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** `YYYY-MM-DD HH:mm` in UTC, so every viewer reads the same time. */
function timeText(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** One formatter per declared column and locale, shared by every table (see `cellFormatterCache`). */
const cellFormatter = cellFormatterCache();
/** The host's rows filtered once per row list and filters. */
const filteredRows = filteredRowsCache();

/** The toolbar over the table: column settings, density, full screen and reload. */
function toolbarOf(
  c: SnapshotFrom<TableMachine>['context'],
  send: (event: TableEvent) => void,
  t: ConnectEnv['t'],
): TableView['toolbar'] {
  return {
    visible: c.needTableColSet,
    settings: t('table.settings'),
    sync: t('table.sync'),
    log: t('table.log'),
    sort: t('table.sort'),
    density: {
      visible: c.options.density,
      label: t('table.density'),
      value: c.density,
      size: DENSITY_SIZE[c.density],
      options: TABLE_DENSITIES.map((value) => ({
        value,
        label: t(`table.density.${value}`),
        active: value === c.density,
        choose: () => send({ type: 'DENSITY.SET', density: value }),
      })),
      set: (density) => send({ type: 'DENSITY.SET', density }),
    },
    fullscreen: {
      visible: c.options.fullScreen,
      active: c.fullscreen,
      label: t(c.fullscreen ? 'table.fullscreen.exit' : 'table.fullscreen'),
      toggle: () => send({ type: 'FULLSCREEN.SET', on: !c.fullscreen }),
      exit: () => send({ type: 'FULLSCREEN.SET', on: false }),
    },
    reload: {
      visible: c.options.reload,
      label: t('table.reload'),
      busy: c.loading,
      run: () => send({ type: 'RELOAD' }),
    },
  };
}

type TableContextOf = SnapshotFrom<TableMachine>['context'];
type SendTable = (event: TableEvent) => void;

/** Each shown column: its cells' formatting, its header filter, and its resize and copy parts. */
export function connectTableColumns(
  c: TableContextOf,
  source: readonly TableRow[],
  send: SendTable,
  env: ConnectEnv,
): TableColumnView[] {
  const { t } = env;
  const visible = applyColumnSettings(c.columns, c.settings, { columnsNumConfig: c.columnsNumConfig });
  // the host's own column objects key the formatter cache (the applied ones are copies)
  const declared = new Map(c.columns.map((column) => [column.dataIndex, column]));
  return visible.map((column) => {
    const { dataIndex } = column;
    const resizing = c.resizing?.dataIndex === dataIndex;
    const format = declared.get(dataIndex) ?? column;
    const cell = cellFormatter(format, env.locale);
    const textOf = (value: unknown) => cellTextOf(format, cell, value);
    const filter = connectColumnFilter(
      declared.get(dataIndex),
      column.title,
      c.filters,
      source,
      textOf,
      send,
      env,
    );
    return {
      dataIndex,
      title: column.title,
      valueType: column.valueType ?? null,
      cell,
      copyable: column.copyable === true,
      ellipsis: column.ellipsis ?? c.ellipsis,
      textOf,
      filter,
      copyLabel: t('table.copy', { name: column.title }),
      width: resizing && c.resizing ? c.resizing.width : column.width,
      pin: column.pin,
      resizing,
      resizeLabel: t('table.resize', { name: column.title }),
      resize: (width) => send({ type: 'COLUMN.RESIZE.END', dataIndex, width }),
      resizeMove: (startWidth, startX, x) =>
        send({ type: 'COLUMN.RESIZE.MOVE', dataIndex, width: dragWidth(startWidth, startX, x) }),
      resizeEnd: (startWidth, startX, x) =>
        send({ type: 'COLUMN.RESIZE.END', dataIndex, width: dragWidth(startWidth, startX, x) }),
      resizeCancel: () => send({ type: 'COLUMN.RESIZE.CANCEL' }),
    };
  });
}

/** The column settings panel: each column's show switch, moves, pins and width, over the draft. */
export function connectTableSettings(
  snapshot: SnapshotFrom<TableMachine>,
  send: SendTable,
  t: ConnectEnv['t'],
): TableView['settings'] {
  const c = snapshot.context;
  const settingsSource = c.draft ?? c.settings;
  const draft = c.draft ?? settingsOf(c.columns, settingsSource);
  const ordered = orderColumns(c.columns, draft);
  const shown = ordered.filter((entry) => !entry.hidden).length;
  const items: TableSettingsItemView[] = ordered.map(({ column, hidden }, index) => {
    const name = column.title;
    const neighbour = (step: number) => ordered[index + step]?.column.dataIndex;
    return {
      dataIndex: column.dataIndex,
      title: name,
      hidden,
      width: column.width,
      pin: column.pin,
      pins: (['left', 'right'] as const).map((side) => ({
        side,
        label: t(side === 'left' ? 'table.settings.pinLeft' : 'table.settings.pinRight', { name }),
        text: t(side === 'left' ? 'table.settings.pinLeftShort' : 'table.settings.pinRightShort'),
        active: column.pin === side,
        toggle: () =>
          send({ type: 'COLUMN.PIN', dataIndex: column.dataIndex, side: column.pin === side ? null : side }),
      })),
      canToggle: canToggleColumn(shown, hidden, c.columnsNumConfig),
      showLabel: t('table.settings.show', { name }),
      dragLabel: t('table.settings.drag', { name }),
      upLabel: t('table.settings.moveUp', { name }),
      downLabel: t('table.settings.moveDown', { name }),
      widthLabel: t('table.settings.width', { name }),
      first: index === 0,
      last: index === ordered.length - 1,
      toggle: (next) => send({ type: 'COLUMN.TOGGLE', dataIndex: column.dataIndex, hidden: next }),
      moveTo: (other) => send({ type: 'COLUMN.MOVE', from: column.dataIndex, to: other }),
      moveUp: () => {
        const other = neighbour(-1);
        if (other) send({ type: 'COLUMN.MOVE', from: column.dataIndex, to: other });
      },
      moveDown: () => {
        const other = neighbour(1);
        if (other) send({ type: 'COLUMN.MOVE', from: column.dataIndex, to: other });
      },
      setWidth: (next) => send({ type: 'COLUMN.RESIZE', dataIndex: column.dataIndex, width: next }),
    };
  });
  const layoutBusy = !snapshot.matches({ layout: 'idle' }) && !snapshot.matches({ layout: 'off' });
  return {
    visible: c.updateColVisible,
    title: t('table.settings.title'),
    countText: t('table.settings.visible', { shown, all: ordered.length }),
    items,
    saveLabel: t('table.settings.save'),
    cancelLabel: t('table.settings.cancel'),
    resetLabel: t('table.settings.reset'),
    busy: layoutBusy,
    open: () => send({ type: 'SETTINGS.OPEN' }),
    close: () => send({ type: 'SETTINGS.CLOSE' }),
    save: () => send({ type: 'SETTINGS.SAVE' }),
    reset: () => send({ type: 'SETTINGS.RESET' }),
  };
}

/** The checks of the rows, the header box and the selection bar with the host's batch actions. */
export function connectTableSelection(
  c: TableContextOf,
  rows: readonly TableRow[],
  keyOf: (row: TableRow) => string,
  send: SendTable,
  t: ConnectEnv['t'],
): TableView['selection'] {
  const allowedChecks = c.checkBoxPermission ? new Set(c.checkBoxPermission) : null;
  const canCheck = (key: string) => !allowedChecks || allowedChecks.has(key);
  return {
    type: c.tableType === 'CHECKBOX' ? 'checkbox' : c.tableType === 'RADIO' ? 'radio' : null,
    width: TABLE_SELECTION_WIDTH,
    checkedKeys: c.checkedKeys,
    canCheck,
    checkLabel: (key) => t('table.check', { key }),
    checkAllLabel: t('table.checkAll'),
    checkAll: () => {
      const state = checkAllState(rows.map(keyOf), c.checkedKeys, canCheck);
      return {
        checked: state.checked,
        indeterminate: state.indeterminate,
        disabled: state.disabled,
        // the next keys only when pressed (state.next is worked out then)
        toggle: () => send({ type: 'CHECK.SET', keys: state.next }),
      };
    },
    bar: {
      visible: c.tableType !== 'NONE' && c.checkedKeys.length > 0,
      label: t('table.selection.bar'),
      count: c.checkedKeys.length,
      text: t('table.selection.count', { count: c.checkedKeys.length }),
      clearLabel: t('table.selection.clear'),
      clear: () => send({ type: 'CHECK.SET', keys: [] }),
      actions: c.batchActions.map((action) => ({
        key: action.key,
        label: action.label,
        danger: action.danger === true,
        run: () => send({ type: 'BATCH', key: action.key }),
      })),
    },
    toggle: (key, checked) =>
      send({
        type: 'CHECK.SET',
        keys: toggleChecked(c.checkedKeys, key, checked, c.tableType === 'RADIO' ? 'radio' : 'checkbox'),
      }),
    set: (keys) => send({ type: 'CHECK.SET', keys }),
  };
}

/** The sync and reset dialogs: whom a layout or sort goes to, checked before it is sent. */
export function connectTableSync(
  snapshot: SnapshotFrom<TableMachine>,
  send: SendTable,
  t: ConnectEnv['t'],
  options: { showSubcompany?: boolean },
): TableView['sync'] {
  const dialogType = snapshot.context.dialogType;
  const reset = dialogType === 'resetTableCol' || dialogType === 'resetTableSort';
  return {
    visible: dialogType !== null,
    dialogType,
    title: dialogType ? t(DIALOG_TITLE[dialogType]) : '',
    field: reset ? 'defaultObject' : 'syncObject',
    scopeLabel: reset ? t('table.sync.resetScope') : t('table.sync.scope'),
    scopeTypeLabel: t('table.sync.scopeType'),
    types: syncScopeTypes(options).map((value) => ({
      value,
      label: t(`table.sync.type.${value}`),
      browserType: SYNC_SCOPE_BROWSER_TYPES[value],
    })),
    browserTypes: syncScopeTypes(options).flatMap((value) => {
      const type = SYNC_SCOPE_BROWSER_TYPES[value];
      return type ? [{ type, label: t(`table.sync.type.${value}`) }] : [];
    }),
    everyoneLabel: t('table.sync.type.all'),
    scopeFrom: (picks, everyone) =>
      scopeFromPicks(picks, everyone, { ...options, everyoneName: t('table.sync.type.all') }),
    summary: (picks) =>
      scopeFromPicks(picks, false, options).map((item) => ({
        key: `${item.type}:${item.id}`,
        label: `${item.name ?? item.id} · ${t(`table.sync.type.${item.type as SyncScopeType}`)}`,
      })),
    summaryLabel: t('table.sync.chosen'),
    scopeHint: t('table.sync.pickTypes'),
    showSwitches: dialogType === 'updateSyncTableCol',
    isDefaultLabel: t('table.sync.isDefault'),
    syncColumnWidthLabel: t('table.sync.syncColumnWidth'),
    help: t('table.sync.help'),
    okLabel: t('table.sync.ok'),
    cancelLabel: t('table.settings.cancel'),
    submitting: snapshot.matches({ layout: 'syncing' }) || snapshot.matches({ layout: 'resettingOthers' }),
    scopeOf: (type, picks) =>
      type === 'all'
        ? [{ type, id: 'all', name: t('table.sync.type.all') }]
        : picks.map((p) => ({ type, id: p.id, name: p.name })),
    validate: (values) => validateSyncScope(values, { ...options, t }),
    submit: (values) => {
      if (Object.keys(validateSyncScope(values, { ...options, t })).length === 0)
        send({ type: 'SYNC.SUBMIT', values });
    },
    open: (type) => send({ type: 'DIALOG.OPEN', dialogType: type }),
    close: () => send({ type: 'DIALOG.CLOSE' }),
  };
}

/** The change log dialog. */
export function connectTableLog(
  snapshot: SnapshotFrom<TableMachine>,
  send: SendTable,
  t: ConnectEnv['t'],
): TableView['log'] {
  const c = snapshot.context;
  return {
    visible: c.logVisible,
    loading: snapshot.matches({ logDialog: 'loading' }),
    title: t('table.log.title'),
    headers: {
      user: t('table.log.user'),
      action: t('table.log.action'),
      time: t('table.log.time'),
      detail: t('table.log.detail'),
    },
    entries: c.log.map((entry) => ({
      id: entry.id,
      user: entry.userName || entry.userId,
      action: ['save', 'sync', 'reset', 'sort'].includes(entry.action)
        ? t(`table.log.action.${entry.action as 'save' | 'sync' | 'reset' | 'sort'}`)
        : entry.action,
      time: timeText(entry.time),
      detail: entry.detail,
    })),
    empty: t('table.empty'),
    open: () => send({ type: 'LOG.OPEN' }),
    close: () => send({ type: 'LOG.CLOSE' }),
  };
}

/** The saved sort dialog. */
export function connectTableSort(
  snapshot: SnapshotFrom<TableMachine>,
  send: SendTable,
  t: ConnectEnv['t'],
): TableView['sort'] {
  const c = snapshot.context;
  const titles = new Map(c.columns.map((column) => [column.dataIndex, column.title]));
  return {
    visible: c.sortVisible,
    loading: snapshot.matches({ sortDialog: 'loading' }),
    saving: snapshot.matches({ rows: 'sorting' }),
    title: t('table.sort.title'),
    rules: c.sortRules,
    columns: c.columns
      .filter((column) => column.sortable !== false)
      .map((column) => ({ value: column.dataIndex, label: column.title })),
    directions: [
      { value: 'asc', label: t('table.sort.asc') },
      { value: 'desc', label: t('table.sort.desc') },
    ],
    labels: {
      add: t('table.sort.add'),
      column: t('table.sort.column'),
      direction: t('table.sort.direction'),
      none: t('table.sort.none'),
      save: t('table.settings.save'),
      cancel: t('table.settings.cancel'),
    },
    removeLabel: (dataIndex) => t('table.sort.remove', { name: titles.get(dataIndex) ?? dataIndex }),
    upLabel: (dataIndex) => t('table.sort.up', { name: titles.get(dataIndex) ?? dataIndex }),
    downLabel: (dataIndex) => t('table.sort.down', { name: titles.get(dataIndex) ?? dataIndex }),
    open: () => send({ type: 'SORT.OPEN' }),
    close: () => send({ type: 'SORT.CLOSE' }),
    save: (rules) => send({ type: 'SORT.SAVE', rules }),
  };
}

/** A save the server refused or found in conflict (issue 35 items 8, 9): the user decides. */
export function connectTableProblem(
  snapshot: SnapshotFrom<TableMachine>,
  send: SendTable,
  t: ConnectEnv['t'],
): SaveProblemView | null {
  const c = snapshot.context;
  return c.problem
    ? {
        kind: c.problem.kind,
        title: t(c.problem.kind === 'conflict' ? 'table.conflict.title' : 'table.denied.title'),
        message:
          c.problem.kind === 'conflict'
            ? t('table.conflict.message')
            : t(c.problem.action === 'save' ? 'table.denied.save' : 'table.denied.sync'),
        reloadLabel: t('table.conflict.reload'),
        reload: () => send({ type: 'PROBLEM.RELOAD' }),
        overwriteLabel: t('table.conflict.overwrite'),
        overwrite: () => send({ type: 'PROBLEM.OVERWRITE' }),
        busy: snapshot.matches({ layout: 'overwriting' }),
        dismissLabel: t('table.problem.dismiss'),
        dismiss: () => send({ type: 'PROBLEM.DISMISS' }),
      }
    : null;
}

/** Each row's operations its permissions allow, the first shown and the rest under "more". */
export function connectTableOperates(
  c: TableContextOf,
  width: number,
  send: SendTable,
  t: ConnectEnv['t'],
): TableView['operates'] {
  return {
    visible: c.operates.length > 0,
    title: t('table.operates'),
    width,
    moreLabel: t('table.operates.more'),
    rowLabel: (key) => t('table.operates.row', { key }),
    of: (row) => {
      const rowKey = String(row[c.rowKey] ?? '');
      const all = rowOperates(c.operates, c.operatesPermission, row).map((operate) => ({
        key: operate.key,
        label: operate.label,
        danger: operate.danger === true,
        run: () => send({ type: 'OPERATE', key: operate.key, rowKey }),
      }));
      return { ...splitOperates(all), all };
    },
  };
}

/** The table's view: its parts composed (each `connectTable<Part>` above). */
export function connectTable(
  snapshot: SnapshotFrom<TableMachine>,
  send: SendTable,
  env: ConnectEnv,
  options: { showSubcompany?: boolean } = {},
): TableView {
  const c = snapshot.context;
  const { t } = env;
  const source = c.displayData ?? c.data;
  const filtered = filterCount(c.filters) > 0;
  const columns = connectTableColumns(c, source, send, env);
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  const operatesWidth =
    c.operates.length > 0
      ? operatesColumnWidth(allowedOperates(c.operates, c.operatesPermission), t('table.operates.more'))
      : null;
  // the host's rows are filtered here; a fetched list came back filtered by the server
  const all = c.local ? filteredRows(source, c.filters) : source;
  const rows =
    c.local && !c.displayData && c.paginationType === 'part'
      ? all.slice((c.current - 1) * c.pageSize, c.current * c.pageSize)
      : all;
  const keyOf = (row: TableRow) => String(row[c.rowKey] ?? '');
  const noticeText = c.notice
    ? c.notice.key === 'saved'
      ? t('table.settings.saved')
      : c.notice.key === 'reset'
        ? t('table.settings.resetDone')
        : t('table.sync.done', { count: c.notice.count })
    : '';
  return {
    title: t('table.title'),
    loading: c.loading,
    error: c.error ? failureReason(c.error, t) : null,
    errorTitle: c.error ? failureTitle(c.error, t) : t('table.error'),
    errorDetail: c.error?.detail ?? '',
    retryLabel: t('table.retry'),
    retry: () => send({ type: 'RETRY' }),
    rowKey: c.rowKey,
    renderAhead: TABLE_RENDER_AHEAD,
    columns,
    rows,
    keyOf,
    scrollX:
      Math.max(width, c.scrollX ?? 0) +
      (c.tableType === 'NONE' ? 0 : TABLE_SELECTION_WIDTH) +
      (operatesWidth ?? 0),
    ellipsis: c.ellipsis,
    emptyText: t(filtered ? 'table.filter.noMatch' : 'table.empty'),
    filters: connectTableFilters(columns, c.filters, send, env),
    copy: { copiedText: t('table.copied'), failedText: t('table.copyFailed') },
    selection: connectTableSelection(c, rows, keyOf, send, t),
    pagination: {
      type: c.paginationType,
      current: c.current,
      pageSize: c.pageSize,
      total: c.local && filtered ? all.length : c.total,
      hasMore: c.hasMore,
      totalText: t('table.total', { total: c.local && filtered ? all.length : c.total }),
      loadMoreText: t('table.loadMore'),
      noMoreText: t('table.noMore'),
      endReachedThreshold: TABLE_END_REACHED_THRESHOLD,
      go: (current, pageSize) => send({ type: 'PAGE.GO', current, pageSize }),
      more: () => send({ type: 'PAGE.MORE' }),
      rangeChanged: (lastVisible) => {
        if (!c.loading && shouldLoadMore(lastVisible, rows.length, c.hasMore)) send({ type: 'PAGE.MORE' });
      },
    },
    toolbar: toolbarOf(c, send, t),
    settings: connectTableSettings(snapshot, send, t),
    sync: connectTableSync(snapshot, send, t, options),
    log: connectTableLog(snapshot, send, t),
    sort: connectTableSort(snapshot, send, t),
    notice: c.notice ? { text: noticeText, seq: c.notice.seq } : null,
    problem: connectTableProblem(snapshot, send, t),
    operatesOf: (operates) => allowedOperates(operates, c.operatesPermission),
    operates: connectTableOperates(c, operatesWidth ?? 0, send, t),
  };
}
