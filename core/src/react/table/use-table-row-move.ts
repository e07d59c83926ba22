import { useLayoutEffect, useRef, useState } from 'react';
import type { DragHandleProps } from '../../dom/drag';
import { tableTexts, type TableRow } from '../../table';
import {
  ROW_MOVE_IDLE,
  connectRowMove,
  planTableRowMove,
  previewOrder,
  rowMoveKey,
  type RowMoveState,
  type RowMoveView,
  type TableRowMove,
} from '../../table/table.row-move';
import type { EdgeScrollBox } from '../../dom/drag';
import { usePointerDrag } from '../drag';
import { useT } from '../use-locale';

export interface UseTableRowMoveProps {
  /** The rows in their order (the sort field rising). */
  rows: readonly TableRow[];
  /** A row's key. */
  keyOf(row: TableRow): string;
  /** The field holding a row's sort value (default `sort`). */
  sortField?: string;
  /**
   * Saves a move: the planned writes (one row's sort value, unless the list had to be renumbered).
   * The new order shows until the host's rows change; a rejection puts the row back and says why.
   */
  onRowMove(move: TableRowMove): Promise<unknown>;
  /** Off: no handle moves anything (a row in edit mode, a read-only table). */
  enabled?: boolean;
  /**
   * The box the rows scroll in, within the rows' container: a drag near its top or bottom edge
   * scrolls it, so a row can be moved past the rows in view.
   */
  scroller?(container: HTMLElement | null): EdgeScrollBox | null;
}

/** What a skin draws for drag-sort rows. */
export interface TableRowMover {
  view: RowMoveView;
  /** The rows as shown: the keyboard's held row at its place, a move being saved already made. */
  rows: readonly TableRow[];
  /** The row dragged by the pointer and the row it is over (undefined when none). */
  draggedKey: string | undefined;
  overKey: string | undefined;
  /** The dragged row's place in `rows`: a windowed list keeps it drawn while the drag scrolls. */
  draggedIndex: number | undefined;
  /** The element holding the rows (each marked `data-row-key`). */
  setContainer(element: HTMLElement | null): void;
  /** A row's handle: the pointer drag and the keyboard (Space/Enter lift and drop, arrows, Esc). */
  handleProps(key: string): DragHandleProps & {
    onKeyDown(event: { key: string; preventDefault(): void }): void;
  };
  /** The mobile sort mode's buttons: one step up or down, saved at once. */
  step(key: string, by: -1 | 1): void;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : typeof error === 'string' ? error : '';
}

/** Drag-sort rows: the pointer and the keyboard move one row, planned by core's row-move rules. */
export function useTableRowMove({
  rows,
  keyOf,
  sortField = 'sort',
  onRowMove,
  enabled = true,
  scroller,
}: UseTableRowMoveProps): TableRowMover {
  // the feature's texts are the table's: useT reads them once its hook has loaded them
  void tableTexts;
  const t = useT();
  const [state, setState] = useState<RowMoveState>(ROW_MOVE_IDLE);
  const [moved, setMoved] = useState<{ base: readonly TableRow[]; order: TableRow[] } | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<{ key: string; reason: string } | undefined>(undefined);
  const latest = useRef(onRowMove);
  useLayoutEffect(() => {
    latest.current = onRowMove;
  });
  // a saved move shows until the host gives its rows again
  const shown = moved !== null && moved.base === rows ? moved.order : rows;
  const keys = shown.map(keyOf);

  const drop = (from: number, to: number) => {
    const move = planTableRowMove(shown, keyOf, sortField, from, to);
    if (!move) return;
    setMoved({ base: rows, order: move.rows });
    setSaving(true);
    setFailure(undefined);
    latest.current(move).then(
      () => setSaving(false),
      (error: unknown) => {
        setSaving(false);
        setMoved(null);
        setState(ROW_MOVE_IDLE);
        setFailure({ key: move.key, reason: reasonOf(error) });
      },
    );
  };

  const drag = usePointerDrag<string, string>({
    enabled: enabled && !saving,
    targetAt: (container, x, y) => {
      const marked = container?.ownerDocument.elementFromPoint(x, y)?.closest('[data-row-key]');
      return marked && container?.contains(marked)
        ? (marked.getAttribute('data-row-key') ?? undefined)
        : undefined;
    },
    sameTarget: (a, b) => a === b,
    startTarget: (key) => key,
    scroller,
    drop: (source, target) => {
      const from = keys.indexOf(source);
      const to = keys.indexOf(target);
      if (from >= 0 && to >= 0 && from !== to) {
        setState({
          lifted: undefined,
          said: {
            key: 'table.drag.moved',
            values: { key: source, position: String(to + 1), total: String(keys.length) },
          },
        });
        drop(from, to);
      }
    },
  });

  const ordered = previewOrder(shown, state);
  const draggedKey = drag.source ?? undefined;
  return {
    view: connectRowMove(state, saving, failure, { t: t as never }),
    rows: ordered,
    draggedKey,
    draggedIndex:
      draggedKey === undefined ? undefined : ordered.findIndex((row) => keyOf(row) === draggedKey),
    overKey: drag.target ?? undefined,
    setContainer: drag.setContainer,
    handleProps: (key) => ({
      ...drag.handleProps(key),
      onKeyDown: (event) => {
        if (!enabled || saving) return;
        const next = rowMoveKey(state, keys, key, event.key);
        if (!next.handled) return;
        event.preventDefault();
        setFailure(undefined);
        setState(next.state);
        if (next.drop) drop(next.drop.from, next.drop.to);
      },
    }),
    step: (key, by) => {
      if (!enabled || saving) return;
      const from = keys.indexOf(key);
      const to = from + by;
      if (from < 0 || to < 0 || to >= keys.length) return;
      setState({
        lifted: undefined,
        said: {
          key: 'table.drag.moved',
          values: { key, position: String(to + 1), total: String(keys.length) },
        },
      });
      drop(from, to);
    },
  };
}
