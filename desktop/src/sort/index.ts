export { SortableList, type SortableListProps } from './SortableList';
