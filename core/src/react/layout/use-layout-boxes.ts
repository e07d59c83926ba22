import { useCallback, useMemo, useState } from 'react';
import {
  initialLayoutBoxes,
  layoutBoxView,
  resizeBox,
  toggleBox,
  type LayoutBoxType,
  type LayoutBoxView,
} from '../../layout';
import type { KeyValueStorage } from '../../shared';
import { useT } from '../use-locale';

/** The layout boxes as skins read them, with intents. */
export interface LayoutBoxesView {
  header: LayoutBoxView;
  side: LayoutBoxView;
  footer: LayoutBoxView;
  toggle(type: LayoutBoxType): void;
  /** Sets a width (clamped) and keeps it in storage under the box's key. */
  resize(type: LayoutBoxType, width: number): void;
  /**
   * The side box as a drawer shows it on a narrow screen: open or closed by the page, with the
   * arrow and label of that state; the box's own stored state is not changed.
   */
  sideAsDrawer(open: boolean): LayoutBoxView;
}

/** Header, side and footer boxes: hidden or shown, widths persisted per box (spec 4). */
export function useLayoutBoxes(storage: KeyValueStorage, layoutId: string): LayoutBoxesView {
  const t = useT();
  const [boxes, setBoxes] = useState(() => initialLayoutBoxes(storage, layoutId));
  const toggle = useCallback((type: LayoutBoxType) => setBoxes((current) => toggleBox(current, type)), []);
  const resize = useCallback(
    (type: LayoutBoxType, width: number) =>
      setBoxes((current) => resizeBox(current, type, width, storage, layoutId)),
    [storage, layoutId],
  );
  // t changes with the locale, so the labels follow a language switch
  return useMemo(
    () => ({
      header: layoutBoxView(boxes.header, t),
      side: layoutBoxView(boxes.side, t),
      footer: layoutBoxView(boxes.footer, t),
      toggle,
      resize,
      sideAsDrawer: (open: boolean) => layoutBoxView({ ...boxes.side, hidden: !open }, t),
    }),
    [boxes, toggle, resize, t],
  );
}
