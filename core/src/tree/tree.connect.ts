import type { SnapshotFrom } from 'xstate';
import type { ConnectEnv } from '../shared/connect';
import { canDropTreeNode, type TreeDrop } from './tree-drag.logic';
import { filterTree, flattenTree, parentKeys } from './tree.logic';
import type { TreeEvent, treeMachine } from './tree.machine';
import type { FlatTreeNode, TreeNode } from './tree.types';

/** One row a skin renders. */
export interface TreeRowView extends FlatTreeNode {
  checked: boolean;
  halfChecked: boolean;
  selected: boolean;
  /** The check box's state in one word (tests and styles read it as `data-state`). */
  checkState: 'checked' | 'half' | 'unchecked';
  /** Accessible name of the expand button. */
  toggleLabel: string;
  /** Accessible name of the drag handle. */
  dragLabel: string;
  testId: string;
}

/** What both skins render for a tree. */
export interface TreeView {
  /** Visible rows, depth first (for a virtual list). */
  rows: TreeRowView[];
  keyword: string;
  searchPlaceholder: string;
  emptyText: string;
  expandAllText: string;
  collapseAllText: string;
  label: string;
  /** e.g. "3 checked". */
  summary: string;
  checkedKeys: readonly string[];
  selectedKey: string | null;
  toggle(key: string): void;
  expandAll(): void;
  collapseAll(): void;
  check(key: string, checked: boolean): void;
  select(key: string): void;
  search(keyword: string): void;
  /** Whether a drop is allowed (not into itself or a descendant, no disabled node). */
  canDrop(drop: TreeDrop): boolean;
  /** Moves a node before, after or inside another; a refused drop changes nothing. */
  move(drop: TreeDrop): void;
}

// The filtered tree per (nodes, keyword): a re-render that changes only the check state reuses it.
const filtered = new WeakMap<
  readonly TreeNode[],
  { keyword: string; nodes: TreeNode[]; open: Set<string> }
>();

function visibleTree(nodes: readonly TreeNode[], keyword: string) {
  const cached = filtered.get(nodes);
  if (cached && cached.keyword === keyword) return cached;
  const hits = filterTree(nodes, keyword);
  // a search opens every kept branch so its hits show
  const entry = { keyword, nodes: hits, open: new Set(keyword.trim() === '' ? [] : parentKeys(hits)) };
  filtered.set(nodes, entry);
  return entry;
}

/** The tree's view model (spec 1): flat visible rows with their check, half-check and selection. */
export function connectTree(
  snapshot: SnapshotFrom<typeof treeMachine>,
  send: (event: TreeEvent) => void,
  env: ConnectEnv,
): TreeView {
  const { nodes, expanded, checked, halfChecked, selected, keyword } = snapshot.context;
  const visible = visibleTree(nodes, keyword);
  const open = keyword.trim() === '' ? expanded : visible.open;
  const checkedSet = new Set(checked);
  const halfSet = new Set(halfChecked);
  const rows = flattenTree(visible.nodes, open).map((row): TreeRowView => ({
    ...row,
    checked: checkedSet.has(row.key),
    halfChecked: halfSet.has(row.key),
    selected: selected === row.key,
    checkState: checkedSet.has(row.key) ? 'checked' : halfSet.has(row.key) ? 'half' : 'unchecked',
    toggleLabel: env.t(row.expanded ? 'tree.collapse' : 'tree.expand', { title: row.title }),
    dragLabel: env.t('tree.drag', { title: row.title }),
    testId: `tree-node-${row.key}`,
  }));
  return {
    rows,
    keyword,
    searchPlaceholder: env.t('tree.search'),
    emptyText: env.t('tree.empty'),
    expandAllText: env.t('tree.expandAll'),
    collapseAllText: env.t('tree.collapseAll'),
    label: env.t('tree.label'),
    summary: env.t('tree.checked', { count: checked.length }),
    checkedKeys: checked,
    selectedKey: selected,
    toggle: (key) => send({ type: 'TOGGLE', key }),
    expandAll: () => send({ type: 'EXPAND_ALL' }),
    collapseAll: () => send({ type: 'COLLAPSE_ALL' }),
    check: (key, value) => send({ type: 'CHECK', key, checked: value }),
    select: (key) => send({ type: 'SELECT', key }),
    search: (next) => send({ type: 'SEARCH', keyword: next }),
    canDrop: (drop) => canDropTreeNode(nodes, drop),
    move: (drop) => send({ type: 'MOVE', ...drop }),
  };
}
