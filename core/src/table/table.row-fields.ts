// Which cells of an editable row become inputs, and which input (issue 38): the editable columns
// are the host's form items (id = the column's dataIndex); the input follows the item's type, else
// the column's value type (money and percent take numbers, an enum its entries).
import type { FormItem } from '../form';
import type { TableColumn } from './table.types';

/** The input a cell becomes in edit mode. */
export type RowEditInputKind = 'text' | 'number' | 'select';

/** One editable cell's input, for both skins (desktop cell, mobile form field). */
export interface RowEditFieldView {
  field: string;
  /** The column's title: the input's accessible name and the mobile field's label. */
  label: string;
  kind: RowEditInputKind;
  required: boolean;
  /** The choices of a select. */
  options: { value: string; label: string }[];
  /** The row's value from what the input gives (a number input's text: a number, or null when empty). */
  parse(input: string): unknown;
}

/** The input kind of an editable item in a column. */
export function rowEditInputKind(item: Pick<FormItem, 'itemType'>, column?: TableColumn): RowEditInputKind {
  if (item.itemType === 'INPUTNUMBER') return 'number';
  if (item.itemType === 'SELECT' || item.itemType === 'RADIO') return 'select';
  if (column?.valueType === 'money' || column?.valueType === 'percent') return 'number';
  if (column?.valueType === 'enum' && column.valueEnum) return 'select';
  return 'text';
}

/** The editable cells, in the columns' order (items naming no column come last). */
export function rowEditFields(
  columns: readonly TableColumn[],
  items: readonly FormItem[],
): RowEditFieldView[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const ordered = [
    ...columns.filter((column) => byId.has(column.dataIndex)).map((column) => column.dataIndex),
    ...items.map((item) => item.id).filter((id) => !columns.some((column) => column.dataIndex === id)),
  ];
  return ordered.map((field) => {
    const item = byId.get(field) as FormItem;
    const column = columns.find((candidate) => candidate.dataIndex === field);
    const kind = rowEditInputKind(item, column);
    const options =
      item.options && item.options.length > 0
        ? item.options.map((option) => ({ value: option.id, label: option.content }))
        : column?.valueEnum
          ? Object.entries(column.valueEnum).map(([value, entry]) => ({ value, label: entry.text }))
          : [];
    return {
      field,
      label: column?.title ?? item.label,
      kind,
      required: item.required === true,
      options,
      parse: kind === 'number' ? numberFromInput : (input: string) => input,
    };
  });
}

/** A number input's value as the row keeps it (empty: null; not a number: the text, for the rules). */
export function numberFromInput(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : text;
}
