import type { TableBadgeStatus, TableCellView } from '@suite-ui/core';
import { Tag } from 'antd-mobile';

/** antd-mobile's Tag colours for core's badge statuses. */
const TAG_COLOR: Record<TableBadgeStatus, 'default' | 'primary' | 'success' | 'warning' | 'danger'> = {
  default: 'default',
  processing: 'primary',
  success: 'success',
  warning: 'warning',
  error: 'danger',
};

/** Props of `TableCell`. */
export interface TableCellProps {
  /** The cell as core formatted it (`TableColumnView.cell`). */
  view: TableCellView;
}

/** One card line's value for a column with a `valueType`: an enum's outlined tag, or the formatted text. */
export function TableCell({ view }: TableCellProps) {
  if (view.kind === 'badge')
    return (
      <Tag color={TAG_COLOR[view.status]} fill="outline" data-status={view.status}>
        {view.text}
      </Tag>
    );
  if (view.empty) return <span style={{ color: 'var(--adm-color-weak)' }}>{view.text}</span>;
  return <>{view.text}</>;
}
