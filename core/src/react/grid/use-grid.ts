import { useMemo } from 'react';
import { gridLayout, type GridLayout } from '../../grid';

/** Cells laid in rows of `columns` (default 4) with their span out of 24. */
export function useGrid<T>(items: readonly T[], columns?: number): GridLayout<T> {
  return useMemo(() => gridLayout(items, columns), [items, columns]);
}
