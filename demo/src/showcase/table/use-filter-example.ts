// The filter example's columns and rows in the reader's language, for both skins' pages.
import { useT } from '@suite-ui/core/react';
import { useMemo } from 'react';
import { filterColumns, filterRows, type Say } from './filter-rows';

export function useFilterExample() {
  const t = useT();
  const say = t as Say;
  const columns = useMemo(() => filterColumns(say), [say]);
  const rows = useMemo(() => filterRows(say), [say]);
  return { say, columns, rows };
}
