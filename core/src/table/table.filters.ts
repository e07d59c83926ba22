// Header filters (issue 38, ProTable's column `filters`): which values a column offers, the
// filter state (column → chosen values), and what it does: rows the host gives are filtered here,
// a fetched list sends the state in its list call and the server filters.
import type { TableColumn, TableFilterOption, TableRow } from './table.types';

export type { TableFilterOption };

/** One value a column's filter offers. */
/** The filters in force: each filtered column's chosen values (a column without a choice is absent). */
export type TableFilters = Readonly<Record<string, readonly string[]>>;

/** How many values a filter offers at most when they are read from the rows. */
export const TABLE_FILTER_OPTIONS_MAX = 100;

const NONE: TableFilters = Object.freeze({});

/**
 * The keys a cell value matches: a text, number or boolean as text; a list, each of its items; a
 * record, its `id` or `value` (a person, an option). Empty values match nothing.
 */
export function filterKeysOf(value: unknown): string[] {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) return value.flatMap(filterKeysOf);
  if (typeof value === 'string') return [value];
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const key = record.id ?? record.value;
    return typeof key === 'string' || typeof key === 'number' ? [String(key)] : [];
  }
  return [];
}

/** The column offers a filter (`filters` declared). */
export function isFilterable(column: Pick<TableColumn, 'filters'>): boolean {
  return Array.isArray(column.filters) ? column.filters.length > 0 : column.filters === true;
}

/**
 * The values a column's filter offers: the list the column declares; for `filters: true` the
 * values of its `valueEnum` in their order, else the distinct values of `rows` (labelled by
 * `textOf`, sorted by label with `compare` (the user's language's order), at most `TABLE_FILTER_OPTIONS_MAX`).
 */
export function filterOptionsOf(
  column: Pick<TableColumn, 'filters' | 'valueEnum'>,
  rows: readonly TableRow[],
  dataIndex: string,
  textOf: (value: unknown) => string,
  compare: (a: string, b: string) => number = (a, b) => a.localeCompare(b),
): TableFilterOption[] {
  if (Array.isArray(column.filters))
    return column.filters.map((option) => ({ value: String(option.value), text: option.text }));
  if (column.filters !== true) return [];
  if (column.valueEnum)
    return Object.entries(column.valueEnum).map(([value, entry]) => ({ value, text: entry.text }));
  const seen = new Map<string, string>();
  for (const row of rows) {
    const value = row[dataIndex];
    for (const key of filterKeysOf(value)) {
      if (seen.has(key)) continue;
      // a record or a list: the label of the one matching item
      const item = Array.isArray(value) ? value.find((entry) => filterKeysOf(entry).includes(key)) : value;
      seen.set(key, textOf(item) || key);
    }
    if (seen.size >= TABLE_FILTER_OPTIONS_MAX) break;
  }
  return [...seen]
    .map(([value, text]) => ({ value, text }))
    .sort((a, b) => compare(a.text, b.text) || compare(a.value, b.value));
}

/**
 * The filters after a column's choice: `values` (unique, as text) for `dataIndex`; none removes
 * the column. The same object back when nothing changed.
 */
export function withFilter(
  filters: TableFilters,
  dataIndex: string,
  values: readonly unknown[],
): TableFilters {
  const next = [...new Set(values.map(String))];
  const before = filters[dataIndex] ?? [];
  if (before.length === next.length && before.every((value, i) => value === next[i])) return filters;
  const out: Record<string, readonly string[]> = { ...filters };
  if (next.length === 0) delete out[dataIndex];
  else out[dataIndex] = next;
  return Object.keys(out).length === 0 ? NONE : out;
}

/** The filters as the host may pass them: only text lists with values, keyed by column. */
export function filtersOf(input: Readonly<Record<string, readonly unknown[]>> | undefined): TableFilters {
  let filters = NONE;
  for (const [dataIndex, values] of Object.entries(input ?? {}))
    if (Array.isArray(values)) filters = withFilter(filters, dataIndex, values);
  return filters;
}

/** How many columns are filtered. */
export function filterCount(filters: TableFilters): number {
  return Object.keys(filters).length;
}

/**
 * The rows every filter lets through: a row passes a column's filter when one of its value's keys
 * (`filterKeysOf`) is chosen. The same list back when no filter is set.
 */
export function filterRows(rows: readonly TableRow[], filters: TableFilters): TableRow[] {
  const active = Object.entries(filters).map(([dataIndex, values]) => [dataIndex, new Set(values)] as const);
  // the list itself, not a copy (the view never changes a row list)
  if (active.length === 0) return rows as TableRow[];
  return rows.filter((row) =>
    active.every(([dataIndex, chosen]) => filterKeysOf(row[dataIndex]).some((key) => chosen.has(key))),
  );
}

/** The filters as a list call sends them: undefined when none is set (the call stays as before). */
export function filterQuery(filters: TableFilters): Record<string, string[]> | undefined {
  if (filterCount(filters) === 0) return undefined;
  return Object.fromEntries(Object.entries(filters).map(([dataIndex, values]) => [dataIndex, [...values]]));
}

/**
 * `filterRows` remembered per row list for its last filters: the view is connected on every
 * snapshot (a scroll, a check), and a 10 000-row list should not be filtered again each time.
 */
export function filteredRowsCache(): (rows: readonly TableRow[], filters: TableFilters) => TableRow[] {
  const last = new WeakMap<readonly TableRow[], { filters: TableFilters; out: TableRow[] }>();
  return (rows, filters) => {
    const known = last.get(rows);
    if (known && known.filters === filters) return known.out;
    const out = filterRows(rows, filters);
    last.set(rows, { filters, out });
    return out;
  };
}

/**
 * `filterOptionsOf` remembered per declared column for the last rows and label function, so a view
 * connected on every snapshot reads the rows' values again only when the rows changed.
 */
export function filterOptionsCache(): (
  column: TableColumn,
  rows: readonly TableRow[],
  locale: string,
  textOf: (value: unknown) => string,
) => TableFilterOption[] {
  const collators = new Map<string, Intl.Collator>();
  const last = new WeakMap<
    TableColumn,
    { rows: readonly TableRow[]; locale: string; out: TableFilterOption[] }
  >();
  return (column, rows, locale, textOf) => {
    const known = last.get(column);
    // declared options do not depend on the rows
    if (
      known &&
      known.locale === locale &&
      (known.rows === rows || column.filters !== true || column.valueEnum)
    )
      return known.out;
    let collator = collators.get(locale);
    if (!collator) {
      // names in Chinese by their pinyin, as a Chinese reader looks them up
      collator = new Intl.Collator(locale === 'en_US' ? 'en-US' : 'zh-CN');
      collators.set(locale, collator);
    }
    const out = filterOptionsOf(column, rows, column.dataIndex, textOf, collator.compare);
    last.set(column, { rows, locale, out });
    return out;
  };
}
