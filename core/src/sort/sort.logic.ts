// The sort rules are the kernel's (the comment's common phrases, the share list and the table read
// them too): this module names them for the sort feature.
export {
  SORT_STEP,
  applySortPlan,
  isStrictlyIncreasing,
  moveEntry,
  planSort,
  planSortMove,
  sortKeyOf,
} from '../shared/sort-plan';
