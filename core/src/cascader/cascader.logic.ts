import { asArray, asString, isRecord } from '../shared/guards';
import type { TreeNode } from '../tree';

/** Whether a node's children must still be loaded: no children given, not a leaf. */
export function needsLoad(node: TreeNode, loaded: Readonly<Record<string, TreeNode[]>>): boolean {
  return node.children === undefined && node.isLeaf !== true && loaded[node.key] === undefined;
}

/** The node's children: given ones, or loaded ones. */
export function childrenOf(
  node: TreeNode,
  loaded: Readonly<Record<string, TreeNode[]>>,
): TreeNode[] | undefined {
  return node.children ?? loaded[node.key];
}

/** The nodes along `path` (keys from the root), stopping at the first unknown key. */
export function nodesAlong(
  options: readonly TreeNode[],
  loaded: Readonly<Record<string, TreeNode[]>>,
  path: readonly string[],
): TreeNode[] {
  const nodes: TreeNode[] = [];
  let level: readonly TreeNode[] | undefined = options;
  for (const key of path) {
    const node: TreeNode | undefined = level?.find((n) => n.key === key);
    if (!node) break;
    nodes.push(node);
    level = childrenOf(node, loaded);
  }
  return nodes;
}

/**
 * Untrusted nodes from a server: each needs a string key and title; children are checked the same
 * way (at most `depth` levels); anything else is dropped.
 */
export function parseTreeNodes(data: unknown, depth = 8): TreeNode[] {
  return asArray(data).flatMap((item): TreeNode[] => {
    if (!isRecord(item)) return [];
    const key = asString(item.key ?? item.value ?? item.id);
    const title = asString(item.title ?? item.label ?? item.name);
    if (!key || !title) return [];
    const node: TreeNode = { key, title };
    if (item.isLeaf === true) node.isLeaf = true;
    if (item.disabled === true) node.disabled = true;
    if (Array.isArray(item.children) && depth > 1) node.children = parseTreeNodes(item.children, depth - 1);
    return [node];
  });
}

/** The node with `key` among the given and loaded ones. */
export function findNode(
  options: readonly TreeNode[],
  loaded: Readonly<Record<string, TreeNode[]>>,
  key: string,
): TreeNode | undefined {
  const stack: TreeNode[] = [...options];
  while (stack.length > 0) {
    const node = stack.pop() as TreeNode;
    if (node.key === key) return node;
    stack.push(...(childrenOf(node, loaded) ?? []));
  }
  return undefined;
}
