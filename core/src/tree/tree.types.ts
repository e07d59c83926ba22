// A tree node is the kernel's (trees, tree selects, cascaders, city lists and transfers share it).
export type { FlatTreeNode, TreeCheckState, TreeNode } from '../shared/tree-node';
