import type { TableColumnView, TableRow } from '@suite-ui/core';
import { useTable, type TableSkinProps } from '@suite-ui/core/react';
import { Alert, Button, Space, Table as AntTable, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { ColumnSettingsPanel } from './ColumnSettingsPanel';
import { LogDialog } from './LogDialog';
import { ResizableHeaderCell } from './ResizableHeaderCell';
import { SortDialog } from './SortDialog';
import { SyncDialog } from './SyncDialog';
import './table.css';

/** Props of the desktop `Table`. */
export interface TableProps extends TableSkinProps {
  /** Height of the scrolling body in px (default 480); the rows beyond it are not rendered. */
  height?: number;
}

const components = { header: { cell: ResizableHeaderCell } };

/**
 * The desktop table with column settings (spec 2.3): antd's table, virtualized (only the rows in
 * view are in the DOM), with resizable headers, the column-settings panel and the sync, log and
 * sort dialogs. It renders what `useTable` decides.
 */
export function Table({ height = 480, ...props }: TableProps) {
  const table = useTable({ ...props, platform: 'desktop' });
  const testId = props['data-testid'] ?? 'table';
  const columns: ColumnsType<TableRow> = useMemo(
    () =>
      table.columns.map((column: TableColumnView) => ({
        key: column.dataIndex,
        dataIndex: column.dataIndex,
        title: column.title,
        width: column.width,
        ellipsis: table.ellipsis,
        onHeaderCell: () =>
          ({
            width: column.width,
            resizeLabel: column.resizeLabel,
            onResize: column.resize,
            'data-column': column.dataIndex,
          }) as React.HTMLAttributes<HTMLElement>,
      })),
    [table.columns, table.ellipsis],
  );
  const { pagination, selection } = table;
  return (
    <div className="suite-table" data-testid={testId}>
      {table.toolbar.visible && (
        <Space className="suite-table-toolbar" wrap>
          <Button onClick={table.settings.open} data-testid={`${testId}-settings`}>
            {table.toolbar.settings}
          </Button>
          <Button onClick={() => table.sync.open('updateSyncTableCol')} data-testid={`${testId}-sync`}>
            {table.toolbar.sync}
          </Button>
          <Button onClick={table.sort.open} data-testid={`${testId}-sort`}>
            {table.toolbar.sort}
          </Button>
          <Button onClick={table.log.open} data-testid={`${testId}-log`}>
            {table.toolbar.log}
          </Button>
          <Typography.Text type="secondary" data-testid={`${testId}-total`}>
            {pagination.totalText}
          </Typography.Text>
          <span role="status" data-testid={`${testId}-notice`} className="suite-table-notice">
            {table.notice?.text}
          </span>
        </Space>
      )}
      {table.error && (
        <Alert
          type="error"
          showIcon
          title={table.errorTitle}
          description={table.error}
          action={
            <Button size="small" onClick={table.retry}>
              {table.retryLabel}
            </Button>
          }
        />
      )}
      <AntTable<TableRow>
        rowKey={table.rowKey}
        columns={columns}
        dataSource={table.rows}
        loading={table.loading}
        components={components}
        virtual
        scroll={{ x: table.scrollX, y: height }}
        size="middle"
        locale={{ emptyText: table.emptyText }}
        rowSelection={
          selection.type
            ? {
                type: selection.type,
                selectedRowKeys: selection.checkedKeys,
                onChange: (keys) => selection.set(keys.map(String)),
                getCheckboxProps: (row) => {
                  const key = table.keyOf(row);
                  return { disabled: !selection.canCheck(key), 'aria-label': selection.checkLabel(key) };
                },
              }
            : undefined
        }
        pagination={
          pagination.type === 'part'
            ? {
                current: pagination.current,
                pageSize: pagination.pageSize,
                total: pagination.total,
                showSizeChanger: true,
                onChange: (current, pageSize) => pagination.go(current, pageSize),
              }
            : false
        }
      />
      <ColumnSettingsPanel settings={table.settings} testId={testId} />
      {table.sync.visible && <SyncDialog sync={table.sync} testId={testId} />}
      <LogDialog log={table.log} testId={testId} />
      {table.sort.visible && <SortDialog sort={table.sort} testId={testId} />}
    </div>
  );
}
