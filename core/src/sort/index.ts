// Sort order (spec 4 "Sorting", spec 9): sort values in steps of 65536 and the plan of a reorder.
export type { SortEntry, SortId, SortIdOf, SortPlan, SortWrite } from './sort.types';
export {
  SORT_STEP,
  applySortPlan,
  isStrictlyIncreasing,
  moveEntry,
  planSortMove,
  planSort,
  sortKeyOf,
} from './sort.logic';
