// Shapes of the table with column settings: spec 3 (table state, column fields, the scroll-width
// column, sync dialog values), spec 4 (dialog types), spec 5 (sync or reset scope).
import type { TableCellFormat } from './table.cells';

/** spec 3: the table's selection mode (desktop default NONE, mobile CHECKBOX). */
export type TableType = 'NONE' | 'CHECKBOX' | 'RADIO';

/** How rows are paged: page buttons (`part`), everything at once (`none`) or loaded on scroll (`more`). */
export type PaginationType = 'part' | 'none' | 'more';

/** A value a column's header filter offers (issue 38). */
export interface TableFilterOption {
  /** The value as the rows hold it (as text). */
  value: string;
  /** The label shown for it (the host passes it in the user's language). */
  text: string;
}

/** spec 3: the min and max count of visible columns. */
export interface ColumnsNumConfig {
  min: number;
  max: number;
}

/** spec 4: the sync and reset dialogs a table opens. */
export type TableDialogType =
  'updateSyncTableCol' | 'updateSyncTableSort' | 'resetTableCol' | 'resetTableSort';

/** The side a column is pinned to: it stays in view while the row scrolls sideways. */
export type ColumnPin = 'left' | 'right';

/** How tall the rows are: antd's large, middle and small sizes (ProTable's density menu). */
export type TableDensity = 'default' | 'middle' | 'compact';

/**
 * A column of the table as the host declares it; `valueType`, `valueEnum`, `currency` and
 * `precision` (from `TableCellFormat`) say how its values are shown.
 */
export interface TableColumn extends TableCellFormat {
  dataIndex: string;
  /** The header text. */
  title: string;
  /** Width in px (default `TABLE_COLUMN_WIDTH`). */
  width?: number;
  /** Can be sorted in the sort dialog. */
  sortable?: boolean;
  /** Pinned to a side until the user's column settings say otherwise. */
  fixed?: ColumnPin;
  /** Each cell has a copy button that copies the text the cell shows (issue 38). */
  copyable?: boolean;
  /**
   * The cells keep to one line, the full text in a tooltip on hover and focus (mobile: on a tap);
   * absent: the table's `ellipsis`.
   */
  ellipsis?: boolean;
  /**
   * A filter in the column's header (mobile: the list's filter sheet): the values it offers, or
   * `true` for the values of `valueEnum`, else the distinct values of the rows (issue 38).
   */
  filters?: readonly TableFilterOption[] | true;
  /** Several values may be chosen at once (default true); false: one at a time. */
  filterMultiple?: boolean;
}

/**
 * One column as saved in the column settings (spec 3 column fields), read from the server's list:
 * `orderType` is split from its double-underscore suffix (`asc__2` → `asc` and `2`). Fields absent
 * in the saved column stay absent, and fields the table does not read are kept, so writing it back
 * gives the same column.
 */
export interface ColumnSetting {
  dataIndex: string;
  width?: number;
  /** The text before the double-underscore suffix. */
  orderType?: string;
  /** The text after `__`; absent when the saved orderType has no `__`. */
  orderSuffix?: string;
  /** The column's place in the table. */
  order?: number;
  hidden?: boolean;
  /**
   * The side the user pinned the column to; `false` when the user unpinned a column the host
   * pins; absent: the host's pin. Saved and synced with the widths and order.
   */
  fixed?: ColumnPin | false;
  [field: string]: unknown;
}

/** Column settings as read from the saved list: the columns and the scroll width of the last column. */
export interface ColumnSettings {
  columns: ColumnSetting[];
  /** The width carried by the special last column `__syncConfig_scrollX__`; absent without it. */
  scrollX?: number;
  /** The rows' density the user chose, carried by the same special column; absent: the host's. */
  density?: TableDensity;
}

/** A saved column as the server keeps it (orderType with its suffix). */
export type SavedColumn = Record<string, unknown> & { dataIndex: string };

/** spec 5: who a sync or reset reaches. */
export type SyncScopeType = 'user' | 'department' | 'subcompany' | 'all';

/** One pick of the sync or reset scope. */
export interface SyncScopeItem {
  type: string;
  id: string;
  name?: string;
}

/** spec 3 sync dialog values: the scope (syncObject, or defaultObject for resets) and the switches. */
export interface SyncValues {
  syncObject?: readonly SyncScopeItem[];
  defaultObject?: readonly SyncScopeItem[];
  isDefault?: boolean;
  syncColumnWidth?: boolean;
}

/** A row of table data. */
export type TableRow = Record<string, unknown>;

/** A page of rows. */
export interface TablePage {
  rows: TableRow[];
  total: number;
  hasMore: boolean;
}

/** One entry of the change log. */
export interface TableLogEntry {
  id: string;
  /** `save`, `sync`, `reset`, `sort`. */
  action: string;
  userId: string;
  userName: string;
  /** ms since the epoch. */
  time: number;
  /** What changed, in the server's words. */
  detail: string;
}

/** One rule of the saved row sort: a column and its direction. */
export interface TableSortRule {
  /** Server id (absent for a new rule). */
  id?: string;
  dataIndex: string;
  direction: 'asc' | 'desc';
  /** The rule's sort key (spaced by SORT_STEP). */
  sort?: number;
}

/** spec 6: a row operation (an action on one row), shown under the operates permission. */
export interface TableOperate {
  key: string;
  /** The action's text. */
  label: string;
  /** A destructive action (drawn in red). */
  danger?: boolean;
}

/** A batch action the host offers on the checked rows (the selection bar). */
export interface TableBatchAction {
  key: string;
  /** The action's text. */
  label: string;
  /** A destructive action (drawn in red). */
  danger?: boolean;
}

/** A pick of the sync scope browser: a browser item (`resource`, `department`, `subcompany`). */
export interface SyncScopePick {
  id: string;
  /** The browser type the pick came from. */
  type: string;
  name?: string;
}
