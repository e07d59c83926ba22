// Tree rules shared by the tree, the tree select and the transfer (spec 1 trees; spec 9 search):
// flattening for virtual rows, search, check propagation and the key index.
import type { FlatTreeNode, TreeCheckState, TreeNode } from './tree-node';

/**
 * The rows a virtual list shows: every root, and the children of each expanded node, depth first.
 * Iterative so a deep 20 000-node tree neither recurses nor allocates more than its rows.
 */
export function flattenTree(nodes: readonly TreeNode[], expandedKeys: Iterable<string>): FlatTreeNode[] {
  const expanded = expandedKeys instanceof Set ? (expandedKeys as Set<string>) : new Set(expandedKeys);
  const rows: FlatTreeNode[] = [];
  const stack: { node: TreeNode; depth: number; parentKey: string | null }[] = [];
  for (let i = nodes.length - 1; i >= 0; i--)
    stack.push({ node: nodes[i] as TreeNode, depth: 0, parentKey: null });
  while (stack.length > 0) {
    const { node, depth, parentKey } = stack.pop() as (typeof stack)[number];
    const children = node.children ?? [];
    const open = children.length > 0 && expanded.has(node.key);
    rows.push({
      key: node.key,
      title: node.title,
      depth,
      hasChildren: children.length > 0,
      expanded: open,
      disabled: node.disabled === true,
      parentKey,
      node,
    });
    if (open) {
      for (let i = children.length - 1; i >= 0; i--) {
        stack.push({ node: children[i] as TreeNode, depth: depth + 1, parentKey: node.key });
      }
    }
  }
  return rows;
}

/** Case-insensitive plain-text match (no regex: keywords are user text). */
export function titleMatches(title: string, keyword: string): boolean {
  return title.toLowerCase().includes(keyword.trim().toLowerCase());
}

const defaultMatch = (node: TreeNode, keyword: string) => titleMatches(node.title, keyword);

/**
 * The tree cut down to the nodes whose title matches `keyword` (or `matches`), with their
 * ancestors (to reach them) and their whole subtrees (what a hit contains). An empty keyword keeps
 * the tree as it is.
 */
export function filterTree(
  nodes: readonly TreeNode[],
  keyword: string,
  matches: (node: TreeNode, keyword: string) => boolean = defaultMatch,
): TreeNode[] {
  if (keyword.trim() === '') return nodes.slice();
  if (matches === defaultMatch) return filterByTitle(nodes, keyword.trim().toLowerCase());
  const walk = (list: readonly TreeNode[]): TreeNode[] => {
    const kept: TreeNode[] = [];
    for (const node of list) {
      if (matches(node, keyword)) kept.push(node);
      else if (node.children && node.children.length > 0) {
        const children = walk(node.children);
        if (children.length > 0) kept.push({ ...node, children });
      }
    }
    return kept;
  };
  return walk(nodes);
}

/**
 * The tree flat in depth-first order with lowered titles, each node's subtree end and parent
 * index: built once per tree, so a search is one pass of `includes` over an array.
 */
interface SearchIndex {
  nodes: TreeNode[];
  lower: string[];
  /** Index after the node's last descendant. */
  end: Int32Array;
  /** Parent's index, -1 for roots. */
  parent: Int32Array;
}

const searchIndexes = new WeakMap<readonly TreeNode[], SearchIndex>();

function searchIndex(roots: readonly TreeNode[]): SearchIndex {
  const cached = searchIndexes.get(roots);
  if (cached) return cached;
  const { order, parent: parentKey } = indexTree(roots);
  const n = order.length;
  const at = new Map<string, number>();
  const lower: string[] = new Array<string>(n);
  const parent = new Int32Array(n);
  const end = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const node = order[i] as TreeNode;
    at.set(node.key, i);
    lower[i] = node.title.toLowerCase();
    const up = parentKey.get(node.key) ?? null;
    parent[i] = up === null ? -1 : (at.get(up) ?? -1);
    end[i] = i + 1;
  }
  // children come after their parent: walking backwards pushes each subtree's end up to its parent
  for (let i = n - 1; i >= 0; i--) {
    const p = parent[i] as number;
    if (p >= 0 && (end[i] as number) > (end[p] as number)) end[p] = end[i] as number;
  }
  const index = { nodes: order, lower, end, parent };
  searchIndexes.set(roots, index);
  return index;
}

/** filterTree's default case: a title match, over the search index (no recursion, no lowering). */
function filterByTitle(roots: readonly TreeNode[], needle: string): TreeNode[] {
  const { nodes, lower, end, parent } = searchIndex(roots);
  const n = nodes.length;
  // 2: a hit (kept whole), 1: an ancestor of a hit (kept with only its kept children)
  const keep = new Uint8Array(n);
  for (let i = 0; i < n;) {
    if ((lower[i] as string).includes(needle)) {
      keep[i] = 2;
      for (let p = parent[i] as number; p >= 0 && keep[p] === 0; p = parent[p] as number) keep[p] = 1;
      i = end[i] as number;
    } else i += 1;
  }
  const build = (from: number, to: number): TreeNode[] => {
    const out: TreeNode[] = [];
    for (let i = from; i < to; i = end[i] as number) {
      if (keep[i] === 2) out.push(nodes[i] as TreeNode);
      else if (keep[i] === 1)
        out.push({ ...(nodes[i] as TreeNode), children: build(i + 1, end[i] as number) });
    }
    return out;
  };
  return build(0, n);
}

/** Keys of every node that has children: "expand all", and what a search opens. */
export function parentKeys(nodes: readonly TreeNode[]): string[] {
  const keys: string[] = [];
  const stack = [...nodes];
  while (stack.length > 0) {
    const node = stack.pop() as TreeNode;
    if (node.children && node.children.length > 0) {
      keys.push(node.key);
      stack.push(...node.children);
    }
  }
  return keys;
}

/** Parent of each key and each node by key, built once per tree. */
export interface TreeIndex {
  parent: Map<string, string | null>;
  byKey: Map<string, TreeNode>;
  /** Every node in depth-first order. */
  order: TreeNode[];
}

const indexes = new WeakMap<readonly TreeNode[], TreeIndex>();

/** The tree's index, cached per tree array (trees are treated as immutable). */
export function indexTree(nodes: readonly TreeNode[]): TreeIndex {
  const cached = indexes.get(nodes);
  if (cached) return cached;
  const parent = new Map<string, string | null>();
  const byKey = new Map<string, TreeNode>();
  const order: TreeNode[] = [];
  const stack: { node: TreeNode; parentKey: string | null }[] = [];
  for (let i = nodes.length - 1; i >= 0; i--) stack.push({ node: nodes[i] as TreeNode, parentKey: null });
  while (stack.length > 0) {
    const { node, parentKey } = stack.pop() as (typeof stack)[number];
    parent.set(node.key, parentKey);
    byKey.set(node.key, node);
    order.push(node);
    const children = node.children ?? [];
    for (let i = children.length - 1; i >= 0; i--)
      stack.push({ node: children[i] as TreeNode, parentKey: node.key });
  }
  const index = { parent, byKey, order };
  indexes.set(nodes, index);
  return index;
}

/**
 * Checks or unchecks `key`: its enabled descendants follow it, then each ancestor is checked when
 * all its enabled children are, half-checked when some are (or some are half-checked). Disabled
 * nodes keep their state. Unknown keys change nothing.
 */
export function checkTree(
  nodes: readonly TreeNode[],
  checkedKeys: Iterable<string>,
  key: string,
  checked: boolean,
): TreeCheckState {
  const { byKey, order } = indexTree(nodes);
  const set = new Set(checkedKeys);
  const target = byKey.get(key);
  if (target && target.disabled !== true) {
    const stack = [target];
    while (stack.length > 0) {
      const node = stack.pop() as TreeNode;
      if (node.disabled === true) continue;
      if (checked) set.add(node.key);
      else set.delete(node.key);
      if (node.children) stack.push(...node.children);
    }
  }
  return settle(set, order);
}

/**
 * Re-derives every parent's state bottom-up (the depth-first order reversed puts children before
 * parents), linear in the tree: a parent is checked when all its enabled children are, half-checked
 * when some are checked or half-checked.
 */
function settle(set: Set<string>, order: readonly TreeNode[]): TreeCheckState {
  const half = new Set<string>();
  for (let i = order.length - 1; i >= 0; i--) {
    const node = order[i] as TreeNode;
    if (node.disabled === true || !node.children || node.children.length === 0) continue;
    const children = node.children.filter((c) => c.disabled !== true);
    if (children.length === 0) continue;
    const full = children.every((c) => set.has(c.key));
    if (full) set.add(node.key);
    else set.delete(node.key);
    if (!full && children.some((c) => set.has(c.key) || half.has(c.key))) half.add(node.key);
  }
  return {
    checked: order.filter((n) => set.has(n.key)).map((n) => n.key),
    halfChecked: order.filter((n) => half.has(n.key)).map((n) => n.key),
  };
}
