// The rules of the table with column settings: spec 3 (defaults, column fields, the scroll-width
// column), spec 5 (sync or reset scope), spec 9 (page size, thresholds).
import type { MessageKey } from '../i18n';
import { isRecord } from '../shared/guards';
// the rule only, not the sort widget's entry (which would load its messages with the table)
import { planSort } from '../shared/sort-plan';
import type { SortPlan } from '../shared/sort-entry';
import { t } from './messages';
import type {
  ColumnPin,
  ColumnSetting,
  ColumnSettings,
  ColumnsNumConfig,
  PaginationType,
  SavedColumn,
  SyncScopeItem,
  SyncScopePick,
  SyncScopeType,
  SyncValues,
  TableColumn,
  TableDensity,
  TableOperate,
  TableRow,
  TableSortRule,
  TableType,
} from './table.types';

/** spec 3: the defaults of the table state. */
export const TABLE_DEFAULTS: {
  readonly rowKey: string;
  readonly tableType: TableType;
  readonly pageSize: number;
  readonly current: number;
  readonly paginationType: PaginationType;
  readonly needTableColSet: boolean;
  readonly columnsNumConfig: Readonly<ColumnsNumConfig>;
  readonly logType: string;
  readonly sourceOfTableColUpdate: string;
} = Object.freeze({
  rowKey: 'id',
  tableType: 'NONE',
  pageSize: 0,
  current: 1,
  paginationType: 'part',
  needTableColSet: true,
  columnsNumConfig: Object.freeze({ min: 0, max: Infinity }),
  logType: 'tableCol',
  sourceOfTableColUpdate: 'same',
});

/** spec 9: the page size a table uses when the store's is 0 (unset). */
export const TABLE_PAGE_SIZE = 20;
/** spec 9: rows from the end at which the mobile list loads more. */
export const TABLE_END_REACHED_THRESHOLD = 10;
/** spec 9: px rendered ahead of the visible rows. */
export const TABLE_RENDER_AHEAD = 500;
/** spec 3: the special last column that carries the scroll width; never shown. */
export const SCROLL_X_COLUMN = '__syncConfig_scrollX__';
/** The width of the desktop checkbox or radio column (part of the scroll width). */
export const TABLE_SELECTION_WIDTH = 48;
/** A column's width when neither the host nor the settings give one. */
export const TABLE_COLUMN_WIDTH = 150;
/** Narrowest and widest a resize may make a column. */
export const TABLE_COLUMN_WIDTH_MIN = 60;
export const TABLE_COLUMN_WIDTH_MAX = 800;
/** The double-underscore suffix separator of orderType (spec 3). */
const SUFFIX = '__';

/** spec 9: the page size in force (the configured one, else 20). */
export function effectivePageSize(pageSize: number | undefined): number {
  return typeof pageSize === 'number' && Number.isInteger(pageSize) && pageSize > 0
    ? pageSize
    : TABLE_PAGE_SIZE;
}

function readColumn(raw: SavedColumn): ColumnSetting {
  const { orderType, ...rest } = raw;
  const setting: ColumnSetting = { ...rest, dataIndex: raw.dataIndex };
  if (typeof orderType === 'string') {
    const at = orderType.indexOf(SUFFIX);
    if (at < 0) setting.orderType = orderType;
    else {
      setting.orderType = orderType.slice(0, at);
      setting.orderSuffix = orderType.slice(at + SUFFIX.length);
    }
  } else if (orderType !== undefined) setting.orderType = orderType as never;
  return setting;
}

/**
 * spec 3: reads the saved column list: per column `{ dataIndex, width, orderType, orderSuffix,
 * order, hidden }` (orderType split at its `__`), and the scroll width carried by the special last
 * column `__syncConfig_scrollX__`, which is not a column. Entries without a text dataIndex are
 * dropped (the list is a server answer).
 */
export function readColumnSettings(columns: readonly unknown[]): ColumnSettings {
  const out: ColumnSettings = { columns: [] };
  for (const raw of Array.isArray(columns) ? columns : []) {
    if (!isRecord(raw) || typeof raw.dataIndex !== 'string' || raw.dataIndex === '') continue;
    if (raw.dataIndex === SCROLL_X_COLUMN) {
      // the table-wide values ride on the special column: its width, and the density (issue 38)
      if (raw.density === undefined || raw.width !== undefined)
        out.scrollX = typeof raw.width === 'number' && Number.isFinite(raw.width) ? raw.width : 0;
      if (raw.density !== undefined) out.density = densityOf(raw.density);
      continue;
    }
    out.columns.push(readColumn(raw as SavedColumn));
  }
  return out;
}

/**
 * The saved column list of `settings`: orderType joined with its suffix, and the scroll width as the
 * special last column. `writeColumnSettings(readColumnSettings(cols))` gives back `cols`.
 */
export function writeColumnSettings(settings: ColumnSettings): SavedColumn[] {
  const out: SavedColumn[] = settings.columns.map((column) => {
    const { orderSuffix, orderType, ...rest } = column;
    const saved: SavedColumn = { ...rest, dataIndex: column.dataIndex };
    if (orderType !== undefined) {
      saved.orderType = orderSuffix === undefined ? orderType : `${orderType}${SUFFIX}${orderSuffix}`;
    }
    return saved;
  });
  if (settings.scrollX !== undefined || settings.density !== undefined)
    out.push({
      dataIndex: SCROLL_X_COLUMN,
      ...(settings.scrollX !== undefined ? { width: settings.scrollX } : {}),
      ...(settings.density !== undefined ? { density: settings.density } : {}),
    });
  return out;
}

/** Options of `applyColumnSettings`. */
export interface ApplyColumnSettingsOptions {
  /** spec 3: at least `min` and at most `max` columns are shown. */
  columnsNumConfig?: Partial<ColumnsNumConfig>;
}

/** A column the table shows: the host's column with the saved width and pin. */
export type AppliedColumn<T extends TableColumn = TableColumn> = T & {
  width: number;
  /** The side it is pinned to, or null. */
  pin: ColumnPin | null;
};

/** A pin read from a saved or declared column (a server answer): `left`, `right`, antd's `true` (left), else null. */
export function pinOf(value: unknown): ColumnPin | null {
  if (value === 'left' || value === true) return 'left';
  return value === 'right' ? 'right' : null;
}

/** The pin in force: the user's (`fixed` saved, `false` for unpinned) over the host's declared one. */
function pinIn(setting: ColumnSetting | undefined, column: TableColumn): ColumnPin | null {
  return setting && 'fixed' in setting && setting.fixed !== undefined
    ? pinOf(setting.fixed)
    : pinOf(column.fixed);
}

/**
 * The columns as a table draws pinned ones: left-pinned first, then the free ones, then
 * right-pinned, each group in its saved order (a pinned column sticks at its table edge, so it
 * cannot sit between free ones).
 */
export function pinnedOrder<T extends { pin: ColumnPin | null }>(columns: readonly T[]): T[] {
  return [
    ...columns.filter((c) => c.pin === 'left'),
    ...columns.filter((c) => c.pin === null),
    ...columns.filter((c) => c.pin === 'right'),
  ];
}

/**
 * The settings with the column pinned to `side` (null unpins it; `false` is saved, so a column the
 * host pins stays unpinned for this user). Pinning the side it has already unpins it.
 */
export function pinColumn(
  settings: ColumnSettings,
  dataIndex: string,
  side: ColumnPin | null,
): ColumnSettings {
  return {
    ...settings,
    columns: settings.columns.map((c) => (c.dataIndex === dataIndex ? { ...c, fixed: side ?? false } : c)),
  };
}

/** The densities a table offers, from the tallest rows. */
export const TABLE_DENSITIES: readonly TableDensity[] = Object.freeze(['default', 'middle', 'compact']);
/** The density a table starts at when the host names none (the suite's table look). */
export const TABLE_DENSITY: TableDensity = 'middle';

/** The shortest polling period a table takes (ms): a faster one would load the server for little. */
export const TABLE_POLLING_MIN = 2000;

/** A polling period read safely: 0 (none) for absent, zero, negative or not a number; else at least `TABLE_POLLING_MIN`. */
export function pollingPeriod(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return 0;
  return Math.max(TABLE_POLLING_MIN, Math.floor(value));
}

/** A density read safely: one of `TABLE_DENSITIES`, else `TABLE_DENSITY`. */
export function densityOf(value: unknown): TableDensity {
  return TABLE_DENSITIES.includes(value as TableDensity) ? (value as TableDensity) : TABLE_DENSITY;
}

function clampWidth(width: unknown, fallback: number): number {
  if (typeof width !== 'number' || !Number.isFinite(width) || width <= 0) return fallback;
  return Math.min(TABLE_COLUMN_WIDTH_MAX, Math.max(TABLE_COLUMN_WIDTH_MIN, Math.round(width)));
}

/**
 * A width a resize asks for, as the column takes it: rounded and clamped to 60..800 px; `fallback`
 * (the column's width before) for anything that is not a number.
 */
export function clampColumnWidth(width: number, fallback: number = TABLE_COLUMN_WIDTH): number {
  const base = clampWidth(fallback, TABLE_COLUMN_WIDTH);
  if (typeof width !== 'number' || Number.isNaN(width)) return base;
  if (width === Infinity) return TABLE_COLUMN_WIDTH_MAX;
  if (width <= 0) return TABLE_COLUMN_WIDTH_MIN;
  return clampWidth(width, base);
}

/**
 * The width a column takes while its edge is dragged: the width at the start of the drag plus how
 * far the pointer moved, clamped (so the live width and the saved one are the same number).
 */
export function dragWidth(startWidth: number, startX: number, x: number): number {
  return clampColumnWidth(startWidth + (x - startX), startWidth);
}

/**
 * Every column of the host in the saved order with its saved width and hidden flag: saved columns
 * first (by `order`, then by their place in the list), then columns the settings do not know (new
 * ones, shown), in the host's order. Saved columns the host no longer has are left out.
 */
export function orderColumns<T extends TableColumn>(
  columns: readonly T[],
  settings: ColumnSettings | readonly ColumnSetting[] | null | undefined,
): { column: AppliedColumn<T>; hidden: boolean }[] {
  const saved = settings ? ('columns' in settings ? settings.columns : settings) : [];
  const byIndex = new Map(
    columns.filter((c) => c.dataIndex !== SCROLL_X_COLUMN).map((c) => [c.dataIndex, c]),
  );
  const ranked = saved
    .map((setting, place) => ({ setting, place }))
    .filter(({ setting }) => byIndex.has(setting.dataIndex))
    .sort((a, b) => {
      const ao = typeof a.setting.order === 'number' ? a.setting.order : a.place;
      const bo = typeof b.setting.order === 'number' ? b.setting.order : b.place;
      return ao - bo || a.place - b.place;
    });
  const seen = new Set<string>();
  const out: { column: AppliedColumn<T>; hidden: boolean }[] = [];
  for (const { setting } of ranked) {
    if (seen.has(setting.dataIndex)) continue;
    seen.add(setting.dataIndex);
    const column = byIndex.get(setting.dataIndex) as T;
    const width = clampWidth(setting.width, clampWidth(column.width, TABLE_COLUMN_WIDTH));
    out.push({ column: { ...column, width, pin: pinIn(setting, column) }, hidden: setting.hidden === true });
  }
  for (const column of byIndex.values()) {
    if (seen.has(column.dataIndex)) continue;
    const width = clampWidth(column.width, TABLE_COLUMN_WIDTH);
    out.push({ column: { ...column, width, pin: pinIn(undefined, column) }, hidden: false });
  }
  return out;
}

/**
 * spec 3: the visible columns in the saved order and widths, respecting the min and max counts of
 * `columnsNumConfig`: below `min`, hidden columns are shown again in order; past `max`, the last
 * are left out. The scroll-width column is never shown. Pinned columns go to their side
 * (`pinnedOrder`).
 */
export function applyColumnSettings<T extends TableColumn>(
  columns: readonly T[],
  settings: ColumnSettings | readonly ColumnSetting[] | null | undefined,
  options: ApplyColumnSettingsOptions = {},
): AppliedColumn<T>[] {
  const { min, max } = columnsNumRange(options.columnsNumConfig);
  const all = orderColumns(columns, settings);
  let shown = all.filter((entry) => !entry.hidden).length;
  const visible = all.map((entry) => {
    if (entry.hidden && shown < min) {
      shown += 1;
      return { ...entry, hidden: false };
    }
    return entry;
  });
  return pinnedOrder(
    visible
      .filter((entry) => !entry.hidden)
      .slice(0, max)
      .map((entry) => entry.column),
  );
}

/** spec 3: columnsNumConfig read safely (min 0, max unlimited; a max below min becomes min). */
export function columnsNumRange(config: Partial<ColumnsNumConfig> | undefined): ColumnsNumConfig {
  const min = typeof config?.min === 'number' && config.min > 0 ? Math.floor(config.min) : 0;
  const rawMax = config?.max;
  const max = typeof rawMax === 'number' && rawMax >= 0 ? Math.floor(rawMax) : Infinity;
  return { min, max: Math.max(min, Number.isNaN(max) ? Infinity : max) };
}

/**
 * Whether the column `dataIndex` may be hidden or shown now, so the panel disables the switch
 * that would break the min or max count.
 */
export function canToggleColumn(visibleCount: number, hidden: boolean, config: ColumnsNumConfig): boolean {
  return hidden ? visibleCount < config.max : visibleCount > config.min;
}

/** The column settings the panel edits, one entry per host column, in the shown order. */
export function settingsOf<T extends TableColumn>(
  columns: readonly T[],
  settings: ColumnSettings | null | undefined,
): ColumnSettings {
  const ordered = orderColumns(columns, settings);
  const known = new Map((settings?.columns ?? []).map((c) => [c.dataIndex, c]));
  return {
    columns: ordered.map(({ column, hidden }, order) => ({
      ...known.get(column.dataIndex),
      dataIndex: column.dataIndex,
      width: column.width,
      order,
      hidden,
    })),
    ...(settings?.scrollX !== undefined ? { scrollX: settings.scrollX } : {}),
    ...(settings?.density !== undefined ? { density: settings.density } : {}),
  };
}

/**
 * The settings (none yet: the host's columns as declared) with the rows' density the user chose:
 * it is saved and synced with the widths and order (issue 38).
 */
export function withDensity(settings: ColumnSettings | null, density: TableDensity): ColumnSettings {
  return { ...(settings ?? { columns: [] }), density: densityOf(density) };
}

/** The settings with `dataIndex` shown or hidden. */
export function toggleColumn(settings: ColumnSettings, dataIndex: string, hidden: boolean): ColumnSettings {
  return {
    ...settings,
    columns: settings.columns.map((c) => (c.dataIndex === dataIndex ? { ...c, hidden } : c)),
  };
}

/** The settings with the column `from` moved to the place of `to` (drag to reorder); orders renumbered. */
export function moveColumn(settings: ColumnSettings, from: string, to: string): ColumnSettings {
  const list = [...settings.columns];
  const a = list.findIndex((c) => c.dataIndex === from);
  const b = list.findIndex((c) => c.dataIndex === to);
  if (a < 0 || b < 0 || a === b) return settings;
  const [moved] = list.splice(a, 1);
  list.splice(b, 0, moved as ColumnSetting);
  return { ...settings, columns: list.map((c, order) => ({ ...c, order })) };
}

/** The settings with the column's width set (clamped to 60..800 px) and the scroll width summed again. */
export function resizeColumn(settings: ColumnSettings, dataIndex: string, width: number): ColumnSettings {
  const columns = settings.columns.map((c) =>
    c.dataIndex === dataIndex ? { ...c, width: clampColumnWidth(width, c.width ?? TABLE_COLUMN_WIDTH) } : c,
  );
  return { ...settings, columns, scrollX: scrollWidth(columns) };
}

/** The scroll width of the visible columns (the sum of their widths). */
export function scrollWidth(columns: readonly ColumnSetting[]): number {
  return columns.filter((c) => !c.hidden).reduce((sum, c) => sum + (c.width ?? TABLE_COLUMN_WIDTH), 0);
}

/** spec 5: the scope types offered: user, department, subcompany (only when shown) and everyone. */
export function syncScopeTypes(options: { showSubcompany?: boolean } = {}): SyncScopeType[] {
  return options.showSubcompany ? ['user', 'department', 'subcompany', 'all'] : ['user', 'department', 'all'];
}

/** spec 5: the browser type each scope type is picked with (`all` needs no pick). */
export const SYNC_SCOPE_BROWSER_TYPES: Readonly<Record<SyncScopeType, string | null>> = Object.freeze({
  user: 'resource',
  department: 'department',
  subcompany: 'subcompany',
  all: null,
});

/**
 * spec 5 (multi-select scope): the scope entries of browser picks of several types at once
 * (people, departments, subcompanies), or everyone: `everyone` gives the one entry `all` (it
 * reaches every person, so picks beside it add nothing). Picks of a browser type that is not
 * offered are dropped, and each `{ type, id }` is kept once.
 */
export function scopeFromPicks(
  picks: readonly SyncScopePick[],
  everyone: boolean,
  options: { showSubcompany?: boolean; everyoneName?: string } = {},
): SyncScopeItem[] {
  if (everyone)
    return [{ type: 'all', id: 'all', ...(options.everyoneName ? { name: options.everyoneName } : {}) }];
  const byBrowser = new Map<string, SyncScopeType>();
  for (const type of syncScopeTypes(options)) {
    const browser = SYNC_SCOPE_BROWSER_TYPES[type];
    if (browser) byBrowser.set(browser, type);
  }
  const seen = new Set<string>();
  const out: SyncScopeItem[] = [];
  for (const pick of picks) {
    const type = byBrowser.get(pick.type);
    if (!type || typeof pick.id !== 'string' || pick.id === '') continue;
    const key = `${type}\u0000${pick.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ type, id: pick.id, ...(pick.name ? { name: pick.name } : {}) });
  }
  return out;
}

/**
 * spec 5: checks the sync or reset scope (`syncObject`, or `defaultObject` for a reset): required,
 * a list of `{ type, id }` of the offered types (subcompany only when shown; `all` is everyone).
 * `{}` when valid, else `{ [field]: message }`.
 */
export function validateSyncScope(
  values: SyncValues,
  options: { showSubcompany?: boolean; t?: (key: MessageKey) => string } = {},
): Partial<Record<'syncObject' | 'defaultObject', string>> {
  const say = options.t ?? t;
  const field =
    values.defaultObject !== undefined && values.syncObject === undefined ? 'defaultObject' : 'syncObject';
  const scope: unknown = values[field];
  if (!Array.isArray(scope) || scope.length === 0) return { [field]: say('table.sync.scopeRequired') };
  const types = new Set<string>(syncScopeTypes(options));
  for (const item of scope) {
    if (!isRecord(item) || typeof item.type !== 'string' || !types.has(item.type)) {
      return { [field]: say('table.sync.scopeTypeInvalid') };
    }
    if (item.type !== 'all' && (typeof item.id !== 'string' || item.id === '')) {
      return { [field]: say('table.sync.scopeId') };
    }
  }
  return {};
}

/**
 * spec 6: the row keys that may be checked: all of them without a permission list, else only those
 * the checkBoxPermission list allows.
 */
export function checkableKeys(
  keys: readonly string[],
  checkBoxPermission: readonly string[] | undefined,
): string[] {
  if (!checkBoxPermission) return [...keys];
  const allowed = new Set(checkBoxPermission);
  return keys.filter((key) => allowed.has(key));
}

/** The header box of a checkbox table, over every row of the list (not only those drawn). */
export interface CheckAllState {
  checked: boolean;
  indeterminate: boolean;
  /** No row may be checked. */
  disabled: boolean;
  /** The checked keys after a press: every checkable row added, or (all checked) removed. */
  next: string[];
}

/**
 * The header box over `keys` (the list's rows): checked when every row that may be checked is,
 * half-checked when some are; a press checks them all, or clears them when all were, and keeps
 * the checked keys of rows not in the list (another page's).
 */
export function checkAllState(
  keys: readonly string[],
  checkedKeys: readonly string[],
  canCheck: (key: string) => boolean,
): CheckAllState {
  const checked = new Set(checkedKeys);
  let checkable = 0;
  let count = 0;
  for (const key of keys) {
    if (!canCheck(key)) continue;
    checkable += 1;
    if (checked.has(key)) count += 1;
  }
  const all = checkable > 0 && count === checkable;
  let next: string[] | undefined;
  return {
    checked: all,
    indeterminate: count > 0 && !all,
    disabled: checkable === 0,
    // worked out when pressed: the header box is drawn on every view of a list of thousands of rows
    get next() {
      if (!next) {
        const listed = new Set(keys.filter(canCheck));
        const others = checkedKeys.filter((key) => !listed.has(key));
        next = all ? others : [...others, ...listed];
      }
      return next;
    },
  };
}

/** The checked keys after one row's box is pressed: a radio table keeps only that row. */
export function toggleChecked(
  checkedKeys: readonly string[],
  key: string,
  checked: boolean,
  type: 'checkbox' | 'radio',
): string[] {
  if (type === 'radio') return checked ? [key] : checkedKeys.filter((k) => k !== key);
  if (!checked) return checkedKeys.filter((k) => k !== key);
  return checkedKeys.includes(key) ? [...checkedKeys] : [...checkedKeys, key];
}

/** The row field that may carry the row's own operates permission (operate keys, a list or comma-joined). */
export const ROW_OPERATES_FIELD = 'operatesPermission';
/** Row operations drawn as links before the rest go into a "more" menu (all shown up to this + 1). */
export const TABLE_OPERATES_INLINE = 2;

/** spec 6: the operates (row actions) shown: all without a permission list, else the allowed ones. */
export function allowedOperates<T extends { key: string }>(
  operates: readonly T[],
  operatesPermission: readonly string[] | undefined,
): T[] {
  if (!operatesPermission) return [...operates];
  const allowed = new Set(operatesPermission);
  return operates.filter((operate) => allowed.has(operate.key));
}

function rowPermission(row: TableRow | undefined): Set<string> | null {
  const raw = row?.[ROW_OPERATES_FIELD];
  if (Array.isArray(raw)) return new Set(raw.filter((key): key is string => typeof key === 'string'));
  if (typeof raw === 'string')
    return new Set(
      raw
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean),
    );
  return null;
}

/**
 * spec 6: the operates one row shows: those the table's operatesPermission allows (all without
 * one), and of them those the row's own permission allows when the row carries one (its
 * `operatesPermission` field: a list of keys, or keys joined by commas; an empty one allows none).
 */
export function rowOperates<T extends TableOperate>(
  operates: readonly T[],
  operatesPermission: readonly string[] | undefined,
  row: TableRow | undefined,
): T[] {
  const allowed = allowedOperates(operates, operatesPermission);
  const own = rowPermission(row);
  return own ? allowed.filter((operate) => own.has(operate.key)) : allowed;
}

/**
 * How a row's operates are drawn: up to `TABLE_OPERATES_INLINE + 1` all inline; more than that,
 * the first `TABLE_OPERATES_INLINE` inline and the rest in a "more" menu.
 */
export function splitOperates<T>(operates: readonly T[]): { inline: T[]; more: T[] } {
  if (operates.length <= TABLE_OPERATES_INLINE + 1) return { inline: [...operates], more: [] };
  return { inline: operates.slice(0, TABLE_OPERATES_INLINE), more: operates.slice(TABLE_OPERATES_INLINE) };
}

// A 14 px text: a full-width character (Chinese, Japanese, Korean, full-width forms) takes the
// font size, any other about 8 px (a little over the average Latin advance, so it never falls short).
const FULL_WIDTH =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/** The estimated width in px of `text` in the table's 14 px font. */
export function estimateTextWidth(text: string): number {
  let width = 0;
  for (const char of text) width += FULL_WIDTH.test(char) ? 14 : 8;
  return width;
}

/**
 * The width of the operates column: room for the inline links and the "more" link (its label,
 * `moreLabel`, and its arrow) in one line, with the cell's padding. A link is its text plus 8 px of
 * padding, 4 px between links (the desktop skin's `.suite-table-operates`).
 */
export function operatesColumnWidth(operates: readonly TableOperate[], moreLabel = '更多'): number {
  const { inline, more } = splitOperates(operates);
  const links = inline.map((o) => estimateTextWidth(o.label) + 8);
  if (more.length > 0) links.push(estimateTextWidth(moreLabel) + 8 + 18);
  const content = links.reduce((sum, w) => sum + w, 0) + Math.max(0, links.length - 1) * 4;
  return clampColumnWidth(32 + content + 8, 120);
}

/** The sort rules being edited in the sort dialog: the columns still free to add. */
export function freeSortColumns<T extends { value: string }>(
  columns: readonly T[],
  rules: readonly TableSortRule[],
): T[] {
  const used = new Set(rules.map((rule) => rule.dataIndex));
  return columns.filter((column) => !used.has(column.value));
}

/** The rules with the rule at `index` moved by `step` (-1 up, 1 down); unchanged at an end. */
export function moveSortRule(rules: readonly TableSortRule[], index: number, step: -1 | 1): TableSortRule[] {
  const other = index + step;
  const next = [...rules];
  const a = next[index];
  const b = next[other];
  if (!a || !b) return next;
  next[index] = b;
  next[other] = a;
  return next;
}

/** The rules with a rule on the first free column (ascending) added; unchanged when none is free. */
export function addSortRule(
  rules: readonly TableSortRule[],
  columns: readonly { value: string }[],
): TableSortRule[] {
  const free = freeSortColumns(columns, rules)[0];
  return free ? [...rules, { dataIndex: free.value, direction: 'asc' }] : [...rules];
}

/**
 * autoJumpNextPage: after the rows of a page are handled (removed), the page to show: the same
 * page (the next rows move up) while rows remain beyond it, else the previous page when this one
 * is now empty.
 */
export function pageAfterRemoval(current: number, pageSize: number, total: number): number {
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  return Math.min(Math.max(1, current), pages);
}

/** spec 9: the mobile list loads more when fewer than `threshold` rows remain below the view. */
export function shouldLoadMore(lastVisible: number, loaded: number, hasMore: boolean): boolean {
  return hasMore && loaded - 1 - lastVisible <= TABLE_END_REACHED_THRESHOLD;
}

/**
 * spec 4: what the sort dialog sends, through `planSort` (sort values in steps of SORT_STEP): a
 * rule is keyed by its column, so a column is sorted on once.
 */
export function sortPlanOf(
  previous: readonly TableSortRule[],
  next: readonly TableSortRule[],
): SortPlan<TableSortRule & { id: string }> {
  const keyed = (rules: readonly TableSortRule[]) =>
    rules.map((rule) => ({ ...rule, id: rule.id ?? rule.dataIndex }));
  return planSort(keyed(previous), keyed(next));
}

/** Two cell values are the same by value (an object or array rebuilt with the same content is). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The host's rows are the same rows by value: a host that writes `data={[...]}` inline passes a new
 * array of new rows on every render, and sending each one to the machine would render again, forever.
 * Rows kept by identity compare in one pass.
 */
export function sameRows(a: readonly TableRow[] | undefined, b: readonly TableRow[] | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined || a.length !== b.length) return false;
  return a.every((row, index) => {
    const other = b[index];
    if (row === other) return true;
    if (other === undefined) return false;
    const keys = Object.keys(row);
    return (
      keys.length === Object.keys(other).length &&
      keys.every((key) => key in other && sameValue(row[key], other[key]))
    );
  });
}
