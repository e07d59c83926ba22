import type {
  FormItem,
  FormValues,
  RowEditFieldView,
  RowEditView,
  TableRow,
  TableRowMove,
  TableRowOperatesView,
} from '@suite-ui/core';
import {
  useRowEditFields,
  useTable,
  useTableRowEdit,
  useTableRowMove,
  useVirtualRows,
  type TableRowMover,
  type TableSkinProps,
} from '@suite-ui/core/react';
import { ActionSheet, Button, Checkbox, DotLoading, Empty, ErrorBlock } from 'antd-mobile';
import { useCallback, useState, type CSSProperties } from 'react';
import { MobileColumnSettings } from './MobileColumnSettings';
import { MobileFilterSheet } from './MobileFilterSheet';
import { MobileRowEditSheet } from './MobileRowEditSheet';
import { TableCell } from './TableCell';
import { CardCellOptions } from './CardCellOptions';
import { PullRefresh } from '../shared/PullRefresh';
import { SaveProblemDialog } from '../shared/SaveProblemDialog';
import { MobileLogPage, MobileSortPage, MobileSyncPage } from './MobileDialogs';
import './table.css';
import { VISUALLY_HIDDEN } from '../shared/visually-hidden';

/** Drag-sort cards of the mobile table (issue 38): a handle moved by the finger or the keyboard. */
export interface TableRowMoveOptions {
  /** The field holding a row's sort value (default `sort`); the rows come in its order. */
  sortField?: string;
  /**
   * Saves a move: the moved row, its old and new index, the new order and the planned writes (one
   * row's sort value unless the list had to be renumbered). A rejection puts the row back.
   */
  onRowMove(move: TableRowMove): Promise<unknown>;
}

/** Editable cards of the mobile table (issue 38), as the desktop's editable rows. */
export interface TableRowEditOptions {
  /**
   * The editable columns as form items, `id` being the column's `dataIndex`: their `required` and
   * `rules` validate the row, their `itemType` (else the column's `valueType`) picks the input.
   */
  items: readonly FormItem[];
  /**
   * Saves a row (the row as it was and the edited values). A rejection keeps the sheet open with
   * the values and shows the error's message. Read when the table mounts.
   */
  onRowSave(row: TableRow, values: FormValues): Promise<unknown>;
}

/** Props of the mobile `Table`. */
export interface TableProps extends TableSkinProps {
  /** Height of the scrolling list (px or a CSS length; default: the screen below the nav bar and toolbar). */
  height?: number | string;
  /** Drag-sort cards (opt-in): a handle on each card, the finger and the keyboard, one write per move. */
  rowMove?: TableRowMoveOptions;
  /** Editable cards (opt-in): an edit button on each card opens the row's fields in a sheet. */
  rowEdit?: TableRowEditOptions;
}

/** The row editor a card list draws: its view and fields. */
interface CardEdit {
  view: RowEditView;
  fields: readonly RowEditFieldView[];
}

/** Holds the row editor of editable cards (its machine runs only for a table that edits). */
function EditableCards({ rowEdit, ...props }: TableProps & { rowEdit: TableRowEditOptions }) {
  const view = useTableRowEdit({ items: rowEdit.items, onSaveRow: rowEdit.onRowSave, platform: 'mobile' });
  const fields = useRowEditFields(props.columns, rowEdit.items);
  return <Cards {...props} edit={{ view, fields }} />;
}

/**
 * The mobile table (spec 2.3): a card per row with the visible columns as label and value, the
 * column settings in a popup, and the next page loaded near the end (threshold 10 rows, spec 9).
 * Only the cards in view are in the DOM. With `rowEdit`, each card's edit button opens its sheet.
 */
export function Table({ rowEdit, ...props }: TableProps) {
  return rowEdit ? <EditableCards {...props} rowEdit={rowEdit} /> : <Cards {...props} />;
}

/** A card's line height and padding at each density (the desktop rows' large, middle, small). */
const CARD = {
  large: { line: 26, padding: 16 },
  middle: { line: 22, padding: 12 },
  small: { line: 18, padding: 8 },
} as const;

/** The card list; `edit`: the row editor of editable cards. */
function Cards({
  height = 'calc(100dvh - 110px)',
  rowMove,
  edit,
  ...props
}: Omit<TableProps, 'rowEdit'> & { edit?: CardEdit }) {
  const table = useTable({ paginationType: 'more', ...props, platform: 'mobile' });
  const mover = useTableRowMove({
    rows: table.rows,
    keyOf: table.keyOf,
    sortField: rowMove?.sortField,
    onRowMove: (move) => rowMove?.onRowMove(move) ?? Promise.resolve(),
    enabled: rowMove !== undefined,
    // the card list's own box: a card held near its top or bottom edge scrolls it
    scroller: (list) => (list ? { element: list } : null),
  });
  // the cards as shown: a lifted card at its place, a move being saved already made
  const shown = rowMove ? mover.rows : table.rows;
  const testId = props['data-testid'] ?? 'table';
  // the card whose action sheet is open (UI state; which operates it shows is the view model's)
  const [sheet, setSheet] = useState<{ key: string; operates: TableRowOperatesView } | null>(null);
  const [settingsOpened, setSettingsOpened] = useState(false);
  const [densityOpen, setDensityOpen] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { density, fullscreen, reload } = table.toolbar;
  const { line: LINE, padding } = CARD[density.size];
  if (table.settings.visible && !settingsOpened) setSettingsOpened(true);
  const { operates, selection } = table;
  const checkable = selection.type !== null;
  const checked = new Set(selection.checkedKeys);
  const cardHeight = padding * 2 + Math.max(1, table.columns.length) * LINE + 8;
  const { setScroller, totalHeight, rows } = useVirtualRows({
    count: shown.length,
    rowHeight: cardHeight,
    // spec 9: rows within 500 px beyond the visible ones are drawn
    overscan: Math.ceil(table.renderAhead / cardHeight),
    onRangeChange: table.pagination.rangeChanged,
    // the dragged card holds the pointer: it stays drawn while the drag scrolls the list
    keep: mover.draggedIndex,
  });
  const setContainer = mover.setContainer;
  const setList = useCallback(
    (element: HTMLDivElement | null) => {
      setScroller(element);
      setContainer(element);
    },
    [setScroller, setContainer],
  );
  return (
    <div
      className="suite-table-mobile"
      data-testid={testId}
      data-fullscreen={fullscreen.active || undefined}
      data-density={density.value}
    >
      <div className="suite-table-toolbar">
        {table.toolbar.visible && (
          <>
            <Button size="small" onClick={table.settings.open} data-testid={`${testId}-settings`}>
              {table.toolbar.settings}
            </Button>
            <Button size="small" onClick={table.sort.open} data-testid={`${testId}-sort`}>
              {table.toolbar.sort}
            </Button>
            <Button
              size="small"
              onClick={() => table.sync.open('updateSyncTableCol')}
              data-testid={`${testId}-sync`}
            >
              {table.toolbar.sync}
            </Button>
            <Button size="small" onClick={table.log.open} data-testid={`${testId}-log`}>
              {table.toolbar.log}
            </Button>
          </>
        )}
        {table.filters.visible && (
          <Button
            size="small"
            color={table.filters.count > 0 ? 'primary' : 'default'}
            onClick={() => setFiltersOpen(true)}
            data-testid={`${testId}-filter`}
          >
            {table.filters.label}
          </Button>
        )}
        {density.visible && (
          <Button size="small" onClick={() => setDensityOpen(true)} data-testid={`${testId}-density`}>
            {density.label}
          </Button>
        )}
        {reload.visible && (
          <Button
            size="small"
            onClick={reload.run}
            loading={reload.busy}
            aria-label={reload.label}
            data-testid={`${testId}-reload`}
          >
            {reload.label}
          </Button>
        )}
        {fullscreen.visible && (
          <Button
            size="small"
            onClick={fullscreen.toggle}
            aria-pressed={fullscreen.active}
            data-testid={`${testId}-fullscreen`}
          >
            {fullscreen.label}
          </Button>
        )}
        <span style={{ color: 'var(--adm-color-weak)' }} data-testid={`${testId}-total`}>
          {table.pagination.totalText}
        </span>
        <span role="status" data-testid={`${testId}-notice`}>
          {table.notice?.text}
        </span>
      </div>
      {table.error && (
        <ErrorBlock status="default" title={table.errorTitle} description={table.error}>
          <Button color="primary" size="small" onClick={table.retry}>
            {table.retryLabel}
          </Button>
        </ErrorBlock>
      )}
      {!table.loading && table.rows.length === 0 && !table.error && <Empty description={table.emptyText} />}
      <div
        ref={setList}
        aria-busy={table.loading}
        data-testid={`${testId}-list`}
        className="suite-table-scroll"
        // full screen: the list takes the screen below the toolbar (table.css)
        style={{ height: fullscreen.active ? undefined : height, overflow: 'auto', position: 'relative' }}
      >
        <PullRefresh
          onRefresh={table.toolbar.reload.run}
          refreshing={table.toolbar.reload.busy}
          testId={`${testId}-pull`}
        >
          <div
            // a label needs the list role: on a plain div (no rows yet) screen readers would not say it
            role={table.rows.length > 0 ? 'list' : undefined}
            aria-label={table.rows.length > 0 ? table.title : undefined}
            style={{ height: totalHeight, position: 'relative' }}
          >
            {rows.map((item) => {
              const row = shown[item.index] as TableRow;
              const key = table.keyOf(row);
              const rowOperates = operates.visible ? operates.of(row) : null;
              return (
                <div
                  key={key}
                  role="listitem"
                  // only the cards near the scroll place are drawn: each says its place among the loaded rows
                  aria-posinset={item.index + 1}
                  aria-setsize={shown.length}
                  data-testid={`${testId}-card`}
                  data-key={key}
                  // the drop target under the finger (usePointerDrag looks for it)
                  data-row-key={rowMove ? key : undefined}
                  data-movable={rowMove ? true : undefined}
                  data-dragging={mover.draggedKey === key || undefined}
                  data-over={(mover.draggedKey !== undefined && mover.overKey === key) || undefined}
                  className="suite-table-card"
                  data-operates={rowOperates && rowOperates.all.length > 0 ? true : undefined}
                  data-checkable={checkable || undefined}
                  data-editable={edit ? true : undefined}
                  style={
                    {
                      height: cardHeight - 8,
                      '--suite-table-card-padding': `${padding}px`,
                      transform: `translateY(${item.start}px)`,
                    } as CSSProperties
                  }
                >
                  {rowMove && <CardMoveHandle mover={mover} rowKey={key} testId={testId} />}
                  {checkable && (
                    <span className="suite-table-card-check">
                      {/* named by hidden text: antd-mobile puts an aria-label on its <label>, where it is not allowed */}
                      <Checkbox
                        checked={checked.has(key)}
                        disabled={!selection.canCheck(key)}
                        onChange={(on) => selection.toggle(key, on)}
                        data-testid={`${testId}-card-check`}
                      >
                        <span className={VISUALLY_HIDDEN}>{selection.checkLabel(key)}</span>
                      </Checkbox>
                    </span>
                  )}
                  {rowOperates && rowOperates.all.length > 0 && (
                    <Button
                      size="mini"
                      fill="outline"
                      className="suite-table-card-ops"
                      aria-label={operates.rowLabel(key)}
                      onClick={() => setSheet({ key, operates: rowOperates })}
                      data-testid={`${testId}-card-operates`}
                    >
                      {operates.title}
                    </Button>
                  )}
                  {edit && (
                    <Button
                      size="mini"
                      fill="outline"
                      className="suite-table-card-edit"
                      aria-label={edit.view.labels.editRow(key)}
                      onClick={() => edit.view.start(key, row)}
                      data-testid={`${testId}-edit-${key}`}
                    >
                      {edit.view.labels.edit}
                    </Button>
                  )}
                  {table.columns.map((column) => (
                    <div
                      key={column.dataIndex}
                      data-column={column.dataIndex}
                      // a column pinned left heads the card, one pinned right closes it (core's order)
                      data-pin={column.pin ?? undefined}
                      className="suite-table-card-line"
                      style={{ display: 'flex', gap: 8, lineHeight: `${LINE}px`, whiteSpace: 'nowrap' }}
                    >
                      <span
                        style={{
                          color: 'var(--adm-color-weak)',
                          flex: '0 0 96px',
                          overflow: 'hidden',
                          textOverflow: 'ellipsis',
                        }}
                      >
                        {column.title}
                      </span>
                      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                        {column.copyable || column.ellipsis ? (
                          <CardCellOptions
                            column={column}
                            value={row[column.dataIndex]}
                            feedback={table.copy}
                            testId={testId}
                          >
                            {column.valueType ? (
                              <TableCell view={column.cell(row[column.dataIndex])} />
                            ) : (
                              column.textOf(row[column.dataIndex])
                            )}
                          </CardCellOptions>
                        ) : column.valueType ? (
                          <TableCell view={column.cell(row[column.dataIndex])} />
                        ) : (
                          String(row[column.dataIndex] ?? '')
                        )}
                      </span>
                    </div>
                  ))}
                </div>
              );
            })}
          </div>
          <div
            style={{ textAlign: 'center', padding: 12, color: 'var(--adm-color-weak)' }}
            data-testid={`${testId}-more`}
          >
            {table.loading ? (
              <span>
                {table.pagination.loadMoreText}
                <DotLoading />
              </span>
            ) : table.pagination.hasMore ? (
              <Button size="small" fill="none" onClick={table.pagination.more}>
                {table.pagination.loadMoreText}
              </Button>
            ) : (
              table.rows.length > 0 && table.pagination.noMoreText
            )}
          </div>
        </PullRefresh>
      </div>
      {selection.bar.visible && (
        // the selection bar sits at the bottom of the list: count, clear and the host's batch actions
        <div
          role="region"
          aria-label={selection.bar.label}
          className="suite-table-selection"
          data-testid={`${testId}-selection`}
        >
          <span aria-live="polite" data-testid={`${testId}-selection-count`}>
            {selection.bar.text}
          </span>
          <Button
            size="small"
            fill="none"
            color="primary"
            onClick={selection.bar.clear}
            data-testid={`${testId}-selection-clear`}
          >
            {selection.bar.clearLabel}
          </Button>
          <span className="suite-table-selection-actions">
            {selection.bar.actions.map((action) => (
              <Button
                key={action.key}
                size="small"
                color={action.danger ? 'danger' : 'primary'}
                fill={action.danger ? 'outline' : 'solid'}
                onClick={action.run}
                data-testid={`${testId}-batch-${action.key}`}
              >
                {action.label}
              </Button>
            ))}
          </span>
        </div>
      )}
      {/* the popups mount when opened: a list that never opens them pays nothing */}
      {rowMove && (
        <span
          className={`${VISUALLY_HIDDEN} suite-table-live`}
          role="status"
          aria-live="assertive"
          data-testid={`${testId}-move-status`}
        >
          {mover.view.announcement}
        </span>
      )}
      {table.filters.visible && (
        <MobileFilterSheet
          filters={table.filters}
          visible={filtersOpen}
          onClose={() => setFiltersOpen(false)}
          testId={testId}
        />
      )}
      {edit && <MobileRowEditSheet edit={edit.view} fields={edit.fields} testId={testId} />}
      {settingsOpened && <MobileColumnSettings settings={table.settings} testId={testId} />}
      {table.sync.visible && <MobileSyncPage sync={table.sync} testId={testId} />}
      {table.sort.visible && <MobileSortPage sort={table.sort} testId={testId} />}
      <SaveProblemDialog problem={table.problem} testId={testId} />
      {table.log.visible && (
        <MobileLogPage log={table.log} testId={testId} closeLabel={table.settings.cancelLabel} />
      )}
      {densityOpen && (
        <ActionSheet
          visible
          extra={density.label}
          cancelText={table.settings.cancelLabel}
          onClose={() => setDensityOpen(false)}
          onAction={() => setDensityOpen(false)}
          actions={density.options.map((option) => ({
            key: option.value,
            text: (
              <span data-density={option.value} aria-current={option.active || undefined}>
                {option.active ? `✓ ${option.label}` : option.label}
              </span>
            ),
            onClick: option.choose,
          }))}
        />
      )}
      {sheet && (
        <ActionSheet
          visible
          extra={operates.rowLabel(sheet.key)}
          cancelText={table.settings.cancelLabel}
          onClose={() => setSheet(null)}
          onAction={() => setSheet(null)}
          actions={sheet.operates.all.map((operate) => ({
            key: operate.key,
            text: <span data-operate={operate.key}>{operate.label}</span>,
            danger: operate.danger,
            onClick: operate.run,
          }))}
        />
      )}
    </div>
  );
}

/**
 * A card's drag handle: the finger or mouse drags it over the other cards (the one drag
 * mechanism); from the keyboard ArrowUp/ArrowDown move the card one place at once, and Space or
 * Enter lifts it for several steps, dropped with Space or Enter (Esc puts it back).
 */
function CardMoveHandle({ mover, rowKey, testId }: { mover: TableRowMover; rowKey: string; testId: string }) {
  const handle = mover.handleProps(rowKey);
  const lifted = mover.view.liftedKey === rowKey;
  return (
    <button
      type="button"
      className="suite-table-card-handle"
      aria-label={mover.view.labels.handle(rowKey)}
      aria-pressed={lifted}
      // not disabled while a move is saved: the focus stays on the handle for the next step
      aria-disabled={mover.view.saving || undefined}
      data-testid={`${testId}-move-${rowKey}`}
      {...handle}
      onKeyDown={undefined}
      // in the capture phase, and stopped there when taken: the pull to refresh around the list
      // moves on the arrow keys too and would swallow an ArrowDown (its listener sits below the root)
      onKeyDownCapture={(event) => {
        const taken = () => {
          event.preventDefault();
          event.stopPropagation();
        };
        if (!lifted && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
          taken();
          mover.step(rowKey, event.key === 'ArrowUp' ? -1 : 1);
          return;
        }
        handle.onKeyDown({ key: event.key, preventDefault: taken });
      }}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
}
