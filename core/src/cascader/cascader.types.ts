import type { TreeNode } from '../tree';

/** Input of the cascader machine. */
export interface CascaderInput {
  /** The first column; nodes without `children` and without `isLeaf` load theirs on demand. */
  options: readonly TreeNode[];
  /** Keys from the root down, chosen at first. */
  value?: readonly string[];
  /** A choice may stop above the leaves. */
  changeOnSelect?: boolean;
}

export interface CascaderContext {
  options: readonly TreeNode[];
  /** Children loaded so far, by parent key. */
  loaded: Readonly<Record<string, TreeNode[]>>;
  value: string[];
  changeOnSelect: boolean;
  /** The node whose children are loading. */
  loading: string | null;
  /** The node whose children failed to load. */
  failed: string | null;
}

export type CascaderEvent =
  { type: 'SELECT'; path: readonly string[] } | { type: 'LOAD'; key: string } | { type: 'RETRY' };

/** One option of a cascading list, as both UI kits take it. */
export interface CascaderOption {
  value: string;
  label: string;
  children?: CascaderOption[];
  /** Known to have no children (nothing to load). */
  isLeaf: boolean;
  disabled: boolean;
  /** Its children are loading. */
  loading: boolean;
}

/** What both skins render for a cascader. */
export interface CascaderView {
  options: CascaderOption[];
  /** Keys from the root down to the choice. */
  value: string[];
  /** The chosen path's titles joined by " / ". */
  text: string;
  placeholder: string;
  label: string;
  /** Whether some node's children are loading. */
  loading: boolean;
  /** A failed load's message, or null. */
  error: string | null;
  retryText: string;
  emptyText: string;
  doneText: string;
  cancelText: string;
  changeOnSelect: boolean;
  /** Chooses a path of keys; a node with children not yet loaded loads them. */
  select(path: readonly string[]): void;
  /** Loads the children of `key` (a kit asks before showing the next column). */
  load(key: string): void;
  retry(): void;
}
