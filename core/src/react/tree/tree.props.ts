import type { UseTreeOptions } from './use-tree';

/** Props of both skins' `Tree`. */
export type TreeProps = Omit<UseTreeOptions, 'platform'> & {
  /** Shows a check box on each row (half-checked parents follow). */
  checkable?: boolean;
  /** Shows the search box. */
  searchable?: boolean;
  /** Height of the scrolling list in px (rows outside it are not rendered). */
  height?: number;
  /** Rows get a drag handle: drop a node before, after or inside another (never into itself). */
  draggable?: boolean;
  /** Test id of the tree's root (default 'tree'). */
  testId?: string;
};
