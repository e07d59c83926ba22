export { useGrid } from './use-grid';
export type { GridCell, GridColumnsProps } from './grid.props';
