import type { FlatTreeNode, TreeCheckState, TreeNode } from './tree.types';

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

/**
 * The tree cut down to the nodes whose title matches `keyword` (or `matches`), with their
 * ancestors (to reach them) and their whole subtrees (what a hit contains). An empty keyword keeps
 * the tree as it is.
 */
export function filterTree(
  nodes: readonly TreeNode[],
  keyword: string,
  matches: (node: TreeNode, keyword: string) => boolean = (node, k) => titleMatches(node.title, k),
): TreeNode[] {
  if (keyword.trim() === '') return nodes.slice();
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
