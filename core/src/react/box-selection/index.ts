export { useBoxSelection, type BoxSelectionFieldView, type BoxSelectionProps } from './use-box-selection';
