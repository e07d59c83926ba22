export { Table, type TableProps } from './Table';
export { EditableRowCell, type EditableRowCellProps } from './EditableRowCell';
