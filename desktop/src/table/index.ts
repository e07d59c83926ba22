export { Table } from './Table';
export type { TableSkinProps as TableProps } from '@suite-ui/core/react';
