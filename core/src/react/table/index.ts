export { useTable, type TableSkinProps, type UseTableProps } from './use-table';
