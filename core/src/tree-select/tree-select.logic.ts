import type { Platform } from '../shared/platform';
import { checkTree, filterTree, flattenTree, indexTree, parentKeys } from '../shared/tree-rules';
import type { FlatTreeNode, TreeCheckState, TreeNode } from '../tree';
import type { TreeSelectKeyAction } from './tree-select.types';

/** Tags shown in the field before "+n": 3 on desktop, 2 on a phone's narrower field. */
export const TREE_SELECT_MAX_TAGS: Record<Platform, number> = { desktop: 3, mobile: 2 };

/** The tag cap from the option, or the platform's default for anything not a whole number >= 0. */
export function treeSelectMaxTags(platform: Platform, maxTagCount?: number): number {
  return Number.isInteger(maxTagCount) && (maxTagCount as number) >= 0
    ? (maxTagCount as number)
    : TREE_SELECT_MAX_TAGS[platform];
}

/**
 * The value a tree select keeps from what a host gives: known keys only; one key (the first
 * enabled one) in single mode; in multiple mode the keys checked with their descendants and
 * parents settled (a checked parent checks its children, full children check their parent).
 */
export function normalizeTreeSelectValue(
  nodes: readonly TreeNode[],
  value: readonly string[] | undefined,
  multiple: boolean,
): TreeCheckState {
  const { byKey } = indexTree(nodes);
  const known = (value ?? []).filter((key) => byKey.has(key));
  if (!multiple) {
    const first = known.find((key) => byKey.get(key)?.disabled !== true);
    return { checked: first === undefined ? [] : [first], halfChecked: [] };
  }
  let state: TreeCheckState = { checked: [], halfChecked: [] };
  for (const key of known) state = checkTree(nodes, state.checked, key, true);
  // a disabled key given by the host is kept as it is (checkTree leaves disabled nodes alone)
  const disabled = known.filter((key) => byKey.get(key)?.disabled === true && !state.checked.includes(key));
  return disabled.length > 0 ? { ...state, checked: [...state.checked, ...disabled] } : state;
}

/**
 * The keys shown as tags: each picked node whose parent is not picked too (a fully checked branch
 * is one tag, not its thousands of leaves), in tree order.
 */
export function treeSelectTagKeys(nodes: readonly TreeNode[], value: readonly string[]): string[] {
  // cached per value array: a keystroke re-connects the view without changing the value
  const cached = tagKeys.get(value);
  if (cached && cached.nodes === nodes) return cached.keys;
  const keys = tagKeysOf(nodes, value);
  tagKeys.set(value, { nodes, keys });
  return keys;
}

const tagKeys = new WeakMap<readonly string[], { nodes: readonly TreeNode[]; keys: string[] }>();

function tagKeysOf(nodes: readonly TreeNode[], value: readonly string[]): string[] {
  if (value.length === 0) return [];
  const { parent, order } = indexTree(nodes);
  const picked = new Set(value);
  return order
    .filter((node) => picked.has(node.key))
    .filter((node) => {
      const up = parent.get(node.key) ?? null;
      return up === null || !picked.has(up);
    })
    .map((node) => node.key);
}

/** The visible rows of a tree select: the search's tree (with what it opens) or the whole tree. */
export interface TreeSelectRows {
  rows: FlatTreeNode[];
  /** The tree the rows come from (filtered while searching). */
  nodes: readonly TreeNode[];
  /** Parents a search opens (empty without a keyword). */
  searchOpen: ReadonlySet<string>;
  /** The first row whose own title matches the keyword (null without one). */
  firstHit: string | null;
}

const searches = new WeakMap<
  readonly TreeNode[],
  { keyword: string; nodes: readonly TreeNode[]; searchOpen: ReadonlySet<string> }
>();
// rows per tree and per open-branch set (sets are replaced, never changed): moving the active row,
// checking, or expanding all again (the same set, `treeSelectAllParents`) does not re-flatten
const flats = new WeakMap<readonly TreeNode[], WeakMap<ReadonlySet<string>, FlatTreeNode[]>>();
const allParents = new WeakMap<readonly TreeNode[], ReadonlySet<string>>();

/** Every branch of the tree, one set per tree: what "expand all" opens. */
export function treeSelectAllParents(nodes: readonly TreeNode[]): ReadonlySet<string> {
  let all = allParents.get(nodes);
  if (!all) {
    all = new Set(parentKeys(nodes));
    allParents.set(nodes, all);
  }
  return all;
}

/** The one empty set "collapse all" opens, so its rows are cached too. */
export const TREE_SELECT_NONE_OPEN: ReadonlySet<string> = new Set<string>();

/**
 * The search's cut of the tree (filterTree) and the branches it opens, cached per tree for the
 * last keyword: a keystroke filters 20 000 nodes once, and every other event reuses it.
 */
export function treeSelectSearch(nodes: readonly TreeNode[], keyword: string) {
  const cached = searches.get(nodes);
  if (cached && cached.keyword === keyword) return cached;
  const searching = keyword.trim() !== '';
  const filtered = searching ? filterTree(nodes, keyword) : nodes;
  const entry = {
    keyword,
    nodes: filtered,
    searchOpen: new Set(searching ? parentKeys(filtered) : []) as ReadonlySet<string>,
  };
  searches.set(nodes, entry);
  return entry;
}

/**
 * The rows to render for `keyword` and the open branches `expanded` (flattenTree, cached for the
 * last expanded set of each tree, so moving the active row or checking does not re-flatten).
 */
export function treeSelectRows(
  nodes: readonly TreeNode[],
  keyword: string,
  expanded: ReadonlySet<string>,
): TreeSelectRows {
  const search = treeSelectSearch(nodes, keyword);
  let perTree = flats.get(search.nodes);
  if (!perTree) {
    perTree = new WeakMap();
    flats.set(search.nodes, perTree);
  }
  let rows = perTree.get(expanded);
  if (!rows) {
    rows = flattenTree(search.nodes, expanded);
    perTree.set(expanded, rows);
  }
  const flat = { rows };
  const needle = keyword.trim().toLowerCase();
  const hit = needle === '' ? undefined : flat.rows.find((r) => r.title.toLowerCase().includes(needle));
  return { rows: flat.rows, nodes: search.nodes, searchOpen: search.searchOpen, firstHit: hit?.key ?? null };
}

/**
 * What a key does in a tree select (WAI-ARIA combobox with a tree popup): closed, ArrowDown, ArrowUp
 * or Enter opens; open, the arrows move the active row (skipping nothing: disabled rows are shown
 * and passed over only by a pick), ArrowRight opens a branch or steps into it, ArrowLeft closes it
 * or steps to the parent, Home and End jump, Enter picks the active row, Escape closes. Null: the
 * key is not the tree select's (typing goes to the search).
 */
export function treeSelectKeyAction(
  state: { open: boolean; rows: readonly FlatTreeNode[]; active: string | null },
  key: string,
): TreeSelectKeyAction | null {
  if (!state.open)
    return key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' ? { type: 'open' } : null;
  if (key === 'Escape') return { type: 'close' };
  const { rows } = state;
  if (rows.length === 0) return null;
  const index = state.active === null ? -1 : rows.findIndex((r) => r.key === state.active);
  const at = (i: number) => rows[Math.max(0, Math.min(rows.length - 1, i))] as FlatTreeNode;
  const row = index >= 0 ? (rows[index] as FlatTreeNode) : undefined;
  switch (key) {
    case 'ArrowDown':
      return { type: 'activate', key: at(index + 1).key };
    case 'ArrowUp':
      return { type: 'activate', key: at(index < 0 ? rows.length - 1 : index - 1).key };
    case 'Home':
      return { type: 'activate', key: at(0).key };
    case 'End':
      return { type: 'activate', key: at(rows.length - 1).key };
    case 'ArrowRight':
      if (!row?.hasChildren) return null;
      return row.expanded ? { type: 'activate', key: at(index + 1).key } : { type: 'toggle', key: row.key };
    case 'ArrowLeft':
      if (!row) return null;
      if (row.hasChildren && row.expanded) return { type: 'toggle', key: row.key };
      return row.parentKey === null ? null : { type: 'activate', key: row.parentKey };
    case 'Enter':
      return row && !row.disabled ? { type: 'pick', key: row.key } : null;
    default:
      return null;
  }
}
