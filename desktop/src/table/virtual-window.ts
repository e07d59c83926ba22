/** The rows of a virtual body to put in the DOM: `[start, end)` of the row indexes. */
export interface RowWindow {
  start: number;
  end: number;
}

/** At most this many rows are ever in the DOM, however tall the body (issue 19). */
export const MAX_WINDOW_ROWS = 60;

/**
 * The heights of a list's rows for a virtual body whose rows may grow (a wrapped cell): the rows
 * measured so far keep their own height, the others count the estimate (the mean of those
 * measured, or the first guess before any). Two typed arrays of the row count (a Fenwick tree of
 * measured heights and one of measured counts) and one of the heights: nothing per row beyond
 * numbers, O(log n) for the offset of a row, O(log² n) for the row at an offset.
 */
export class RowHeights {
  readonly count: number;
  private readonly heights: Float64Array;
  private readonly sums: Float64Array;
  private readonly counts: Int32Array;
  private measuredSum = 0;
  private measuredCount = 0;

  constructor(
    count: number,
    private readonly guess: number,
  ) {
    this.count = Math.max(0, count);
    this.heights = new Float64Array(this.count);
    this.sums = new Float64Array(this.count + 1);
    this.counts = new Int32Array(this.count + 1);
  }

  /** The height an unmeasured row counts: the mean of the measured ones, else the first guess. */
  get estimate(): number {
    return this.measuredCount > 0 ? this.measuredSum / this.measuredCount : Math.max(1, this.guess);
  }

  /**
   * Records the measured height of row `index`; true when the layout it counts changed (a row
   * measured at the height it already counted, its own or the estimate, moves nothing: no
   * re-render for it).
   */
  set(index: number, height: number): boolean {
    if (!(index >= 0 && index < this.count) || !(height > 0)) return false;
    const old = this.heights[index] as number;
    if (Math.abs(old - height) < 0.5) return false;
    const counted = old > 0 ? old : this.estimate;
    this.heights[index] = height;
    this.measuredSum += height - old;
    const newly = old === 0 ? 1 : 0;
    this.measuredCount += newly;
    for (let i = index + 1; i <= this.count; i += i & -i) {
      this.sums[i] = (this.sums[i] as number) + height - old;
      this.counts[i] = (this.counts[i] as number) + newly;
    }
    return Math.abs(counted - height) >= 0.5;
  }

  /** The height row `index` counts: measured, or the estimate. */
  heightOf(index: number): number {
    const measured = this.heights[index] ?? 0;
    return measured > 0 ? measured : this.estimate;
  }

  /** The offset of the top of row `index` (0 ≤ index ≤ count): the height of the rows above it. */
  offset(index: number): number {
    const upTo = Math.min(Math.max(0, index), this.count);
    let sum = 0;
    let measured = 0;
    for (let i = upTo; i > 0; i -= i & -i) {
      sum += this.sums[i] as number;
      measured += this.counts[i] as number;
    }
    return sum + (upTo - measured) * this.estimate;
  }

  /** The height of every row. */
  total(): number {
    return this.offset(this.count);
  }

  /** The row at `offset` px from the top (the first row in view at that scroll offset). */
  indexAt(offset: number): number {
    if (this.count === 0 || offset <= 0) return 0;
    let low = 0;
    let high = this.count - 1;
    // the last row whose top is at or above the offset
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.offset(mid) <= offset) low = mid;
      else high = mid - 1;
    }
    return low;
  }
}

/**
 * The rows to draw for a body `viewport` px tall scrolled to `scrollTop`: those in view (their
 * heights as `heights` counts them) and `overscan` more on each side; never more than `max`.
 * Near the end it keeps a full view of rows, so the last rows fill the body.
 */
export function windowAt(
  heights: RowHeights,
  scrollTop: number,
  viewport: number,
  overscan: number,
  max: number = MAX_WINDOW_ROWS,
): RowWindow {
  const { count } = heights;
  if (count === 0) return { start: 0, end: 0 };
  const first = heights.indexAt(scrollTop);
  // rows in view: from the first until their heights fill the viewport from the scroll offset
  let last = first;
  let bottom = heights.offset(first) + heights.heightOf(first);
  while (last < count - 1 && bottom < scrollTop + viewport) {
    last += 1;
    bottom += heights.heightOf(last);
  }
  const start = Math.max(0, first - overscan);
  const end = Math.min(count, last + 1 + overscan, start + max);
  return { start, end: Math.max(start, end) };
}
