// The header filters' view part (issue 38): each filterable column's filter, and the mobile filter
// button and sheet over them. Composed by connectTable.
import type { ConnectEnv } from '../shared/connect';
import { filterCount, filterOptionsCache, isFilterable, type TableFilters } from './table.filters';
import type { TableEvent } from './table.machine';
import type { TableColumn, TableFilterOption, TableRow } from './table.types';

/**
 * A column's header filter. `options` and `values` keep their identity while they do not change
 * (a skin may compare them to skip a render).
 */
export interface TableColumnFilterView {
  /** The filter button's accessible name ("Filter Status"). */
  label: string;
  /** The values offered, in order. */
  options: readonly TableFilterOption[];
  /** The chosen values (none: the column is not filtered). */
  values: readonly string[];
  /** Some value is chosen. */
  active: boolean;
  /** Several values may be chosen at once. */
  multiple: boolean;
  /** What the filter says when it offers no value. */
  emptyText: string;
  /** Filters the column by these values (none: unfiltered); back to the first page. */
  set(values: readonly string[]): void;
  /** Chooses or drops one value (a single-choice filter keeps only it). */
  toggle(value: string): void;
  clear(): void;
}

/**
 * The header filters of every column: desktop draws each in its column's header, mobile one
 * filter button over the cards that opens a sheet of the filterable columns.
 */
export interface TableFiltersView {
  /** Some column offers a filter. */
  visible: boolean;
  /** The button's text, with the count of filtered columns when some are ("Filter (2)"). */
  label: string;
  /** The sheet's title. */
  title: string;
  /** How many columns are filtered. */
  count: number;
  /** The filterable columns (visible ones), with their filters. */
  columns: { dataIndex: string; title: string; filter: TableColumnFilterView }[];
  clearLabel: string;
  doneLabel: string;
  /** Clears every filter. */
  clear(): void;
}

/** Each declared column's filter options, read again only when the rows or the locale change. */
const filterOptions = filterOptionsCache();
const NO_VALUES: readonly string[] = Object.freeze([]);

/** The filter of one column as declared by the host (`own`), or null when it offers none. */
export function connectColumnFilter(
  own: TableColumn | undefined,
  title: string,
  filters: TableFilters,
  rows: readonly TableRow[],
  textOf: (value: unknown) => string,
  send: (event: TableEvent) => void,
  env: ConnectEnv,
): TableColumnFilterView | null {
  if (!own || !isFilterable(own)) return null;
  const { t } = env;
  const { dataIndex } = own;
  const values = filters[dataIndex] ?? NO_VALUES;
  const multiple = own.filterMultiple !== false;
  const set = (next: readonly string[]) => send({ type: 'FILTER.SET', dataIndex, values: next });
  const toggled = (value: string) =>
    values.includes(value) ? values.filter((v) => v !== value) : multiple ? [...values, value] : [value];
  return {
    label: t('table.filter.column', { name: title }),
    options: filterOptions(own, rows, env.locale, textOf),
    values,
    active: values.length > 0,
    multiple,
    emptyText: t('table.filter.none'),
    set,
    toggle: (value) => set(toggled(value)),
    clear: () => set([]),
  };
}

/** The filter button and sheet over the columns' filters. */
export function connectTableFilters(
  columns: readonly { dataIndex: string; title: string; filter: TableColumnFilterView | null }[],
  filters: TableFilters,
  send: (event: TableEvent) => void,
  { t }: ConnectEnv,
): TableFiltersView {
  const count = filterCount(filters);
  return {
    visible: columns.some((column) => column.filter !== null),
    label: count > 0 ? t('table.filter.count', { count }) : t('table.filter'),
    title: t('table.filter'),
    count,
    columns: columns.flatMap(({ dataIndex, title, filter }) =>
      filter ? [{ dataIndex, title, filter }] : [],
    ),
    clearLabel: t('table.filter.clear'),
    doneLabel: t('table.filter.done'),
    clear: () => send({ type: 'FILTER.CLEAR' }),
  };
}
