import type { TreeView } from '../../tree';
import { treeDropPosition, type TreeDropPosition } from '../../tree';
import { usePointerDrag, type PointerDrag } from '../drag';

type Target = { key: string; position: TreeDropPosition };

/** What a skin's tree needs to drag its rows. */
export interface TreeDrag {
  /** The tree's scrolling element (rows inside carry `data-tree-key`). */
  setContainer(element: HTMLElement | null): void;
  dragging: boolean;
  /** Pointer handlers of a row's drag handle. */
  handleProps: PointerDrag<string, Target>['handleProps'];
  /** A row during a drag: lifted (the one dragged), and where an allowed drop would land on it. */
  rowDrag(key: string): { lifted: boolean; drop: TreeDropPosition | null };
}

/** The target row under a pointer and where on it (top quarter before, bottom after, else inside). */
function targetAt(container: HTMLElement | null, x: number, y: number): Target | undefined {
  const row = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-tree-key]');
  if (!row || !container?.contains(row)) return undefined;
  const rect = row.getBoundingClientRect();
  const key = row.dataset.treeKey ?? '';
  return { key, position: treeDropPosition(rect.height > 0 ? (y - rect.top) / rect.height : 0.5) };
}

/**
 * Dragging a tree's rows by their handles (usePointerDrag): the drop's place comes from core's
 * `treeDropPosition`, and only drops `tree.canDrop` allows show or move (no drop into itself or a
 * descendant).
 */
export function useTreeDrag(tree: TreeView, enabled: boolean): TreeDrag {
  const drag = usePointerDrag<string, Target>({
    enabled,
    targetAt,
    sameTarget: (a, b) => a.key === b.key && a.position === b.position,
    startTarget: () => null,
    drop: (dragKey, { key, position }) => tree.move({ dragKey, targetKey: key, position }),
  });
  return {
    setContainer: drag.setContainer,
    dragging: drag.dragging,
    handleProps: drag.handleProps,
    rowDrag: (key) => {
      const { source, target } = drag;
      const allowed =
        source !== null &&
        target !== null &&
        target.key === key &&
        tree.canDrop({ dragKey: source, targetKey: key, position: target.position });
      return { lifted: source === key, drop: allowed ? target.position : null };
    },
  };
}
