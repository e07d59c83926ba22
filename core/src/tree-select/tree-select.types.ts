import type { Platform } from '../shared/platform';
import type { TreeNode } from '../tree';

/** How a tree select is set up. */
export interface TreeSelectOptions {
  platform: Platform;
  /** The tree (`{ key, title, children? }`). */
  nodes: readonly TreeNode[];
  /** Check boxes with half-checked parents, several picks as tags; otherwise one pick. */
  multiple?: boolean;
  /** The tree is still loading (the dropdown shows a loading state). */
  loading?: boolean;
  /** Tags shown before a "+n" (default 3 on desktop, 2 on mobile). */
  maxTagCount?: number;
}

/** One picked node as a tag in the field. */
export interface TreeSelectTag {
  key: string;
  title: string;
  /** Accessible name of the tag's remove button. */
  removeLabel: string;
}

/** What a key press in the field or its search box does (`treeSelectKeyAction`). */
export type TreeSelectKeyAction =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'activate'; key: string }
  | { type: 'toggle'; key: string }
  | { type: 'pick'; key: string };
