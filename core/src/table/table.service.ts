// The column-settings calls of spec 7 (query, sync query, add, reset column, get data, change page
// settings), plus the change log and the saved sort. spec 7 does not give their paths: they are
// chosen here, in one place (`COLUMN_SETTINGS_PATHS`), and a host overrides any of them.
import { fromPromise } from 'xstate';
import { createApiClient, type ApiClient } from '../http';
import { versionFrom } from '../http/save-problem';
import { asArray, asNumber, asString, isRecord } from '../shared/guards';
import type { SortPlan } from '../sort';
import { readColumnSettings, sortPlanOf } from './table.logic';
import type {
  ColumnSettings,
  SavedColumn,
  SyncValues,
  TableLogEntry,
  TablePage,
  TableRow,
  TableSortRule,
} from './table.types';

/** The calls a table with column settings makes. */
export type ColumnSettingsCall =
  | 'query'
  | 'syncQuery'
  | 'add'
  | 'resetColumn'
  | 'getData'
  | 'changePageSettings'
  | 'log'
  | 'sortQuery'
  | 'sortSave';

/** Where each call goes; `{module}` is replaced by the table's module. Not given by the spec: chosen here. */
export const COLUMN_SETTINGS_PATHS: Readonly<Record<ColumnSettingsCall, string>> = Object.freeze({
  query: '/api/{module}/common/table/colSet/query',
  syncQuery: '/api/{module}/common/table/colSet/syncQuery',
  add: '/api/{module}/common/table/colSet/add',
  resetColumn: '/api/{module}/common/table/colSet/reset',
  getData: '/api/{module}/common/table/data',
  changePageSettings: '/api/{module}/common/table/pageSettings',
  log: '/api/{module}/common/table/log',
  sortQuery: '/api/{module}/common/table/sort/query',
  sortSave: '/api/{module}/common/table/sort/save',
});

/** A saved layout with the page size the user chose. */
export interface SavedLayout {
  settings: ColumnSettings | null;
  /** The saved page size (0 when none). */
  pageSize: number;
  /** Where the layout came from: the user's own, the default set by a sync, or none. */
  source: 'user' | 'default' | 'none';
  /** The version of this layout, which a save names (issue 35 item 9); undefined when the server gives none. */
  version?: number;
}

/** What a save, a sync (or a reset of others) reached. */
export interface SyncResult {
  /** How many people now have the layout (or had theirs reset). */
  count: number;
  /** The version of the caller's layout after the call, when the server gives one. */
  version?: number;
}

/** A data request. */
export interface TableDataQuery {
  current: number;
  pageSize: number;
  /** The header filters: each filtered column's chosen values (absent: none set). */
  filters?: Record<string, string[]>;
}

/** The IO of a table with column settings; `columnSettingsApi` gives the real one, tests fakes. */
export interface ColumnSettingsServices {
  /** spec 7 query: the current user's column settings (their own, else the default). */
  query(signal?: AbortSignal): Promise<SavedLayout>;
  /** spec 7 sync query: the default layout set by a sync. */
  syncQuery(signal?: AbortSignal): Promise<ColumnSettings | null>;
  /**
   * spec 7 add: saves the user's settings, or with a scope in `sync`, pushes them to those people.
   * `version` is the version of the layout the save edits: when the server holds another, the save
   * is refused as a conflict (`saveProblemOf` reads 'conflict').
   */
  add(columns: SavedColumn[], sync?: SyncValues, signal?: AbortSignal, version?: number): Promise<SyncResult>;
  /** spec 7 reset column: drops the user's own settings (back to the default), or those of a scope. */
  resetColumn(scope?: SyncValues, signal?: AbortSignal): Promise<SyncResult>;
  /** spec 7 get data: a page of rows (sorted by the saved sort). */
  getData(query: TableDataQuery, signal?: AbortSignal): Promise<TablePage>;
  /** spec 7 change page settings: saves the page size. */
  changePageSettings(pageSize: number, signal?: AbortSignal): Promise<void>;
  /** The change log of the page's column settings. */
  log(signal?: AbortSignal): Promise<TableLogEntry[]>;
  /** The saved row sort. */
  sortQuery(signal?: AbortSignal): Promise<TableSortRule[]>;
  /** Saves a sort plan (`planSort`) with the directions of the rules written. */
  sortSave(
    plan: SortPlan<TableSortRule>,
    rules: TableSortRule[],
    signal?: AbortSignal,
  ): Promise<TableSortRule[]>;
}

/** Where a table's calls go. */
export interface ColumnSettingsApiOptions {
  /** The suite module (`hrm`, `workflow` ...). */
  module: string;
  /** The page the settings belong to. */
  pageUid: string;
  /** Replaces some of `COLUMN_SETTINGS_PATHS`. */
  paths?: Partial<Record<ColumnSettingsCall, string>>;
  /** Extra fields sent with every call. */
  params?: Record<string, unknown>;
  client?: ApiClient;
}

/** The path of `call` for `module`, with the host's overrides. */
export function columnSettingsPath(
  call: ColumnSettingsCall,
  module: string,
  paths: Partial<Record<ColumnSettingsCall, string>> = {},
): string {
  const template = paths[call] ?? COLUMN_SETTINGS_PATHS[call];
  return template.replace('{module}', encodeURIComponent(module));
}

function dataOf(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

function settingsOrNull(value: unknown): ColumnSettings | null {
  return Array.isArray(value) ? readColumnSettings(value) : null;
}

/** Reads a log answer; entries without an id are dropped. */
export function parseLog(value: unknown): TableLogEntry[] {
  return asArray(value)
    .filter(isRecord)
    .map((entry) => ({
      id: asString(entry.id),
      action: asString(entry.action),
      userId: asString(entry.userId),
      userName: asString(entry.userName),
      time: asNumber(entry.time, 0),
      detail: asString(entry.detail),
    }))
    .filter((entry) => entry.id !== '');
}

/** Reads a sort answer; rules without a column are dropped. */
export function parseSortRules(value: unknown): TableSortRule[] {
  return asArray(value)
    .filter(isRecord)
    .map((rule) => ({
      id: asString(rule.id) || undefined,
      dataIndex: asString(rule.dataIndex),
      direction: rule.direction === 'desc' ? ('desc' as const) : ('asc' as const),
      sort: typeof rule.sort === 'number' && Number.isFinite(rule.sort) ? rule.sort : undefined,
    }))
    .filter((rule) => rule.dataIndex !== '');
}

function resultOf(answer: Record<string, unknown>): SyncResult {
  const version = versionFrom(answer.version);
  return { count: asNumber(answer.count, 1), ...(version !== undefined ? { version } : {}) };
}

/** The real `ColumnSettingsServices` over HTTP (spec 7). */
export function columnSettingsApi(options: ColumnSettingsApiOptions): ColumnSettingsServices {
  const client = options.client ?? createApiClient();
  const call = async (name: ColumnSettingsCall, data: Record<string, unknown>, signal?: AbortSignal) => {
    const envelope = await client.request({
      url: columnSettingsPath(name, options.module, options.paths),
      method: 'POST',
      data: { ...options.params, pageUid: options.pageUid, ...data },
      signal,
    });
    return dataOf(envelope.data);
  };
  const scopeOf = (values: SyncValues | undefined) =>
    values
      ? {
          syncObject: values.syncObject ?? values.defaultObject ?? [],
          isDefault: values.isDefault === true,
          syncColumnWidth: values.syncColumnWidth === true,
        }
      : {};
  return {
    async query(signal) {
      const answer = await call('query', {}, signal);
      const source = answer.source === 'user' || answer.source === 'default' ? answer.source : 'none';
      return {
        settings: settingsOrNull(answer.columns),
        pageSize: asNumber(answer.pageSize, 0),
        source,
        ...(versionFrom(answer.version) !== undefined ? { version: versionFrom(answer.version) } : {}),
      };
    },
    async syncQuery(signal) {
      return settingsOrNull((await call('syncQuery', {}, signal)).columns);
    },
    async add(columns, sync, signal, version) {
      const answer = await call('add', { columns, ...scopeOf(sync), version }, signal);
      return resultOf(answer);
    },
    async resetColumn(scope, signal) {
      return resultOf(await call('resetColumn', scopeOf(scope), signal));
    },
    async getData(query, signal) {
      // the filters only when some are set (the call stays as spec 7 gives it)
      const data: Record<string, unknown> = { current: query.current, pageSize: query.pageSize };
      if (query.filters) data.filters = query.filters;
      const answer = await call('getData', data, signal);
      const rows = asArray(answer.data).filter(isRecord) as TableRow[];
      return { rows, total: asNumber(answer.total, rows.length), hasMore: answer.hasMore === true };
    },
    async changePageSettings(pageSize, signal) {
      await call('changePageSettings', { pageSize }, signal);
    },
    async log(signal) {
      return parseLog((await call('log', {}, signal)).data);
    },
    async sortQuery(signal) {
      return parseSortRules((await call('sortQuery', {}, signal)).data);
    },
    async sortSave(plan, rules, signal) {
      const direction = new Map(rules.map((rule) => [rule.id ?? rule.dataIndex, rule.direction]));
      const withDirection = (write: { id?: unknown; sort: number }) => ({
        ...write,
        direction: direction.get(String(write.id)) ?? 'asc',
      });
      const answer = await call(
        'sortSave',
        {
          create: plan.create.map(withDirection),
          update: plan.update.map(withDirection),
          delete: plan.delete,
          rules,
        },
        signal,
      );
      return parseSortRules(answer.data);
    },
  };
}

/** What the table saves as its layout: the columns, a sync's scope, the version it edits. */
export interface TableLayoutSave {
  columns: SavedColumn[];
  sync?: SyncValues;
  version?: number;
  /** Save over a change made elsewhere: the version the server holds now is named. */
  overwrite?: boolean;
}

/** A row sort saved: the rules before and after (the save writes only what moved). */
export interface TableSortSave {
  previous: TableSortRule[];
  next: TableSortRule[];
}

/** The table machine's IO over the column-settings calls (`tableMachine.provide({ actors })`). */
export function tableActors(services: ColumnSettingsServices) {
  return {
    loadLayout: fromPromise<SavedLayout, void>(({ signal }) => services.query(signal)),
    fetchPage: fromPromise<TablePage, TableDataQuery>(({ input, signal }) =>
      services.getData(
        input.filters
          ? { current: input.current, pageSize: input.pageSize, filters: input.filters }
          : { current: input.current, pageSize: input.pageSize },
        signal,
      ),
    ),
    saveLayout: fromPromise<SyncResult, TableLayoutSave>(async ({ input, signal }) => {
      const version = input.overwrite ? (await services.query(signal)).version : input.version;
      return services.add(input.columns, input.sync, signal, version);
    }),
    resetLayout: fromPromise<SyncResult, { scope?: SyncValues } | void>(({ input, signal }) =>
      services.resetColumn(input?.scope, signal),
    ),
    savePageSize: fromPromise<void, { pageSize: number }>(({ input, signal }) =>
      services.changePageSettings(input.pageSize, signal),
    ),
    fetchLog: fromPromise<TableLogEntry[], void>(({ signal }) => services.log(signal)),
    fetchSort: fromPromise<TableSortRule[], void>(({ signal }) => services.sortQuery(signal)),
    saveSort: fromPromise<TableSortRule[], TableSortSave>(({ input, signal }) =>
      services.sortSave(sortPlanOf(input.previous, input.next), input.next, signal),
    ),
  };
}
