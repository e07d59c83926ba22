export { useTable, type TableSkinProps, type UseTableProps } from './use-table';
export {
  useTableSortDraft,
  useTableSyncForm,
  type TableSortDraft,
  type TableSyncForm,
} from './use-table-forms';
export { useTableRowEdit, type UseTableRowEditProps } from './use-table-row-edit';
export { useTableRowMove, type TableRowMover, type UseTableRowMoveProps } from './use-table-row-move';
export { useRowEditFields } from './use-row-edit-fields';
