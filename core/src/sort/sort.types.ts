// A sort entry and the plan of a reorder are the kernel's (every sorted list shares them).
export type { SortEntry, SortId, SortIdOf, SortPlan, SortWrite } from '../shared/sort-entry';
