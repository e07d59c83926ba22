import { useMemo } from 'react';
import type { FormItem } from '../../form';
import type { TableColumn } from '../../table';
import { rowEditFields, type RowEditFieldView } from '../../table/table.row-fields';

/** The editable cells of a table's rows: which columns edit, and with which input. */
export function useRowEditFields(
  columns: readonly TableColumn[],
  items: readonly FormItem[],
): RowEditFieldView[] {
  return useMemo(() => rowEditFields(columns, items), [columns, items]);
}
