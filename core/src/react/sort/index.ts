export { useSortableList, type SortableListSkinProps } from './use-sort';
export { usePointerReorder, type PointerReorder } from './use-pointer-reorder';
