import type { ReactNode } from 'react';

/** One cell of a grid. */
export interface GridCell {
  key: string;
  content: ReactNode;
}

/** Props of both skins' `GridColumns`. */
export interface GridColumnsProps {
  cells: readonly GridCell[];
  /** Columns per row (default 4; kept to a divisor of 24). */
  columns?: number;
  /** Space between cells (px). */
  gap?: number;
}
