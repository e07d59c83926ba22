export { GRID_COLUMNS, GRID_WEIGHT, gridLayout, type GridLayout } from './grid.logic';
export { gridTexts } from './messages';
