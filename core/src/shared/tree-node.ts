/** One node of every tree, cascader and city list of suite-ui. */
export interface TreeNode {
  key: string;
  title: string;
  children?: TreeNode[];
  /** Cannot be checked or selected. */
  disabled?: boolean;
  /** Has no children to load (async cascaders). */
  isLeaf?: boolean;
}

/** One visible row of a flattened tree, for virtual rendering. */
export interface FlatTreeNode {
  key: string;
  title: string;
  /** 0 for roots. */
  depth: number;
  /** Has children (shown or not). */
  hasChildren: boolean;
  expanded: boolean;
  disabled: boolean;
  /** The key of the parent, null for roots. */
  parentKey: string | null;
  node: TreeNode;
}

/** The checked state after a check: fully checked keys and parents only partly checked. */
export interface TreeCheckState {
  checked: string[];
  halfChecked: string[];
}
