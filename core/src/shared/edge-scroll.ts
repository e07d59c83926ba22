/** Where a drag near a scrolling box's edge scrolls it, and how fast. */
export interface EdgeScrollOptions {
  /** How far from an edge (px) the pointer starts the scroll. */
  zone: number;
  /** The fastest step (px a frame), at the edge and beyond it. */
  maxStep: number;
}

/** 48 px from an edge, up to 20 px a frame (about 1 200 px a second at 60 frames). */
export const EDGE_SCROLL: EdgeScrollOptions = { zone: 48, maxStep: 20 };

/**
 * The scroll step (px a frame) while a drag's pointer is at `y` over a scrolling box from `top` to
 * `bottom`: up (negative) near the top edge, down near the bottom, 0 between. The nearer the edge the
 * faster, growing with the depth into the zone, at `maxStep` on the edge and past it; at least 1 px
 * inside a zone, so the list always moves. On a box too short for two zones each takes a third.
 */
export function edgeScrollStep(y: number, top: number, bottom: number, options = EDGE_SCROLL): number {
  const zone = Math.min(options.zone, (bottom - top) / 3);
  if (zone <= 0) return 0;
  const depth = (into: number) => Math.max(1, Math.round(options.maxStep * Math.min(1, into / zone)));
  if (y < top + zone) return -depth(top + zone - y);
  if (y > bottom - zone) return depth(y - (bottom - zone));
  return 0;
}
