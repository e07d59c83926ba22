import {
  defaultRangeExtractor,
  observeElementRect,
  useVirtualizer,
  type Range,
  type Rect,
  type VirtualItem,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef, type CSSProperties } from 'react';

/** What a virtual list needs to know: how many rows, how tall each is, and how much to render ahead. */
export interface VirtualRowsOptions {
  /** Rows in the list (a trailing "loading more" row included, when the list shows one). */
  count: number;
  /** Height of a row in px: fixed rows, or the estimate until a row is measured. */
  rowHeight: number;
  /** Rows rendered beyond each edge of the view, so a fast scroll does not show blanks. */
  overscan?: number;
  /**
   * The scroller's height when the list knows it. The first rows then render with the list, not a
   * frame later, and a scroller that measures 0 (mounted inside a closed dialog) counts as this tall.
   */
  height?: number;
  /** Called with the index of the last rendered row when it changes (to load the next page). */
  onRangeChange?: (lastIndex: number) => void;
  /**
   * A row kept rendered wherever the list is scrolled: a row being dragged, whose handle holds the
   * pointer, must not leave the DOM while the drag scrolls the list.
   */
  keep?: number;
}

/** One rendered row: its index, and the style that places it in the list's box. */
export interface VirtualRow {
  index: number;
  /** Top of the row in the list's box, in px. */
  start: number;
  /** Height of the row, in px. */
  size: number;
  /** `position: absolute` at `start`, full width, `size` tall. */
  style: CSSProperties;
}

/** The list's parts for a skin to render: the scroller, a box `totalHeight` tall, the rows in view. */
export interface VirtualRows {
  /** Ref for the scrolling element. */
  setScroller: (element: HTMLElement | null) => void;
  /** Height of the box that holds every row (give it `position: relative`). */
  totalHeight: number;
  /** The rows to render now, in order. */
  rows: VirtualRow[];
  /** Scrolls the least needed to show a row (keyboard moves). */
  scrollToIndex(index: number): void;
  /** Forgets measured sizes, after the row height changed. */
  measure(): void;
}

/**
 * The style that places a row `size` tall at `start` in the list's box: for a memoised row that
 * takes the two numbers rather than a new style object each render.
 */
export function virtualRowStyle(start: number, size: number): CSSProperties {
  return {
    position: 'absolute',
    top: 0,
    left: 0,
    right: 0,
    height: size,
    transform: `translateY(${start}px)`,
  };
}

function place(item: VirtualItem): VirtualRow {
  return {
    index: item.index,
    start: item.start,
    size: item.size,
    style: virtualRowStyle(item.start, item.size),
  };
}

/**
 * The one windowing mechanism of both skins (trees, tree selects, browser results, the mobile
 * table): only the rows in view, plus `overscan`, are in the DOM, so 20 000 rows stay fast.
 */
export function useVirtualRows({
  count,
  rowHeight,
  overscan = 4,
  height,
  onRangeChange,
  keep,
}: VirtualRowsOptions): VirtualRows {
  const scroller = useRef<HTMLElement | null>(null);
  const getScrollElement = useCallback(() => scroller.current, []);
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  const initialRect = useMemo(() => (height === undefined ? undefined : { width: 0, height }), [height]);
  const observeRect = useCallback(
    (instance: Virtualizer<HTMLElement, Element>, report: (rect: Rect) => void) =>
      observeElementRect(instance, (rect) =>
        report(rect.height > 0 || height === undefined ? rect : { ...rect, height }),
      ),
    [height],
  );
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (keep === undefined || keep < 0 || keep >= range.count || indexes.includes(keep)) return indexes;
      return [...indexes, keep].sort((a, b) => a - b);
    },
    [keep],
  );
  const virtualizer = useVirtualizer<HTMLElement, Element>({
    count,
    getScrollElement,
    estimateSize,
    overscan,
    initialRect,
    observeElementRect: observeRect,
    rangeExtractor,
  });
  const items = virtualizer.getVirtualItems();
  // a kept row drawn after the rows in view, away from them, does not count as reached
  const last = items.at(-1);
  const keptAway = last !== undefined && last.index === keep && items.at(-2)?.index !== keep - 1;
  const lastIndex = (keptAway ? items.at(-2) : last)?.index ?? -1;
  useEffect(() => onRangeChange?.(lastIndex), [onRangeChange, lastIndex]);
  // a new row height (density, font size) invalidates what was measured
  useEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);
  const setScroller = useCallback((element: HTMLElement | null) => {
    scroller.current = element;
  }, []);
  const scrollToIndex = useCallback((index: number) => virtualizer.scrollToIndex(index), [virtualizer]);
  const measure = useCallback(() => virtualizer.measure(), [virtualizer]);
  return {
    setScroller,
    totalHeight: virtualizer.getTotalSize(),
    rows: items.map(place),
    scrollToIndex,
    measure,
  };
}
