export { Table, type TableProps, type TableRowEditOptions, type TableRowMoveOptions } from './Table';
