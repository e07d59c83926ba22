// How the advanced search panel lays out its conditions (issue 38): columns by the panel's own
// width, each condition's span in the 24-column grid, and how many conditions the collapsed panel
// shows (its first rows).
import type { Platform } from '../shared/platform';

/** The skins' grid: 24 columns a row (antd's `Col span`). */
export const SEARCH_GRID_COLUMNS = 24;

/**
 * Panel widths (px) from which the panel shows 4, 3 and 2 conditions a row; narrower, 1. The
 * panel's width, not the window's: a panel in a side column or a drawer lays out as narrow.
 */
export const SEARCH_COLUMN_BREAKPOINTS: readonly { minWidth: number; columns: number }[] = [
  { minWidth: 1080, columns: 4 },
  { minWidth: 800, columns: 3 },
  { minWidth: 520, columns: 2 },
];

/** Columns before the panel is measured: spec 9's default span (a half row). */
export const SEARCH_UNMEASURED_COLUMNS = 2;

/** Rows of conditions a collapsed panel shows, per platform (one condition a row on a phone). */
export const SEARCH_DEFAULT_ROWS: Readonly<Record<Platform, number>> = { desktop: 2, mobile: 4 };

/** Conditions a row for a panel `width` px wide (`null`: not measured yet). */
export function columnsForWidth(width: number | null): number {
  if (width === null || !Number.isFinite(width) || width <= 0) return SEARCH_UNMEASURED_COLUMNS;
  return SEARCH_COLUMN_BREAKPOINTS.find((point) => width >= point.minWidth)?.columns ?? 1;
}

/**
 * A condition's span in the 24-column grid for `columns` a row: one column, or the span the host
 * gave the condition (`colSpan`) when that is wider; never more than the row.
 */
export function conditionSpan(colSpan: number | undefined, columns: number): number {
  const column = Math.floor(SEARCH_GRID_COLUMNS / Math.max(1, Math.min(columns, SEARCH_GRID_COLUMNS)));
  const own = colSpan !== undefined && Number.isInteger(colSpan) && colSpan >= 1 ? colSpan : 0;
  return Math.min(SEARCH_GRID_COLUMNS, Math.max(column, own));
}

/**
 * How many of the conditions (their spans, in order) fit in the first `rows` rows, a condition
 * that does not fit the rest of a row starting the next one (as the grid wraps it). At least one
 * when there is any: a collapsed panel never shows nothing.
 */
export function collapseCount(spans: readonly number[], rows: number): number {
  const wanted = Math.max(1, Math.floor(rows));
  let row = 1;
  let used = 0;
  for (let index = 0; index < spans.length; index += 1) {
    const span = Math.min(SEARCH_GRID_COLUMNS, Math.max(1, spans[index] ?? SEARCH_GRID_COLUMNS));
    if (used + span > SEARCH_GRID_COLUMNS) {
      row += 1;
      used = 0;
    }
    if (row > wanted) return Math.max(1, index);
    used += span;
  }
  return spans.length;
}
