import type { DragHandleProps } from '../../dom/drag';
import { usePointerDrag } from '../drag';

/** What a skin's sortable list needs of a pointer drag. */
export interface PointerReorder {
  /** The list element (rows inside carry `data-sort-index`). */
  setList(element: HTMLElement | null): void;
  /** A row is being dragged (the handles show a grabbing cursor). */
  dragging: boolean;
  /** Pointer handlers of a row's drag handle. */
  handleProps(index: number): DragHandleProps;
  /** A row during a drag: lifted (the one dragged), or where the drop would land. */
  rowDrag(index: number): { lifted: boolean; dropEdge: 'above' | 'below' | null };
}

/** The row index under a pointer inside `list`, if any. */
function indexAt(list: HTMLElement | null, x: number, y: number): number | undefined {
  const row = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-sort-index]');
  return row && list?.contains(row) ? Number(row.dataset.sortIndex) : undefined;
}

/**
 * Dragging rows of a sortable list by their handles, for both skins (the shared usePointerDrag):
 * the pointer is captured by the handle, the row under it is the drop place, and a release
 * elsewhere than where it started moves.
 */
export function usePointerReorder(list: {
  readOnly: boolean;
  saving: boolean;
  move(from: number, to: number): void;
}): PointerReorder {
  const drag = usePointerDrag<number, number>({
    enabled: !list.readOnly && !list.saving,
    targetAt: indexAt,
    sameTarget: (a, b) => a === b,
    startTarget: (from) => from,
    drop: (from, over) => {
      if (over !== from) list.move(from, over);
    },
  });
  const { source: from, target: over } = drag;
  return {
    setList: drag.setContainer,
    dragging: drag.dragging,
    handleProps: drag.handleProps,
    rowDrag: (index) => {
      const target = from !== null && over === index && from !== index;
      return {
        lifted: from === index,
        dropEdge: !target ? null : from < index ? 'below' : 'above',
      };
    },
  };
}
