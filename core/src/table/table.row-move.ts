// Drag-sort rows of the table (issue 38): a row lifted from the keyboard (Space/Enter), moved with
// the arrow keys, dropped (Space/Enter) or put back (Esc); a drag by the handle drops at once. Every
// drop is planned by the sort renumbering rules (planRowMove over planSortMove), so one move writes
// one row's sort value, and every step is said in a live region.
import type { SortWrite } from '../sort';
import type { ConnectEnv } from '../shared/connect';
import { keyboardMoveTarget, planRowMove } from './table.row-edit';
import type { TableRow } from './table.types';

/** A row move the host saves: the moved row, where it went, the new order and the writes. */
export interface TableRowMove {
  /** The moved row's key. */
  key: string;
  /** The moved row. */
  row: TableRow;
  /** Its index before and after the move. */
  from: number;
  to: number;
  /** The rows in their new order, with the new sort values written in. */
  rows: TableRow[];
  /** The sort values to save (one row, unless the list had to be renumbered). */
  writes: SortWrite<{ id: string; sort: number | null }>[];
}

/** The keyboard's lift: which row is held, where it started and where it is now. */
export interface RowMoveState {
  lifted: { key: string; from: number; at: number } | undefined;
  /** What the live region says now, as a catalogue key and its values. */
  said: { key: RowMoveMessage; values: Record<string, string> } | undefined;
}

export type RowMoveMessage =
  'table.drag.lifted' | 'table.drag.over' | 'table.drag.moved' | 'table.drag.cancelled' | 'table.drag.failed';

export const ROW_MOVE_IDLE: RowMoveState = { lifted: undefined, said: undefined };

/**
 * The move of the row at `from` to `to`, planned by the sort renumbering rules over the rows'
 * `sortField` (undefined when it goes nowhere).
 */
export function planTableRowMove(
  rows: readonly TableRow[],
  keyOf: (row: TableRow) => string,
  sortField: string,
  from: number,
  to: number,
): TableRowMove | undefined {
  const row = rows[from];
  if (row === undefined || from === to || to < 0 || to >= rows.length) return undefined;
  const entries = rows.map((item) => {
    const sort = item[sortField];
    return { id: keyOf(item), sort: typeof sort === 'number' ? sort : null };
  });
  const { rows: order, plan } = planRowMove(entries, from, to);
  const writes = plan.update;
  const written = new Map(writes.map((write) => [write.id, write.sort]));
  const byKey = new Map(rows.map((item) => [keyOf(item), item]));
  return {
    key: keyOf(row),
    row,
    from,
    to,
    rows: order.map((entry) => {
      const item = byKey.get(entry.id) as TableRow;
      const sort = written.get(entry.id);
      return sort === undefined ? item : { ...item, [sortField]: sort };
    }),
    writes,
  };
}

/** What a key on a row's handle does: the next state, and a move to save when it drops the row. */
export function rowMoveKey(
  state: RowMoveState,
  keys: readonly string[],
  key: string,
  pressed: string,
): { state: RowMoveState; drop?: { from: number; to: number }; handled: boolean } {
  const total = String(keys.length);
  const lifted = state.lifted;
  if (lifted === undefined || lifted.key !== key) {
    if (pressed !== ' ' && pressed !== 'Enter') return { state, handled: false };
    const from = keys.indexOf(key);
    if (from < 0) return { state, handled: false };
    return {
      state: {
        lifted: { key, from, at: from },
        said: { key: 'table.drag.lifted', values: { key, position: String(from + 1), total } },
      },
      handled: true,
    };
  }
  if (pressed === 'Escape') {
    return {
      state: { lifted: undefined, said: { key: 'table.drag.cancelled', values: { key } } },
      handled: true,
    };
  }
  if (pressed === ' ' || pressed === 'Enter') {
    const moved = lifted.at !== lifted.from;
    return {
      state: {
        lifted: undefined,
        said: moved
          ? { key: 'table.drag.moved', values: { key, position: String(lifted.at + 1), total } }
          : { key: 'table.drag.cancelled', values: { key } },
      },
      drop: moved ? { from: lifted.from, to: lifted.at } : undefined,
      handled: true,
    };
  }
  const at = keyboardMoveTarget(lifted.at, keys.length, pressed);
  if (pressed !== 'ArrowUp' && pressed !== 'ArrowDown') return { state, handled: false };
  if (at === undefined) return { state, handled: true };
  return {
    state: {
      lifted: { ...lifted, at },
      said: { key: 'table.drag.over', values: { key, position: String(at + 1), total } },
    },
    handled: true,
  };
}

/** The rows as shown while a row is lifted: the held row at its current place. */
export function previewOrder<R>(rows: readonly R[], state: RowMoveState): readonly R[] {
  const lifted = state.lifted;
  if (lifted === undefined || lifted.at === lifted.from) return rows;
  const next = [...rows];
  const [row] = next.splice(lifted.from, 1);
  if (row !== undefined) next.splice(lifted.at, 0, row);
  return next;
}

/** What both skins render for drag-sort rows. */
export interface RowMoveView {
  /** The key of the row held by the keyboard, if any. */
  liftedKey: string | undefined;
  /** A move is being saved (handles are off). */
  saving: boolean;
  /** What the live region says (lifted, over, moved, cancelled, failed). */
  announcement: string;
  labels: {
    /** The handle column's title. */
    column: string;
    /** The handle's accessible name for a row. */
    handle(key: string): string;
    up(key: string): string;
    down(key: string): string;
    /** The mobile sort mode's switch and its end. */
    sortMode: string;
    done: string;
  };
}

/** The drag-sort view model from the keyboard state and the save in flight. */
export function connectRowMove(
  state: RowMoveState,
  saving: boolean,
  failure: { key: string; reason: string } | undefined,
  env: Pick<ConnectEnv, 't'>,
): RowMoveView {
  const t = env.t as (key: string, values?: Record<string, string>) => string;
  const announcement = failure
    ? t('table.drag.failed', failure)
    : state.said
      ? t(state.said.key, state.said.values)
      : '';
  return {
    liftedKey: state.lifted?.key,
    saving,
    announcement,
    labels: {
      column: t('table.drag.column'),
      handle: (key) => t('table.drag.handle', { key }),
      up: (key) => t('table.drag.up', { key }),
      down: (key) => t('table.drag.down', { key }),
      sortMode: t('table.drag.sortMode'),
      done: t('table.drag.done'),
    },
  };
}
