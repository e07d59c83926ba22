import { edgeScrollStep, EDGE_SCROLL, type EdgeScrollOptions } from '../../shared/edge-scroll';

/** The box a drag scrolls, and where its visible rows start (under a sticky header). */
export interface EdgeScrollBox {
  element: HTMLElement;
  /** The top of the rows' area, when a sticky header covers the box's top (client px). */
  top?: number;
}

/** Scrolling while a drag's pointer stays near an edge. */
export interface EdgeScroll {
  /** The pointer is at `y`; `scrolled` runs after each step (the rows moved under a still pointer). */
  follow(y: number, scrolled: () => void): void;
  stop(): void;
}

/**
 * Scrolls `box` a step each animation frame while a drag's pointer stays near its top or bottom
 * edge, as fast as `edgeScrollStep` says; it stops when the pointer leaves the zone, the box can
 * scroll no further, or the drag ends (`stop`).
 */
export function edgeScroll(box: EdgeScrollBox, options: EdgeScrollOptions = EDGE_SCROLL): EdgeScroll {
  const { element } = box;
  const view = element.ownerDocument.defaultView;
  let pointer: { y: number; scrolled: () => void } | undefined;
  let frame = 0;
  const step = () => {
    frame = 0;
    if (!pointer) return;
    const rect = element.getBoundingClientRect();
    const by = edgeScrollStep(pointer.y, Math.max(rect.top, box.top ?? rect.top), rect.bottom, options);
    const before = element.scrollTop;
    if (by !== 0) element.scrollTop = before + by;
    if (element.scrollTop === before) return;
    pointer.scrolled();
    frame = view?.requestAnimationFrame(step) ?? 0;
  };
  return {
    follow(y, scrolled) {
      pointer = { y, scrolled };
      if (!frame) frame = view?.requestAnimationFrame(step) ?? 0;
    },
    stop() {
      pointer = undefined;
      if (frame) view?.cancelAnimationFrame(frame);
      frame = 0;
    },
  };
}
