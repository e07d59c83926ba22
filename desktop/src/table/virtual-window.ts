/** The rows of a virtual body to put in the DOM: `[start, end)` of the row indexes. */
export interface RowWindow {
  start: number;
  end: number;
}

/** At most this many rows are ever in the DOM, however tall the body (issue 19). */
export const MAX_WINDOW_ROWS = 60;

/**
 * The rows in view of a body `viewport` px tall whose first row in view is `first`, with `overscan`
 * rows on each side, for `count` rows of `rowHeight` px; never more than `max` rows. O(1): nothing
 * is kept per row.
 */
export function rowWindow(
  first: number,
  viewport: number,
  rowHeight: number,
  count: number,
  overscan: number,
  max: number = MAX_WINDOW_ROWS,
): RowWindow {
  const inView = Math.ceil(viewport / Math.max(1, rowHeight)) + 1;
  const top = Math.min(Math.max(0, first), Math.max(0, count - inView));
  const start = Math.max(0, top - overscan);
  const end = Math.min(count, top + inView + overscan, start + max);
  return { start, end: Math.max(start, end) };
}

/** The first row in view at `scrollTop` px of a body of `rowHeight` px rows. */
export function firstRowAt(scrollTop: number, rowHeight: number): number {
  return Math.max(0, Math.floor(scrollTop / Math.max(1, rowHeight)));
}
