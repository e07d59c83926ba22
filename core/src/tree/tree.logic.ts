// The tree's rules are the kernel's (the tree select and the transfer read them too): this module
// names them for the tree feature.
export {
  checkTree,
  filterTree,
  flattenTree,
  indexTree,
  parentKeys,
  titleMatches,
  type TreeIndex,
} from '../shared/tree-rules';
