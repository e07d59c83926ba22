export { Table, type TableProps, type TableRowMoveOptions } from './Table';
