import { useCallback, useEffect, useRef, type KeyboardEvent } from 'react';
import type { ShareListView } from '../../share';
import { usePointerReorder, type PointerReorder } from '../sort/use-pointer-reorder';

/** What both skins' share lists need to let a user reorder rows by drag and by keyboard. */
export interface ShareReorder extends PointerReorder {
  /** Key handler of row `index`'s handle (arrows, Home, End). */
  onHandleKeyDown(index: number, id: string): (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * Drag (the handles of rows carrying `data-sort-index`) and keyboard reorder of a share list: a
 * keyboard move keeps the focus on the moved row's handle (`data-sort-handle`) once the list has
 * its new order, since the row's element may be moved or rebuilt by the table.
 */
export function useShareReorder(view: ShareListView): ShareReorder {
  const { reorder } = view;
  const pointer = usePointerReorder({ readOnly: false, saving: !reorder.enabled, move: reorder.move });
  const container = useRef<HTMLElement | null>(null);
  const focusId = useRef<string | null>(null);
  const { setList: setPointerList } = pointer;
  const setList = useCallback(
    (element: HTMLElement | null) => {
      container.current = element;
      setPointerList(element);
    },
    [setPointerList],
  );
  useEffect(() => {
    const id = focusId.current;
    if (id === null || view.busy) return;
    focusId.current = null;
    const handle = container.current?.querySelector<HTMLElement>(`[data-sort-handle="${CSS.escape(id)}"]`);
    if (handle && handle !== document.activeElement) handle.focus();
  }, [view.rows, view.busy]);
  return {
    ...pointer,
    setList,
    onHandleKeyDown: (index, id) => (event) => {
      if (!reorder.keyDown(index, event.key)) return;
      event.preventDefault();
      focusId.current = id;
    },
  };
}
