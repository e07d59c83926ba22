export type { FlatTreeNode, TreeCheckState, TreeNode } from './tree.types';
export {
  checkTree,
  filterTree,
  flattenTree,
  indexTree,
  parentKeys,
  titleMatches,
  type TreeIndex,
} from './tree.logic';
export {
  canDropTreeNode,
  moveTreeNode,
  treeDropPosition,
  type TreeDrop,
  type TreeDropPosition,
} from './tree-drag.logic';
export { treeMachine, type TreeContext, type TreeEvent, type TreeInput } from './tree.machine';
export { connectTree, type TreeRowView, type TreeView } from './tree.connect';
export { treeTexts } from './messages';
