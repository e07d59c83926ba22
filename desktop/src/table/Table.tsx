import type { TableColumnView, TableRow, TableView } from '@suite-ui/core';
import { useTable, type TableSkinProps } from '@suite-ui/core/react';
import { Alert, Button, Table as AntTable, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { memo, useMemo, useState, type CSSProperties } from 'react';
import { ColumnSettingsPanel } from './ColumnSettingsPanel';
import { LogDialog } from './LogDialog';
import { ResizableHeaderCell } from './ResizableHeaderCell';
import { RowOperates } from './RowOperates';
import { SortDialog } from './SortDialog';
import { SyncDialog } from './SyncDialog';
import './table.css';

/** Props of the desktop `Table`. */
export interface TableProps extends TableSkinProps {
  /** Height of the scrolling body in px (default 480); the rows beyond it are not rendered. */
  height?: number;
}

const components = { header: { cell: ResizableHeaderCell } };
const OPERATES_KEY = '__operates__';

/** Mounted from the first time `visible` is true (and kept, for the closing animation): nothing before. */
function useOpenedOnce(visible: boolean): boolean {
  const [opened, setOpened] = useState(visible);
  if (visible && !opened) setOpened(true);
  return opened || visible;
}

interface GridProps {
  table: TableView;
  height: number;
  testId: string;
}

function sameColumns(a: readonly TableColumnView[], b: readonly TableColumnView[]): boolean {
  return (
    a.length === b.length &&
    a.every((x, i) => {
      const y = b[i];
      return (
        y !== undefined &&
        x.dataIndex === y.dataIndex &&
        x.title === y.title &&
        x.width === y.width &&
        x.resizing === y.resizing &&
        x.resizeLabel === y.resizeLabel
      );
    })
  );
}

/**
 * The grid re-renders only when what it shows changes (rows, columns, widths, selection, page,
 * labels): a new view after a call that changed nothing the grid draws (the layout loaded as
 * declared, a dialog opened, a notice) leaves antd's rows alone, so no second tree of every
 * visible cell is built and kept. The view's intents only send events (TableView), so an earlier
 * view's are as good as the latest's.
 */
function sameGrid({ table: a, ...p }: GridProps, { table: b, ...q }: GridProps): boolean {
  return (
    p.height === q.height &&
    p.testId === q.testId &&
    a.rows === b.rows &&
    a.loading === b.loading &&
    a.scrollX === b.scrollX &&
    a.ellipsis === b.ellipsis &&
    a.emptyText === b.emptyText &&
    a.rowKey === b.rowKey &&
    a.selection.type === b.selection.type &&
    a.selection.checkedKeys === b.selection.checkedKeys &&
    a.pagination.type === b.pagination.type &&
    a.pagination.current === b.pagination.current &&
    a.pagination.pageSize === b.pagination.pageSize &&
    a.pagination.total === b.pagination.total &&
    a.operates.visible === b.operates.visible &&
    a.operates.width === b.operates.width &&
    a.operates.title === b.operates.title &&
    a.operates.moreLabel === b.operates.moreLabel &&
    sameColumns(a.columns, b.columns)
  );
}

const TableGrid = memo(function TableGrid({ table, height, testId }: GridProps) {
  const { operates, pagination, selection, keyOf, ellipsis } = table;
  const columnViews = table.columns;
  const columns: ColumnsType<TableRow> = useMemo(() => {
    const list: ColumnsType<TableRow> = columnViews.map((column: TableColumnView) => ({
      key: column.dataIndex,
      dataIndex: column.dataIndex,
      title: column.title,
      width: column.width,
      ellipsis,
      onHeaderCell: () => ({ column, 'data-column': column.dataIndex }) as React.HTMLAttributes<HTMLElement>,
    }));
    if (operates.visible)
      list.push({
        key: OPERATES_KEY,
        title: operates.title,
        width: operates.width,
        fixed: 'right',
        onHeaderCell: () => ({ 'data-operates': true }) as React.HTMLAttributes<HTMLElement>,
        render: (_: unknown, row: TableRow) => (
          <RowOperates
            operates={operates.of(row)}
            moreLabel={operates.moreLabel}
            rowLabel={operates.rowLabel(keyOf(row))}
            testId={testId}
          />
        ),
      });
    return list;
  }, [columnViews, ellipsis, keyOf, operates, testId]);
  return (
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
              columnWidth: selection.width,
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
  );
}, sameGrid);

/**
 * The settings toolbar: plain buttons drawn by table.css from the theme's tokens (the look of
 * antd's default buttons). antd's Button and Typography build their CSS-in-JS styles on every
 * mount of a table; these hold nothing beyond their elements (tests/bench/table.bench.ts).
 */
function Toolbar({ table, testId }: { table: TableView; testId: string }) {
  const { token } = theme.useToken();
  const style = {
    '--suite-table-text': token.colorText,
    '--suite-table-weak': token.colorTextSecondary,
    '--suite-table-border': token.colorBorder,
    '--suite-table-bg': token.colorBgContainer,
    '--suite-table-primary': token.colorPrimary,
    '--suite-table-primary-hover': token.colorPrimaryHover,
    '--suite-table-primary-active': token.colorPrimaryActive,
    '--suite-table-focus': token.colorPrimaryBorder,
    '--suite-table-radius': `${token.borderRadius}px`,
    '--suite-table-height': `${token.controlHeight}px`,
    '--suite-table-font': `${token.fontSize}px`,
  } as CSSProperties;
  const tools = [
    { key: 'settings', label: table.toolbar.settings, run: table.settings.open },
    { key: 'sync', label: table.toolbar.sync, run: () => table.sync.open('updateSyncTableCol') },
    { key: 'sort', label: table.toolbar.sort, run: table.sort.open },
    { key: 'log', label: table.toolbar.log, run: table.log.open },
  ];
  return (
    <div className="suite-table-toolbar" style={style}>
      {tools.map((tool) => (
        <button
          key={tool.key}
          type="button"
          className="suite-table-tool"
          onClick={tool.run}
          data-testid={`${testId}-${tool.key}`}
        >
          {tool.label}
        </button>
      ))}
      <span className="suite-table-total" data-testid={`${testId}-total`}>
        {table.pagination.totalText}
      </span>
      <span role="status" data-testid={`${testId}-notice`} className="suite-table-notice">
        {table.notice?.text}
      </span>
    </div>
  );
}

/**
 * The desktop table with column settings (spec 2.3): antd's table, virtualized (only the rows in
 * view are in the DOM), with resizable headers (live while dragged, saved on release), the row
 * operates column, the column-settings panel and the sync, log and sort dialogs. It renders what
 * `useTable` decides.
 */
export function Table({ height = 480, ...props }: TableProps) {
  const table = useTable({ ...props, platform: 'desktop' });
  const testId = props['data-testid'] ?? 'table';
  const settingsMounted = useOpenedOnce(table.settings.visible);
  const logMounted = useOpenedOnce(table.log.visible);
  return (
    <div className="suite-table" data-testid={testId}>
      {table.toolbar.visible && <Toolbar table={table} testId={testId} />}
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
      <TableGrid table={table} height={height} testId={testId} />
      {/* the panel and dialogs mount when first opened: a table that never opens them pays nothing */}
      {settingsMounted && <ColumnSettingsPanel settings={table.settings} testId={testId} />}
      {table.sync.visible && <SyncDialog sync={table.sync} testId={testId} />}
      {logMounted && <LogDialog log={table.log} testId={testId} />}
      {table.sort.visible && <SortDialog sort={table.sort} testId={testId} />}
    </div>
  );
}
