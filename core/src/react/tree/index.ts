export { useTree, type UseTreeOptions } from './use-tree';
export type { TreeProps } from './tree.props';
