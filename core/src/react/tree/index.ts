export { useTree, type UseTreeOptions } from './use-tree';
export type { TreeProps } from './tree.props';
export { usePointerDrag, type PointerDrag, type PointerDragOptions } from '../drag';
export { useTreeDrag, type TreeDrag } from './use-tree-drag';
