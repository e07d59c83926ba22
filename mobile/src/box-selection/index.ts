export { BoxSelection, type BoxSelectionProps } from './BoxSelection';
