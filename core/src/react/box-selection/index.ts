export { useBoxSelection, type BoxSelectionApi, type BoxSelectionProps } from './use-box-selection';
