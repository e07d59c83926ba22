import type { AnchorLinkView, AnchorView } from '../../anchor';

/** The pointer events a drag handle listens to (React's synthetic events fit). */
interface HandlePointerEvent {
  pointerId: number;
  button: number;
  clientX: number;
  clientY: number;
  currentTarget: Element;
}

/** Marks the element that stands for a link, so a pointer over it can be told apart. */
export const ANCHOR_LINK_ATTRIBUTE = 'data-anchor-link';

/**
 * Handlers for a link's drag handle that reorder with a finger or a pen: HTML drag and drop does not
 * fire on touch screens. The link under the pointer is the drop place; letting go over no other link
 * (a tap on the handle) cancels instead of moving the link to the end. Give each link's element
 * `data-anchor-link={link.id}` and the handle `touch-action: none`.
 */
export function anchorPointerDrag(anchor: AnchorView, link: AnchorLinkView) {
  const linkAt = (event: HandlePointerEvent) => {
    const element = event.currentTarget.ownerDocument.elementFromPoint(event.clientX, event.clientY);
    const id = element?.closest(`[${ANCHOR_LINK_ATTRIBUTE}]`)?.getAttribute(ANCHOR_LINK_ATTRIBUTE);
    return anchor.links.find((candidate) => candidate.id === id);
  };
  return {
    onPointerDown(event: HandlePointerEvent) {
      if (event.button !== 0) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      link.dragStart();
    },
    onPointerMove(event: HandlePointerEvent) {
      if (link.dragging) linkAt(event)?.dragOver();
    },
    onPointerUp() {
      if (!link.dragging) return;
      if (anchor.links.some((candidate) => candidate.over)) anchor.drop();
      else anchor.cancelDrag();
    },
    onPointerCancel() {
      if (link.dragging) anchor.cancelDrag();
    },
  };
}
