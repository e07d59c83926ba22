import { useTable, type TableSkinProps } from '@suite-ui/core/react';

/** Placeholder while the mobile table lands. */
export function Table(props: TableSkinProps) {
  const table = useTable({ ...props, platform: 'mobile' });
  return <div data-testid={props['data-testid'] ?? 'table'}>{table.rows.length}</div>;
}
