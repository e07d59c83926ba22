export { GridColumns, type GridCell, type GridColumnsProps } from './GridColumns';
