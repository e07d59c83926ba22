import type { TableCellView } from '@suite-ui/core';
import { Badge, Typography } from 'antd';

/** Props of `TableCell`. */
export interface TableCellProps {
  /** The cell as core formatted it (`TableColumnView.cell`). */
  view: TableCellView;
}

/** One table cell of a column with a `valueType`: an enum's coloured badge, or the formatted text. */
export function TableCell({ view }: TableCellProps) {
  if (view.kind === 'badge') return <Badge status={view.status} text={view.text} />;
  if (view.empty) return <Typography.Text type="secondary">{view.text}</Typography.Text>;
  return <>{view.text}</>;
}
