import type { TableColumnView, TableRow, TableView } from '@suite-ui/core';
import { Checkbox, Pagination, Table as AntTable, theme } from 'antd';
import type { ColumnsType, TableRowSelection } from 'antd/es/table/interface';
import {
  createContext,
  memo,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ComponentProps,
  type HTMLAttributes,
} from 'react';
import { flushSync } from 'react-dom';
import { OptionCell } from './CellOptions';
import { chooseFilters, useHeaderFilters } from './HeaderFilters';
import { ResizableHeaderCell } from './ResizableHeaderCell';
import { RowCheck, useRowCheckClasses } from './RowCheck';
import { RowOperates } from './RowOperates';
import type { RowTools } from './rows/RowTools';
import { TableCell } from './TableCell';
import { RowHeights, windowAt } from './virtual-window';

/** Rows drawn above and below those in view, so a short scroll shows drawn rows at once. */
const OVERSCAN = 3;
/** How long the body's scroll rests before the rows ahead of the view are drawn. */
const AHEAD_AFTER_REST_MS = 100;
const OPERATES_KEY = '__operates__';

export interface GridProps {
  table: TableView;
  height: number;
  testId: string;
  /** Editable and drag-sort rows (rows/RowTools): extra columns and cells, the rows as shown. */
  tools?: RowTools;
}

/** Where the body is scrolled, and whether the rows ahead of the view are drawn yet. */
interface ScrollPlace {
  top: number;
  ahead: boolean;
}

/** The spacers' heights, read by the body wrapper (antd renders it; `components` must not change). */
const SpacerContext = createContext<{ top: number; bottom: number }>({ top: 0, bottom: 0 });
/** The ref each body row registers with, so its height is measured while it is drawn. */
const MeasureContext = createContext<
  ((row: HTMLTableRowElement | null) => (() => void) | undefined) | undefined
>(undefined);

/**
 * antd's `<tbody>` between two spacer rows that keep the scroll height of the rows not drawn
 * (hidden from assistive technology; the table's aria-rowcount counts every row).
 */
function BodyWrapper({ children, ...rest }: HTMLAttributes<HTMLTableSectionElement>) {
  const { top, bottom } = useContext(SpacerContext);
  return (
    <tbody {...rest}>
      {top > 0 && (
        <tr aria-hidden="true" className="suite-table-spacer" style={{ height: top }}>
          <td colSpan={999} />
        </tr>
      )}
      {children}
      {bottom > 0 && (
        <tr aria-hidden="true" className="suite-table-spacer" style={{ height: bottom }}>
          <td colSpan={999} />
        </tr>
      )}
    </tbody>
  );
}

/** antd's body row, measured while it is in the DOM (its height may grow when a cell wraps). */
function BodyRow(props: HTMLAttributes<HTMLTableRowElement>) {
  const measure = useContext(MeasureContext);
  return <tr {...props} ref={measure} />;
}

/** The table whose header box checks every row (checkbox tables), for the selection header cell. */
const CheckAllContext = createContext<TableView | null>(null);

/**
 * A header cell: resizable for the columns; the selection column's holds the check-all box. The
 * box is drawn here rather than as antd's `columnTitle`, which antd also renders into its hidden
 * measure row, where a focusable box must not be (axe aria-hidden-focus).
 */
function HeaderCell(props: ComponentProps<typeof ResizableHeaderCell>) {
  const table = useContext(CheckAllContext);
  if (table && props.className?.includes('ant-table-selection-column')) {
    const { column: _column, children: _title, ...rest } = props;
    return (
      <th {...rest}>
        <CheckAll table={table} />
      </th>
    );
  }
  return <ResizableHeaderCell {...props} />;
}

const components = {
  header: { cell: HeaderCell },
  body: { wrapper: BodyWrapper, row: BodyRow },
};

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
        x.pin === y.pin &&
        x.resizing === y.resizing &&
        x.resizeLabel === y.resizeLabel &&
        x.cell === y.cell &&
        x.copyable === y.copyable &&
        x.ellipsis === y.ellipsis &&
        x.copyLabel === y.copyLabel &&
        x.filter?.options === y.filter?.options &&
        x.filter?.values === y.filter?.values &&
        x.filter?.label === y.filter?.label
      );
    })
  );
}

/**
 * The table re-renders only when what it shows changes (rows, columns, widths, selection, page,
 * labels): a new view after a call that changed nothing drawn (the layout loaded as declared, a
 * dialog opened, a notice) leaves antd's rows alone. The view's intents only send events
 * (TableView), so an earlier view's are as good as the latest's.
 */
function sameGrid({ table: a, ...p }: GridProps, { table: b, ...q }: GridProps): boolean {
  return (
    p.height === q.height &&
    p.testId === q.testId &&
    p.tools === q.tools &&
    a.title === b.title &&
    a.rows === b.rows &&
    a.loading === b.loading &&
    a.scrollX === b.scrollX &&
    a.ellipsis === b.ellipsis &&
    a.toolbar.density.size === b.toolbar.density.size &&
    a.emptyText === b.emptyText &&
    a.copy.copiedText === b.copy.copiedText &&
    a.copy.failedText === b.copy.failedText &&
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

/** The header's box for a checkbox table: over every row of the list, not only those drawn. */
function CheckAll({ table }: { table: TableView }) {
  const { selection } = table;
  // once per view (it reads every row), not on each scroll that redraws the header
  const { checked, indeterminate, disabled, toggle } = useMemo(() => selection.checkAll(), [selection]);
  return (
    <Checkbox
      checked={checked}
      indeterminate={indeterminate}
      disabled={disabled}
      aria-label={selection.checkAllLabel}
      onChange={toggle}
    />
  );
}

/** The row index of a drawn row: its aria-rowindex less the header row and one. */
function indexOfRow(row: Element): number {
  return Number(row.getAttribute('aria-rowindex')) - 2;
}

/**
 * What the windowed body keeps outside React's state: the heights of the list's rows, the scroll
 * region (antd's content box), the one ResizeObserver that measures the drawn rows, and where the
 * drawn rows were, to keep them in place when the heights above them change.
 */
class Window {
  heights = new RowHeights(0, 1);
  private key: readonly unknown[] = [];
  private scroller: HTMLElement | null = null;
  private observer: ResizeObserver | null = null;
  private drawn = { heights: this.heights, start: 0, end: 0, top: 0, viewport: 0 };

  constructor(
    private readonly remeasured: () => void,
    private readonly scrolled: (place: ScrollPlace) => void,
  ) {}

  /**
   * The heights for `count` rows: measured heights hold for one list at one layout (`key`: the
   * list, the widths, ellipsis); another starts from the mean height measured so far.
   */
  heightsFor(count: number, key: readonly unknown[], guess: number): RowHeights {
    if (key.length !== this.key.length || key.some((part, i) => part !== this.key[i])) {
      const known = this.heights.count > 0 ? this.heights.estimate : guess;
      this.heights = new RowHeights(count, known);
      this.key = key;
    }
    return this.heights;
  }

  /** Whether the rows in view at `scrollTop` are all among those drawn. */
  private drawsRowsAt(scrollTop: number): boolean {
    const { heights, start, end, viewport } = this.drawn;
    if (heights !== this.heights || end <= start) return false;
    return heights.indexAt(scrollTop) >= start && heights.indexAt(scrollTop + viewport) < end;
  }

  private resting: ReturnType<typeof setTimeout> | undefined;

  // While the body scrolls, a step that stays within the drawn rows renders nothing; a step past
  // them draws the rows in view in the frame that shows it (React would otherwise render them in a
  // later task, after a frame of spacer). The rows ahead follow once the scroll rests, so a long
  // scroll never waits on rows it passes.
  private readonly onScroll = () => {
    const element = this.scroller;
    if (!element) return;
    const top = element.scrollTop;
    if (!this.drawsRowsAt(top)) flushSync(() => this.scrolled({ top, ahead: false }));
    clearTimeout(this.resting);
    this.resting = setTimeout(() => {
      const rested = this.scroller?.scrollTop ?? top;
      startTransition(() => this.scrolled({ top: rested, ahead: true }));
    }, AHEAD_AFTER_REST_MS);
  };

  /** The scroll region: listened to (passive), focusable from the keyboard, named. */
  attach(element: HTMLElement | null, label: string): void {
    if (element !== this.scroller) {
      this.scroller?.removeEventListener('scroll', this.onScroll);
      this.scroller = element;
      element?.addEventListener('scroll', this.onScroll, { passive: true });
    }
    if (!element) return;
    if (element.tabIndex !== 0) element.tabIndex = 0;
    if (element.getAttribute('role') !== 'group') element.setAttribute('role', 'group');
    if (element.getAttribute('aria-label') !== label) element.setAttribute('aria-label', label);
  }

  /**
   * After a commit: when the rows above the drawn ones now count another height (the mean
   * changed) while the same rows are drawn, scroll by the difference so they stay in place. A
   * render for another reason while the scroll was ahead of the rendered place (new rows, say)
   * may have drawn rows out of view: the rows in view are drawn before the frame is painted.
   */
  committed(start: number, end: number, top: number, viewport: number, renderedTop: number): void {
    const before = this.drawn;
    this.drawn = { heights: this.heights, start, end, top, viewport };
    const scroller = this.scroller;
    if (!scroller) return;
    if (before.heights === this.heights && before.start === start && before.top !== top)
      scroller.scrollTop += top - before.top;
    const now = scroller.scrollTop;
    if (now !== renderedTop && !this.drawsRowsAt(now)) this.scrolled({ top: now, ahead: false });
  }

  private page: number | null = null;

  /** Another page starts at its first row, as antd's table did. */
  showPage(page: number): void {
    const before = this.page;
    this.page = page;
    if (before === null || before === page) return;
    if (this.scroller) this.scroller.scrollTop = 0;
    this.scrolled({ top: 0, ahead: true });
  }

  /** The ref of each drawn row: measured while it is in the DOM. */
  readonly measure = (row: HTMLTableRowElement | null): (() => void) | undefined => {
    if (!row || typeof ResizeObserver === 'undefined') return undefined;
    this.observer ??= new ResizeObserver((entries) => {
      let changed = false;
      for (const entry of entries) {
        const size = entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height;
        if (this.heights.set(indexOfRow(entry.target), size)) changed = true;
      }
      // before the frame is painted: the spacers match the rows measured
      if (changed) flushSync(this.remeasured);
    });
    const observer = this.observer;
    observer.observe(row);
    return () => observer.unobserve(row);
  };

  detach(): void {
    clearTimeout(this.resting);
    this.attach(null, '');
  }
}

/**
 * The table's grid: antd's `Table` (not `virtual`) given only the rows near the scroll place
 * (those in view plus 3 on each side, at most 60) between two spacer rows that keep the scroll
 * height, so antd keeps data for the drawn rows only (its virtual table flattens and caches every
 * row). One `<table>`: antd's content box is the scroll region (its height capped), the header
 * sticks to its top. Rows may differ in height (a wrapped cell): each drawn row is measured
 * (ResizeObserver) into the list's `RowHeights`; the others count the mean measured height.
 */
export const WindowedTable = memo(function WindowedTable({ table, height, testId, tools }: GridProps) {
  const { token } = theme.useToken();
  const rows = tools?.rows ?? table.rows;
  const decorate = tools?.decorate;
  const { selection, operates, pagination, ellipsis, keyOf } = table;
  const columnViews = table.columns;
  // spec 9: the rows within 500 px above and below the visible ones are drawn too, in a render of
  // their own after the one that draws the rows in view: right after mount, or once a scroll rests
  const [place, setPlace] = useState<ScrollPlace>({ top: 0, ahead: false });
  const [, remeasured] = useReducer((n: number) => n + 1, 0);
  // the same place again (a sideways scroll rests) renders nothing
  const [view] = useState(
    () =>
      new Window(remeasured, (next) =>
        setPlace((now) => (now.top === next.top && now.ahead === next.ahead ? now : next)),
      ),
  );
  const box = useRef<HTMLDivElement>(null);
  // the density's row (antd's large, middle or small): its padding, one line of text and the border
  const size = table.toolbar.density.size;
  const padding = size === 'large' ? token.padding : size === 'middle' ? token.paddingSM : token.paddingXS;
  const guess = padding * 2 + Math.round(token.fontSize * token.lineHeight) + token.lineWidth;
  // the widths and ellipsis change how rows wrap
  const widths = columnViews.map((column) => `${column.width}${column.ellipsis ? '…' : ''}`).join();
  // the same list: its length and first and last rows (a local page is a new array at each view)
  const heights = view.heightsFor(
    rows.length,
    [rows.length, rows[0], rows[rows.length - 1], widths, ellipsis, size],
    guess,
  );
  useEffect(() => startTransition(() => setPlace((now) => (now.ahead ? now : { ...now, ahead: true }))), []);
  const scrollTop = place.top;
  const ahead = place.ahead ? table.renderAhead : 0;
  const aheadTop = Math.max(0, scrollTop - ahead);
  const { start, end } = windowAt(heights, aheadTop, scrollTop - aheadTop + height + ahead, OVERSCAN);
  const top = heights.offset(start);
  const bottom = heights.total() - heights.offset(end);

  const label = table.title;
  useLayoutEffect(() => {
    view.attach(box.current?.querySelector<HTMLElement>('.ant-table-content') ?? null, label);
    view.committed(start, end, top, height, scrollTop);
  });
  useEffect(() => () => view.detach(), [view]);
  const page = pagination.current;
  useLayoutEffect(() => view.showPage(page), [view, page]);

  const { copiedText, failedText } = table.copy;
  const { filterProps, onKeyDownCapture } = useHeaderFilters(box);
  const columns: ColumnsType<TableRow> = useMemo(() => {
    const feedback = { copiedText, failedText };
    const list: ColumnsType<TableRow> = columnViews.map((column: TableColumnView) => ({
      key: column.dataIndex,
      dataIndex: column.dataIndex,
      title: column.title,
      width: column.width,
      // a pinned column: antd's sticky cells and their edge shadow while the rows scroll sideways
      fixed: column.pin ?? undefined,
      ...(column.filter ? filterProps(column.filter, column.dataIndex) : null),
      // a column's own ellipsis draws its tooltip (OptionCell), antd's title is off
      ellipsis: column.ellipsis ? { showTitle: false } : false,
      // only typed columns and those with a copy button or an ellipsis pay for a render call; the
      // others keep antd's raw text
      render:
        column.copyable || column.ellipsis
          ? (value: unknown) => (
              <OptionCell column={column} value={value} feedback={feedback} testId={testId}>
                {column.valueType ? <TableCell view={column.cell(value)} /> : column.textOf(value)}
              </OptionCell>
            )
          : column.valueType
            ? (value: unknown) => <TableCell view={column.cell(value)} />
            : undefined,
      onHeaderCell: () =>
        ({
          column,
          'data-column': column.dataIndex,
          'data-pin': column.pin ?? undefined,
        }) as HTMLAttributes<HTMLElement>,
    }));
    if (operates.visible)
      list.push({
        key: OPERATES_KEY,
        title: operates.title,
        width: operates.width,
        fixed: 'right',
        onHeaderCell: () => ({ 'data-operates': true }) as HTMLAttributes<HTMLElement>,
        render: (_: unknown, row: TableRow) => (
          <RowOperates
            operates={operates.of(row)}
            moreLabel={operates.moreLabel}
            rowLabel={operates.rowLabel(keyOf(row))}
            testId={testId}
          />
        ),
      });
    return decorate ? decorate(list) : list;
  }, [columnViews, keyOf, operates, testId, copiedText, failedText, decorate, filterProps]);

  // one selection object per view, not per scroll: a new one makes antd rebuild its columns
  const pinnedLeft = columnViews.some((column) => column.pin === 'left');
  const checkClasses = useRowCheckClasses();
  const rowSelection = useMemo<TableRowSelection<TableRow> | undefined>(
    () =>
      selection.type
        ? {
            type: selection.type,
            columnWidth: selection.width,
            // the box column sticks with the columns pinned left
            fixed: pinnedLeft || undefined,
            // text in antd's hidden measure row; the header cell draws the box
            columnTitle: selection.type === 'checkbox' ? selection.checkAllLabel : undefined,
            selectedRowKeys: selection.checkedKeys,
            preserveSelectedRowKeys: true,
            onSelect: (row, checked) => selection.toggle(keyOf(row), checked),
            // a checkbox table's row boxes are light (RowCheck): antd's own is set up per box
            renderCell:
              selection.type === 'checkbox'
                ? (checked: boolean, row: TableRow) => {
                    const key = keyOf(row);
                    return (
                      <RowCheck
                        classes={checkClasses}
                        checked={checked}
                        disabled={!selection.canCheck(key)}
                        label={selection.checkLabel(key)}
                        rowKey={key}
                        toggle={selection.toggle}
                      />
                    );
                  }
                : undefined,
            getCheckboxProps: (row) => {
              const key = keyOf(row);
              return {
                disabled: !selection.canCheck(key),
                'aria-label': selection.checkLabel(key),
              };
            },
          }
        : undefined,
    [selection, pinnedLeft, keyOf, checkClasses],
  );
  const windowRows = useMemo(() => rows.slice(start, end), [rows, start, end]);
  const onRow = useCallback(
    (_: TableRow, index?: number) =>
      ({ 'aria-rowindex': start + (index ?? 0) + 2 }) as HTMLAttributes<HTMLElement>,
    [start],
  );
  const spacers = useMemo(() => ({ top, bottom }), [top, bottom]);
  const scroll = useMemo(() => ({ x: table.scrollX }), [table.scrollX]);
  // antd's content box scrolls both ways (the header sticks to its top); no scroll anchoring by the
  // browser, the drawn rows are kept in place here (Window.committed)
  const styles = useMemo(
    () => ({ content: { maxHeight: height, overflowY: 'auto', overflowAnchor: 'none' } }) as const,
    [height],
  );
  const locale = useMemo(() => ({ emptyText: table.emptyText }), [table.emptyText]);
  const onChange = useCallback(
    (_: unknown, filters: Parameters<typeof chooseFilters>[1]) => chooseFilters(columnViews, filters),
    [columnViews],
  );
  return (
    // the header filter buttons' keys are read before antd's header cells see them
    <div
      ref={box}
      className="suite-table-windowed"
      data-testid={`${testId}-grid`}
      onKeyDownCapture={onKeyDownCapture}
    >
      <SpacerContext.Provider value={spacers}>
        <MeasureContext.Provider value={view.measure}>
          <CheckAllContext.Provider value={selection.type === 'checkbox' ? table : null}>
            <AntTable<TableRow>
              rowKey={table.rowKey}
              columns={columns}
              dataSource={windowRows}
              loading={table.loading}
              components={components}
              scroll={scroll}
              styles={styles}
              size={size}
              aria-label={table.title}
              aria-rowcount={rows.length + 1}
              aria-busy={table.loading || undefined}
              onRow={onRow}
              locale={locale}
              rowSelection={rowSelection}
              onChange={onChange}
              pagination={false}
            />
          </CheckAllContext.Provider>
        </MeasureContext.Provider>
      </SpacerContext.Provider>
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
