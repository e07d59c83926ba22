export {
  FilterButtons,
  GridCheckbox,
  type FilterButtonsProps,
  type GridCheckboxProps,
} from './FilterButtons';
