import type { UseTreeOptions } from './use-tree';

/** Props of both skins' `Tree`. */
export type TreeProps = Omit<UseTreeOptions, 'platform'> & {
  /** Shows a check box on each row (half-checked parents follow). */
  checkable?: boolean;
  /** Shows the search box. */
  searchable?: boolean;
  /** Height of the scrolling list in px (rows outside it are not rendered). */
  height?: number;
  /** Test id of the tree's root (default 'tree'). */
  testId?: string;
};
