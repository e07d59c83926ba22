import { indexTree } from './tree.logic';
import type { TreeNode } from './tree.types';

/** Where a dragged node lands relative to the node it is dropped on. */
export type TreeDropPosition = 'before' | 'after' | 'inside';

/** A drop: move `dragKey` before, after or inside `targetKey`. */
export interface TreeDrop {
  dragKey: string;
  targetKey: string;
  position: TreeDropPosition;
}

/**
 * The drop place from where the pointer is on the target row, as a fraction of its height from the
 * top (0..1): the top quarter drops before, the bottom quarter after, the middle inside.
 */
export function treeDropPosition(fraction: number): TreeDropPosition {
  if (!Number.isFinite(fraction) || fraction < 0.25) return 'before';
  return fraction > 0.75 ? 'after' : 'inside';
}

/**
 * Whether `drop` is allowed: both keys exist, differ, the target is not inside the dragged node
 * (a node cannot go into itself or its own descendant), the dragged node is not disabled, and a
 * disabled target takes nothing inside (before or after it is fine). Dropping a node
 * back where it is (before its next sibling, after its previous one) is allowed and changes nothing.
 */
export function canDropTreeNode(nodes: readonly TreeNode[], drop: TreeDrop): boolean {
  const { parent, byKey } = indexTree(nodes);
  const dragged = byKey.get(drop.dragKey);
  const target = byKey.get(drop.targetKey);
  if (!dragged || !target || drop.dragKey === drop.targetKey) return false;
  // a disabled node stays where it is and takes no children; a node may still go beside it
  if (dragged.disabled === true || (target.disabled === true && drop.position === 'inside')) return false;
  for (let key = parent.get(drop.targetKey) ?? null; key !== null; key = parent.get(key) ?? null) {
    if (key === drop.dragKey) return false;
  }
  return true;
}

/**
 * The tree after `drop` (trees are immutable: only the branches on the changed paths are copied).
 * A drop `canDropTreeNode` refuses returns the same array.
 */
export function moveTreeNode(nodes: readonly TreeNode[], drop: TreeDrop): readonly TreeNode[] {
  if (!canDropTreeNode(nodes, drop)) return nodes;
  const dragged = indexTree(nodes).byKey.get(drop.dragKey) as TreeNode;
  const without = (list: readonly TreeNode[]): TreeNode[] => {
    const out: TreeNode[] = [];
    for (const node of list) {
      if (node.key === drop.dragKey) continue;
      out.push(node.children ? withChildren(node, without(node.children)) : node);
    }
    return out;
  };
  const place = (list: readonly TreeNode[]): TreeNode[] => {
    const out: TreeNode[] = [];
    for (const node of list) {
      if (node.key === drop.targetKey) {
        if (drop.position === 'before') out.push(dragged, node);
        else if (drop.position === 'after') out.push(node, dragged);
        else out.push({ ...node, children: [...(node.children ?? []), dragged] });
      } else out.push(node.children ? withChildren(node, place(node.children)) : node);
    }
    return out;
  };
  return place(without(nodes));
}

// keeps the node object when its children did not change, so unrelated branches stay shared
function withChildren(node: TreeNode, children: TreeNode[]): TreeNode {
  const same =
    node.children !== undefined &&
    children.length === node.children.length &&
    children.every((c, i) => c === node.children?.[i]);
  return same ? node : { ...node, children };
}
