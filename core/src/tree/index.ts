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
export { treeTexts } from './messages';
