import { useTable, type TableSkinProps } from '@suite-ui/core/react';

/** Placeholder while the desktop table lands. */
export function Table(props: TableSkinProps) {
  const table = useTable({ ...props, platform: 'desktop' });
  return <div data-testid={props['data-testid'] ?? 'table'}>{table.rows.length}</div>;
}
