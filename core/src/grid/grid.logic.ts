/** spec 9: layout weight 24 (the columns of a row). */
export const GRID_WEIGHT = 24;
/** spec 9: grid checkbox columns 4. */
export const GRID_COLUMNS = 4;

/** How a grid lays out its cells. */
export interface GridLayout<T> {
  /** Columns per row. */
  columns: number;
  /** Each cell's span out of 24 (desktop Row/Col). */
  span: number;
  rows: T[][];
}

/**
 * Cells in rows of `columns` (default 4). Columns are kept to a divisor of 24 (1, 2, 3, 4, 6, 8,
 * 12, 24) so every cell spans a whole number of the 24 weights: other values round down to one.
 */
export function gridLayout<T>(items: readonly T[], columns: number = GRID_COLUMNS): GridLayout<T> {
  const wanted = Number.isFinite(columns)
    ? Math.max(1, Math.min(GRID_WEIGHT, Math.floor(columns)))
    : GRID_COLUMNS;
  let cols = wanted;
  while (GRID_WEIGHT % cols !== 0) cols -= 1;
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += cols) rows.push(items.slice(i, i + cols));
  return { columns: cols, span: GRID_WEIGHT / cols, rows };
}
