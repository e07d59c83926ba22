export { useSortableList, type SortableListSkinProps } from './use-sortable-list';
