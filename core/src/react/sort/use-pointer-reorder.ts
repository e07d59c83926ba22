import { useState, type PointerEvent } from 'react';

/** What a skin's sortable list needs of a pointer drag. */
export interface PointerReorder {
  /** The list element (rows inside carry `data-sort-index`). */
  setList(element: HTMLElement | null): void;
  /** A row is being dragged (the handles show a grabbing cursor). */
  dragging: boolean;
  /** Pointer handlers of a row's drag handle. */
  handleProps(index: number): {
    onPointerDown(event: PointerEvent<HTMLElement>): void;
    onPointerMove(event: PointerEvent<HTMLElement>): void;
    onPointerUp(): void;
    onPointerCancel(): void;
  };
  /** A row during a drag: lifted (the one dragged), or where the drop would land. */
  rowDrag(index: number): { lifted: boolean; dropEdge: 'above' | 'below' | null };
}

/** The row index under a pointer inside `list`, if any. */
function indexAt(list: HTMLElement | null, x: number, y: number): number | undefined {
  const row = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-sort-index]');
  return row && list?.contains(row) ? Number(row.dataset.sortIndex) : undefined;
}

/**
 * Dragging rows of a sortable list by their handles, for both skins: the pointer is captured by the
 * handle, the row under it is the drop place, and a release elsewhere than where it started moves.
 */
export function usePointerReorder(list: {
  readOnly: boolean;
  saving: boolean;
  move(from: number, to: number): void;
}): PointerReorder {
  const [element, setList] = useState<HTMLElement | null>(null);
  const [drag, setDrag] = useState<{ from: number; over: number } | null>(null);
  return {
    setList,
    dragging: drag !== null,
    handleProps: (index) => ({
      onPointerDown: (event) => {
        if (list.readOnly || list.saving || event.button !== 0) return;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        setDrag({ from: index, over: index });
      },
      onPointerMove: (event) => {
        if (!drag) return;
        const over = indexAt(element, event.clientX, event.clientY);
        if (over !== undefined && over !== drag.over) setDrag({ ...drag, over });
      },
      onPointerUp: () => {
        if (drag && drag.over !== drag.from) list.move(drag.from, drag.over);
        setDrag(null);
      },
      onPointerCancel: () => setDrag(null),
    }),
    rowDrag: (index) => {
      const target = drag !== null && drag.over === index && drag.from !== index;
      return {
        lifted: drag?.from === index,
        dropEdge: !target ? null : drag.from < index ? 'below' : 'above',
      };
    },
  };
}
