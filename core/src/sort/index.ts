// Sort order (spec 4 "Sorting", spec 9): sort values in steps of 65536, the plan of a reorder, and
// the sortable list that sends only what the plan changed.
export type { SortEntry, SortId, SortIdOf, SortPlan, SortWrite } from './sort.types';
export {
  SORT_STEP,
  applySortPlan,
  isStrictlyIncreasing,
  moveEntry,
  planSort,
  planSortMove,
  sortKeyOf,
} from './sort.logic';
export {
  shownOrder,
  sortListMachine,
  type SortListContext,
  type SortListEmitted,
  type SortListEvent,
  type SortListInput,
  type SortListMachine,
  type SortableItem,
} from './sort.machine';
export { connectSortList, type SortListView, type SortRowView } from './sort.connect';
export {
  SORT_SAVE_URL,
  createSortServices,
  sortActors,
  type SortServices,
  type SortServicesOptions,
} from './sort.service';
export { sortTexts } from './messages';
