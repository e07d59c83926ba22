import type { SnapshotFrom } from 'xstate';
import type { ConnectEnv } from '../shared/connect';
import { shownOrder, type SortListEvent, type SortListMachine, type SortableItem } from './sort.machine';

/** One row of a sortable list. */
export interface SortRowView {
  id: string;
  label: string;
  /** The row's index in the list as stored (what `move` takes). */
  index: number;
  /** 1-based position shown. */
  position: number;
  /** Picked up by the keyboard. */
  grabbed: boolean;
  /** Accessible name of the drag handle. */
  handleLabel: string;
  moveUpLabel: string;
  moveDownLabel: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  moveUp(): void;
  moveDown(): void;
}

/** What a skin shows for a sortable list, and what it may do. */
export interface SortListView {
  rows: SortRowView[];
  readOnly: boolean;
  saving: boolean;
  listLabel: string;
  instructions: string;
  emptyText: string;
  /** What a screen reader should hear now (polite live region). */
  announcement: string;
  /** The last save failed and the order was restored. */
  error?: string;
  /** A drag ended: the entry at `from` goes to `to`. */
  move(from: number, to: number): void;
  /** Keyboard: Space picks up the row, arrows move it, Space drops, Escape cancels. */
  keyDown(index: number, key: string): boolean;
}

export function connectSortList(
  snapshot: SnapshotFrom<SortListMachine>,
  send: (event: SortListEvent) => void,
  env: ConnectEnv,
): SortListView {
  const { items, grabbed, readOnly, error, announcement } = snapshot.context;
  const shown = shownOrder(items as SortableItem[], grabbed);
  const count = items.length;
  const saving = snapshot.matches('saving');
  return {
    rows: shown.map((item, position) => {
      const index = items.indexOf(item);
      return {
        id: item.id,
        label: item.label,
        index,
        position: position + 1,
        grabbed: grabbed !== null && grabbed.from === index,
        handleLabel: env.t('sort.handle', { name: item.label }),
        moveUpLabel: env.t('sort.moveUp', { name: item.label }),
        moveDownLabel: env.t('sort.moveDown', { name: item.label }),
        canMoveUp: !readOnly && position > 0,
        canMoveDown: !readOnly && position < count - 1,
        moveUp: () => send({ type: 'MOVE', from: index, to: position - 1 }),
        moveDown: () => send({ type: 'MOVE', from: index, to: position + 1 }),
      };
    }),
    readOnly,
    saving,
    listLabel: env.t('sort.list'),
    instructions: env.t('sort.instructions'),
    emptyText: env.t('sort.empty'),
    announcement: saving
      ? env.t('sort.saving')
      : announcement
        ? env.t(`sort.${announcement.key}`, {
            name: announcement.name,
            position: announcement.position,
            count,
          })
        : '',
    ...(error ? { error: env.t('sort.failed') } : {}),
    move: (from, to) => send({ type: 'MOVE', from, to }),
    keyDown: (index, key) => {
      if (readOnly || saving) return false;
      if (grabbed === null) {
        if (key !== ' ' && key !== 'Enter') return false;
        send({ type: 'GRAB', index });
        return true;
      }
      if (key === 'ArrowUp' || key === 'ArrowLeft') send({ type: 'GRABBED.MOVE', offset: -1 });
      else if (key === 'ArrowDown' || key === 'ArrowRight') send({ type: 'GRABBED.MOVE', offset: 1 });
      else if (key === ' ' || key === 'Enter') send({ type: 'DROP' });
      else if (key === 'Escape') send({ type: 'CANCEL' });
      else return false;
      return true;
    },
  };
}
