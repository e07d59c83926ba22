// spec 2.1, 3 "Layout box", 4, 9: header, side (200 wide) and footer boxes that toggle hidden or
// shown, with widths persisted locally under a per-box key.
import { t } from './messages';
import type { KeyValueStorage } from '../shared';

/** spec 9: side width 200; layout weight 24, side weight 4. */
export const SIDE_WIDTH = 200;
export const LAYOUT_WEIGHT = 24;
export const SIDE_WEIGHT = 4;

/** The boxes that can be hidden. */
export type LayoutBoxType = 'header' | 'side' | 'footer';

/** One box (spec 3 "Layout box", the fields a skin needs). */
export interface LayoutBox {
  type: LayoutBoxType;
  hidden: boolean;
  /** Width in px (side) or undefined (header, footer span the page). */
  width?: number;
  minWidth?: number;
  maxWidth?: number;
}

export type LayoutBoxes = Record<LayoutBoxType, LayoutBox>;

/** Direction of a box's show/hide arrow: it points where the box will go. */
export type BoxArrow = 'left' | 'right' | 'up' | 'down';

/** spec 9: side panel min width 120, max 500. */
export const SIDE_MIN_WIDTH = 120;
export const SIDE_MAX_WIDTH = 500;

/** The local storage key of a box's width (spec 4: per box). */
export function boxWidthKey(layoutId: string, type: LayoutBoxType): string {
  return `suite-ui.layout.${layoutId}.${type}.width`;
}

/** A width clamped to the box's bounds; anything not a finite number gives the fallback. */
export function clampBoxWidth(
  box: Pick<LayoutBox, 'minWidth' | 'maxWidth'>,
  width: unknown,
  fallback: number,
): number {
  const n =
    typeof width === 'number'
      ? width
      : typeof width === 'string' && width.trim() !== ''
        ? Number(width)
        : NaN;
  if (!Number.isFinite(n)) return fallback;
  return Math.round(Math.min(box.maxWidth ?? Infinity, Math.max(box.minWidth ?? 0, n)));
}

/** The boxes of a layout, widths read back from storage. */
export function initialLayoutBoxes(
  storage: KeyValueStorage,
  layoutId: string,
  hidden: Partial<Record<LayoutBoxType, boolean>> = {},
): LayoutBoxes {
  const side: LayoutBox = {
    type: 'side',
    hidden: hidden.side ?? false,
    minWidth: SIDE_MIN_WIDTH,
    maxWidth: SIDE_MAX_WIDTH,
  };
  side.width = clampBoxWidth(side, storage.get(boxWidthKey(layoutId, 'side')), SIDE_WIDTH);
  return {
    header: { type: 'header', hidden: hidden.header ?? false },
    side,
    footer: { type: 'footer', hidden: hidden.footer ?? false },
  };
}

/** Shows a hidden box or hides a shown one. */
export function toggleBox(boxes: LayoutBoxes, type: LayoutBoxType): LayoutBoxes {
  return { ...boxes, [type]: { ...boxes[type], hidden: !boxes[type].hidden } };
}

/** Sets a box's width (clamped) and persists it under the box's key. */
export function resizeBox(
  boxes: LayoutBoxes,
  type: LayoutBoxType,
  width: number,
  storage: KeyValueStorage,
  layoutId: string,
): LayoutBoxes {
  const box = boxes[type];
  const next = clampBoxWidth(box, width, box.width ?? SIDE_WIDTH);
  storage.set(boxWidthKey(layoutId, type), String(next));
  return { ...boxes, [type]: { ...box, width: next } };
}

const ARROWS: Record<LayoutBoxType, { shown: BoxArrow; hidden: BoxArrow }> = {
  side: { shown: 'left', hidden: 'right' },
  header: { shown: 'up', hidden: 'down' },
  footer: { shown: 'down', hidden: 'up' },
};

/** spec 4: the show-button arrow changes direction with the box's state. */
export function boxArrow(box: LayoutBox): BoxArrow {
  return ARROWS[box.type][box.hidden ? 'hidden' : 'shown'];
}

/** A box as skins read it. */
export interface LayoutBoxView extends LayoutBox {
  arrow: BoxArrow;
  /** Accessible label of the show/hide button. */
  toggleLabel: string;
}

/** The view of one box: its state, arrow and button label. */
export function layoutBoxView(box: LayoutBox, translate: (key: BoxToggleKey) => string = t): LayoutBoxView {
  return { ...box, arrow: boxArrow(box), toggleLabel: translate(boxToggleKey(box)) };
}

type BoxToggleKey = `layout.box.${LayoutBoxType}.${'show' | 'hide'}`;

function boxToggleKey(box: LayoutBox): BoxToggleKey {
  return `layout.box.${box.type}.${box.hidden ? 'show' : 'hide'}`;
}
