import type { TableColumnView, TableRow, TableView } from '@suite-ui/core';
import { Checkbox, Pagination, Radio, Spin, theme } from 'antd';
import {
  memo,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type UIEvent,
} from 'react';
import { ResizableHeaderCell } from './ResizableHeaderCell';
import { RowOperates } from './RowOperates';
import { firstRowAt, rowWindow } from './virtual-window';

/** Rows drawn above and below those in view, so a short scroll shows drawn rows at once. */
const OVERSCAN = 3;
/**
 * The layout the virtual window relies on is inline (the sticky header, the fixed layout, the row
 * height), so it holds whatever stylesheet loads; table.css adds the look.
 */
const STICKY_HEAD: CSSProperties = { position: 'sticky', top: 0, zIndex: 2 };

export interface GridProps {
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
 * declared, a dialog opened, a notice) leaves the rows alone. The view's intents only send events
 * (TableView), so an earlier view's are as good as the latest's.
 */
function sameGrid({ table: a, ...p }: GridProps, { table: b, ...q }: GridProps): boolean {
  return (
    p.height === q.height &&
    p.testId === q.testId &&
    a.title === b.title &&
    a.rows === b.rows &&
    a.loading === b.loading &&
    a.scrollX === b.scrollX &&
    a.ellipsis === b.ellipsis &&
    a.emptyText === b.emptyText &&
    a.rowKey === b.rowKey &&
    a.selection.type === b.selection.type &&
    a.selection.checkedKeys === b.selection.checkedKeys &&
    a.selection.checkAllLabel === b.selection.checkAllLabel &&
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

/** A cell's text: what antd's table drew for a plain value (nothing for null, undefined, booleans). */
function cellText(value: unknown): string | number | null {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (value === null || value === undefined || typeof value === 'boolean') return null;
  return String(value);
}

interface RowProps {
  row: TableRow;
  rowKey: string;
  /** aria-rowindex: the header is row 1. */
  ariaIndex: number;
  /** Shared by every row: the height the virtual window counts with. */
  style: CSSProperties;
  columns: readonly TableColumnView[];
  ellipsis: boolean;
  selection: TableView['selection'];
  checked: boolean;
  operates: TableView['operates'];
  testId: string;
}

/**
 * One row: a cell per visible column reading the row's value directly, the selection box and the
 * operates when the table has them. Memoized: a scroll re-renders only the rows that come in.
 */
const Row = memo(function Row({
  row,
  rowKey,
  ariaIndex,
  style,
  columns,
  ellipsis,
  selection,
  checked,
  operates,
  testId,
}: RowProps) {
  let select: ReactNode = null;
  if (selection.type) {
    const box = {
      checked,
      disabled: !selection.canCheck(rowKey),
      'aria-label': selection.checkLabel(rowKey),
    };
    select = (
      <td className="ant-table-cell ant-table-selection-column">
        {selection.type === 'radio' ? (
          <Radio {...box} onChange={() => selection.set([rowKey])} />
        ) : (
          <Checkbox
            {...box}
            onChange={(event) =>
              selection.set(
                event.target.checked
                  ? [...selection.checkedKeys, rowKey]
                  : selection.checkedKeys.filter((key) => key !== rowKey),
              )
            }
          />
        )}
      </td>
    );
  }
  return (
    <tr
      className={checked ? 'ant-table-row ant-table-row-selected' : 'ant-table-row'}
      data-row-key={rowKey}
      aria-rowindex={ariaIndex}
      style={style}
    >
      {select}
      {columns.map((column) => {
        const text = cellText(row[column.dataIndex]);
        return (
          <td
            key={column.dataIndex}
            className={ellipsis ? 'ant-table-cell ant-table-cell-ellipsis' : 'ant-table-cell'}
            title={ellipsis && text !== null ? String(text) : undefined}
          >
            {text}
          </td>
        );
      })}
      {operates.visible && (
        <td className="ant-table-cell suite-table-fix-right">
          <RowOperates
            operates={operates.of(row)}
            moreLabel={operates.moreLabel}
            rowLabel={operates.rowLabel(rowKey)}
            testId={testId}
          />
        </td>
      )}
    </tr>
  );
});

/** The header's box for a checkbox table: checks or clears every row shown that may be checked. */
function CheckAll({ table }: { table: TableView }) {
  const { rows, keyOf, selection } = table;
  const { checkedKeys } = selection;
  const { checkable, checkedCount } = useMemo(() => {
    const checkedSet = new Set(checkedKeys);
    const keys: string[] = [];
    let count = 0;
    for (const row of rows) {
      const key = keyOf(row);
      if (!selection.canCheck(key)) continue;
      keys.push(key);
      if (checkedSet.has(key)) count += 1;
    }
    return { checkable: keys, checkedCount: count };
  }, [rows, keyOf, selection, checkedKeys]);
  const all = checkable.length > 0 && checkedCount === checkable.length;
  const toggle = () => {
    const shown = new Set(checkable);
    const others = checkedKeys.filter((key) => !shown.has(key));
    selection.set(all ? others : [...others, ...checkable]);
  };
  return (
    <Checkbox
      checked={all}
      indeterminate={checkedCount > 0 && !all}
      disabled={checkable.length === 0}
      aria-label={selection.checkAllLabel}
      onChange={toggle}
    />
  );
}

/**
 * The table's grid, drawn here rather than by antd's `Table` (issue 19: antd's table keeps data
 * for every row of the list, which was the heap the bench measured beyond its own): one `<table>`
 * with a fixed layout, a sticky header of resizable cells and a virtual body. Only the rows in
 * view plus a few are in the DOM (at most 60), between two spacer rows that keep the scroll height;
 * nothing is kept for the rows off screen. Styled from the theme's tokens like antd's table.
 */
export const TableGrid = memo(function TableGrid({ table, height, testId }: GridProps) {
  const { token } = theme.useToken();
  const { rows, columns, selection, operates, pagination, ellipsis, keyOf } = table;
  const rowHeight = token.paddingSM * 2 + Math.round(token.fontSize * token.lineHeight) + token.lineWidth;
  const [first, setFirst] = useState(0);
  const scroller = useRef<HTMLDivElement>(null);
  const count = rows.length;
  const { start, end } = rowWindow(first, height, rowHeight, count, OVERSCAN);
  const rowStyle = useMemo(() => ({ height: rowHeight }), [rowHeight]);
  const checked = useMemo(
    () => (selection.type ? new Set(selection.checkedKeys) : null),
    [selection.type, selection.checkedKeys],
  );
  const pingRight = useCallback((element: HTMLDivElement) => {
    const ping = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    if (element.dataset.pingRight !== String(ping)) element.dataset.pingRight = String(ping);
  }, []);
  // the operates column is fixed on the right: its shadow shows while columns hide under it
  const scrollerRef = useCallback(
    (element: HTMLDivElement | null) => {
      scroller.current = element;
      if (element && operates.visible) pingRight(element);
    },
    [operates.visible, pingRight],
  );
  // another page starts at its first row, as antd's table did
  const page = pagination.current;
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    if (scroller.current) scroller.current.scrollTop = 0;
    setFirst(0);
  }, [page]);
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    setFirst(firstRowAt(element.scrollTop, rowHeight));
    if (operates.visible) pingRight(element);
  };
  const span = columns.length + (selection.type ? 1 : 0) + (operates.visible ? 1 : 0);
  const style = {
    '--suite-grid-header-bg': token.colorFillAlter,
    '--suite-grid-header-color': token.colorTextHeading,
    '--suite-grid-bg': token.colorBgContainer,
    '--suite-grid-text': token.colorText,
    '--suite-grid-border': token.colorBorderSecondary,
    '--suite-grid-selected': token.controlItemBgActive,
    '--suite-grid-selected-hover': token.controlItemBgActiveHover,
    '--suite-grid-scrollbar': token.colorTextPlaceholder,
    '--suite-grid-radius': `${token.borderRadiusLG}px`,
    '--suite-grid-padding-block': `${token.paddingSM}px`,
    '--suite-grid-padding-inline': `${token.paddingXS}px`,
    '--suite-grid-font': `${token.fontSize}px`,
    '--suite-grid-line-height': token.lineHeight,
    '--suite-grid-weight': token.fontWeightStrong,
    '--suite-grid-disabled': token.colorTextDisabled,
    position: 'relative',
    overflow: 'auto',
    maxHeight: height + rowHeight,
  } as CSSProperties;
  const body: ReactNode[] = [];
  for (let index = start; index < end; index += 1) {
    const row = rows[index] as TableRow;
    const key = keyOf(row);
    body.push(
      <Row
        key={key}
        row={row}
        rowKey={key}
        ariaIndex={index + 2}
        style={rowStyle}
        columns={columns}
        ellipsis={ellipsis}
        selection={selection}
        checked={checked?.has(key) ?? false}
        operates={operates}
        testId={testId}
      />,
    );
  }
  return (
    <div className="suite-table-grid">
      <div
        ref={scrollerRef}
        className="suite-table-scroll"
        role="group"
        aria-label={table.title}
        // the body scrolls with the keyboard too (Page Down, arrows)
        tabIndex={0}
        onScroll={onScroll}
        style={style}
        data-loading={table.loading || undefined}
      >
        <table
          className="suite-table-table"
          aria-label={table.title}
          aria-rowcount={count + 1}
          aria-busy={table.loading || undefined}
          style={{
            width: table.scrollX,
            minWidth: '100%',
            tableLayout: 'fixed',
            borderCollapse: 'separate',
            borderSpacing: 0,
          }}
        >
          <colgroup>
            {selection.type && <col style={{ width: selection.width }} />}
            {columns.map((column) => (
              <col key={column.dataIndex} style={{ width: column.width }} />
            ))}
            {operates.visible && <col style={{ width: operates.width }} />}
          </colgroup>
          <thead className="ant-table-thead" style={STICKY_HEAD}>
            <tr aria-rowindex={1}>
              {selection.type && (
                <th scope="col" className="ant-table-cell ant-table-selection-column">
                  {selection.type === 'checkbox' && <CheckAll table={table} />}
                </th>
              )}
              {columns.map((column) => (
                <ResizableHeaderCell
                  key={column.dataIndex}
                  column={column}
                  data-column={column.dataIndex}
                  className={ellipsis ? 'ant-table-cell ant-table-cell-ellipsis' : 'ant-table-cell'}
                >
                  {column.title}
                </ResizableHeaderCell>
              ))}
              {operates.visible && (
                <th scope="col" className="ant-table-cell suite-table-fix-right" data-operates>
                  {operates.title}
                </th>
              )}
            </tr>
          </thead>
          <tbody className="ant-table-tbody">
            {start > 0 && (
              <tr aria-hidden="true" className="suite-table-spacer" style={{ height: start * rowHeight }}>
                <td colSpan={span} />
              </tr>
            )}
            {body}
            {end < count && (
              <tr
                aria-hidden="true"
                className="suite-table-spacer"
                style={{ height: (count - end) * rowHeight }}
              >
                <td colSpan={span} />
              </tr>
            )}
            {count === 0 && (
              <tr className="ant-table-placeholder">
                <td colSpan={span} className="ant-table-cell">
                  {table.loading ? null : table.emptyText}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {table.loading && (
        <div className="suite-table-loading">
          <Spin />
        </div>
      )}
      {pagination.type === 'part' && (
        <Pagination
          className="suite-table-pagination"
          size="small"
          current={pagination.current}
          pageSize={pagination.pageSize}
          total={pagination.total}
          showSizeChanger
          onChange={(current, pageSize) => pagination.go(current, pageSize)}
        />
      )}
    </div>
  );
}, sameGrid);
