// EditableRowCell (the row editor's cell) stays inside the package until the table offers row editing
export { Table, type TableProps } from './Table';
export type { TableRowEditOptions, TableRowMoveOptions } from './rows/RowTools';
