export {
  useBoxSelection,
  type BoxSelectionFieldView,
  type BoxSelectionApi,
  type BoxSelectionProps,
} from './use-box-selection';
