export { useSortableList, type SortableListSkinProps } from './use-sort';
