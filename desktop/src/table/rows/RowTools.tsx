import type {
  FormItem,
  FormValues,
  RowEditFieldView,
  RowEditView,
  TableColumn,
  TableRow,
  TableRowMove,
  TableView,
} from '@suite-ui/core';
import { HolderOutlined } from '@ant-design/icons';
import { useRowEditFields, useTableRowEdit, useTableRowMove, type TableRowMover } from '@suite-ui/core/react';
import { Button, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { EditableRowCell } from '../EditableRowCell';
import './rows.css';
import { VISUALLY_HIDDEN } from '../../shared/visually-hidden';

/**
 * The grid's scroll box (antd's content box) for a row drag near its edges; its sticky header
 * covers its top, so the upper zone starts under the header.
 */
function rowsScroller(container: HTMLElement | null) {
  const element = container?.querySelector<HTMLElement>('.ant-table-content');
  if (!element) return null;
  return { element, top: element.querySelector('thead')?.getBoundingClientRect().bottom };
}

/** Editable rows of the desktop table (issue 38). */
export interface TableRowEditOptions {
  /**
   * The editable columns as form items, `id` being the column's `dataIndex`: their `required` and
   * `rules` validate the row, their `itemType` (else the column's `valueType`) picks the input.
   */
  items: readonly FormItem[];
  /**
   * Saves a row (the row as it was and the edited values). A rejection keeps the row in edit mode
   * with its values and shows the error's message on it. Read when the table mounts.
   */
  onRowSave(row: TableRow, values: FormValues): Promise<unknown>;
}

/** Drag-sort rows of the table (issue 38): by a handle with the pointer, and by the keyboard. */
export interface TableRowMoveOptions {
  /** The field holding a row's sort value (default `sort`); the rows come in its order. */
  sortField?: string;
  /**
   * Saves a move: the moved row, its old and new index, the new order and the planned writes (one
   * row's sort value unless the list had to be renumbered). A rejection puts the row back.
   */
  onRowMove(move: TableRowMove): Promise<unknown>;
}

interface RowToolsValue {
  edit: RowEditView | undefined;
  fields: readonly RowEditFieldView[];
  mover: TableRowMover | undefined;
  testId: string;
}

const RowToolsContext = createContext<RowToolsValue>({
  edit: undefined,
  fields: [],
  mover: undefined,
  testId: 'table',
});

const HANDLE_KEY = '__move__';
const EDIT_KEY = '__edit__';

/** A cell of an editable column: an input while its row is edited. */
function EditCell({
  rowKey,
  field,
  children,
}: {
  rowKey: string;
  field: RowEditFieldView;
  children: ReactNode;
}) {
  const { edit, fields, testId } = useContext(RowToolsContext);
  if (!edit) return <>{children}</>;
  return (
    <EditableRowCell
      edit={edit}
      rowKey={rowKey}
      field={field}
      autoFocus={fields[0]?.field === field.field}
      testId={testId}
    >
      {children}
    </EditableRowCell>
  );
}

/** The row's edit, save and cancel buttons, and the row's notice (invalid, save failed) kept there. */
function EditActions({ rowKey, row }: { rowKey: string; row: TableRow }) {
  const { edit, testId } = useContext(RowToolsContext);
  if (!edit) return null;
  if (!edit.isEditing(rowKey)) {
    return (
      <Button
        type="link"
        size="small"
        aria-label={edit.labels.editRow(rowKey)}
        onClick={() => edit.start(rowKey, row)}
        data-testid={`${testId}-edit-${rowKey}`}
      >
        {edit.labels.edit}
      </Button>
    );
  }
  return (
    <Space orientation="vertical" size={2}>
      <Space size={4}>
        <Button
          type="primary"
          size="small"
          loading={edit.saving}
          onClick={edit.save}
          data-testid={`${testId}-edit-save`}
        >
          {edit.saving ? edit.labels.saving : edit.labels.save}
        </Button>
        <Button
          size="small"
          disabled={edit.saving}
          onClick={edit.cancel}
          data-testid={`${testId}-edit-cancel`}
        >
          {edit.labels.cancel}
        </Button>
      </Space>
      {edit.notice && (
        <Typography.Text type="danger" role="alert" data-testid={`${testId}-edit-notice`}>
          {edit.notice}
        </Typography.Text>
      )}
    </Space>
  );
}

/** The row's drag handle: pointer drag, and Space/Enter, arrows and Esc from the keyboard. */
function MoveHandle({ rowKey }: { rowKey: string }) {
  const { mover, edit, testId } = useContext(RowToolsContext);
  if (!mover) return null;
  const lifted = mover.view.liftedKey === rowKey;
  const handle = mover.handleProps(rowKey);
  return (
    <button
      type="button"
      className="suite-table-row-handle"
      aria-label={mover.view.labels.handle(rowKey)}
      aria-pressed={lifted}
      disabled={mover.view.saving || edit?.editingKey !== undefined}
      data-dragging={mover.draggedKey === rowKey || undefined}
      data-testid={`${testId}-move-${rowKey}`}
      {...handle}
      onKeyDown={handle.onKeyDown}
    >
      <HolderOutlined />
    </button>
  );
}

/** What the grid takes for editable and drag-sort rows. */
export interface RowTools {
  /** Adds the handle column, the editable cells and the edit column to the grid's columns. */
  decorate?: (columns: ColumnsType<TableRow>) => ColumnsType<TableRow>;
  /** The rows as shown (a held or moved row at its new place). */
  rows?: readonly TableRow[];
}

/**
 * Editable and drag-sort rows for the desktop table: the row editor and the row mover of core, the
 * grid's columns decorated with the inputs, the edit buttons and the handles.
 */
export function useRowToolsGrid(
  table: TableView,
  columns: readonly TableColumn[],
  rowEdit: TableRowEditOptions | undefined,
  rowMove: TableRowMoveOptions | undefined,
  testId: string,
  grid: (tools: RowTools) => ReactNode,
): ReactNode {
  const edit = useTableRowEdit({
    items: rowEdit?.items ?? [],
    onSaveRow: (row, values) => rowEdit?.onRowSave(row, values) ?? Promise.resolve(),
  });
  const fields = useRowEditFields(columns, rowEdit?.items ?? []);
  const mover = useTableRowMove({
    rows: table.rows,
    keyOf: table.keyOf,
    sortField: rowMove?.sortField,
    onRowMove: (move) => rowMove?.onRowMove(move) ?? Promise.resolve(),
    enabled: rowMove !== undefined && edit.editingKey === undefined,
    scroller: rowsScroller,
  });
  const editing = rowEdit !== undefined;
  const moving = rowMove !== undefined;
  const value = useMemo<RowToolsValue>(
    () => ({ edit: editing ? edit : undefined, fields, mover: moving ? mover : undefined, testId }),
    [edit, fields, mover, editing, moving, testId],
  );
  const { keyOf } = table;
  const handleTitle = mover.view.labels.column;
  const editTitle = edit.labels.edit;
  const decorate = useMemo(() => {
    if (!editing && !moving) return undefined;
    const byField = new Map(fields.map((field) => [field.field, field]));
    return (list: ColumnsType<TableRow>): ColumnsType<TableRow> => {
      const withCells = list.map((column) => {
        const field = 'dataIndex' in column ? byField.get(String(column.dataIndex)) : undefined;
        if (!editing || !field) return column;
        const render = column.render;
        return {
          ...column,
          render: (cell: unknown, row: TableRow, index: number) => (
            <EditCell rowKey={keyOf(row)} field={field}>
              {render ? (render(cell, row, index) as ReactNode) : (cell as ReactNode)}
            </EditCell>
          ),
        };
      });
      const handle = moving
        ? [
            {
              key: HANDLE_KEY,
              title: <span className="suite-table-row-handle-title">{handleTitle}</span>,
              width: 56,
              fixed: 'left' as const,
              render: (_: unknown, row: TableRow) => <MoveHandle rowKey={keyOf(row)} />,
            },
          ]
        : [];
      const actions = editing
        ? [
            {
              key: EDIT_KEY,
              title: editTitle,
              width: 170,
              fixed: 'right' as const,
              render: (_: unknown, row: TableRow) => <EditActions rowKey={keyOf(row)} row={row} />,
            },
          ]
        : [];
      return [...handle, ...withCells, ...actions];
    };
  }, [editing, moving, fields, keyOf, handleTitle, editTitle]);
  const rows = moving ? mover.rows : undefined;
  const tools = useMemo(() => ({ decorate, rows }), [decorate, rows]);
  return (
    <RowToolsContext.Provider value={value}>
      <div
        ref={moving ? mover.setContainer : undefined}
        onKeyDown={(event) => {
          // F2 edits the row the focus is in (its handle, its edit button)
          if (!editing || event.key !== 'F2') return;
          const key = (event.target as Element).closest('[data-row-key]')?.getAttribute('data-row-key');
          const row = key ? table.rows.find((candidate) => keyOf(candidate) === key) : undefined;
          if (key && row) {
            event.preventDefault();
            edit.start(key, row);
          }
        }}
      >
        {grid(tools)}
      </div>
      {moving && (
        <span
          className={`${VISUALLY_HIDDEN} suite-table-live`}
          role="status"
          aria-live="assertive"
          data-testid={`${testId}-move-status`}
        >
          {mover.view.announcement}
        </span>
      )}
    </RowToolsContext.Provider>
  );
}

/** Props of `RowToolsGrid`. */
export interface RowToolsGridProps {
  table: TableView;
  columns: readonly TableColumn[];
  rowEdit: TableRowEditOptions | undefined;
  rowMove: TableRowMoveOptions | undefined;
  testId: string;
  /** The grid, given the tools. */
  grid(tools: RowTools): ReactNode;
}

/**
 * The grid of a table with editable or drag-sort rows: mounted only when the host asks for one,
 * so a table without them starts no row editor.
 */
export function RowToolsGrid({ table, columns, rowEdit, rowMove, testId, grid }: RowToolsGridProps) {
  return useRowToolsGrid(table, columns, rowEdit, rowMove, testId, grid);
}
