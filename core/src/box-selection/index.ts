// Box selection (spec 2.3 mobile widgets): pick one or several boxes laid out in a grid.
export {
  boxSelectionView,
  toggleBoxSelection,
  type BoxOption,
  type BoxSelectionMode,
  type BoxSelectionView,
  type BoxView,
} from './box-selection.logic';
export { boxSelectionTexts } from './messages';
