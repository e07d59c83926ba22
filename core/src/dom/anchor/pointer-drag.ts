import type { AnchorLinkView, AnchorView } from '../../anchor';
import { dragHandleProps, markedAt, type DragHandleProps } from '../drag';

/** Marks the element that stands for a link, so a pointer over it can be told apart. */
export const ANCHOR_LINK_ATTRIBUTE = 'data-anchor-link';

/**
 * Handlers for a link's drag handle, in both skins, over the one pointer mechanism
 * (`dragHandleProps`); the drag's state is the anchor machine's. The link under the pointer is the
 * drop place; letting go over no other link (a tap on the handle) cancels instead of moving the link
 * to the end. Give each link's element `data-anchor-link={link.id}` and the handle
 * `touch-action: none`.
 */
export function anchorPointerDrag(anchor: AnchorView, link: AnchorLinkView): DragHandleProps {
  return dragHandleProps<AnchorLinkView>({
    active: () => link.dragging,
    targetAt: (point) => {
      const id = markedAt(point, ANCHOR_LINK_ATTRIBUTE);
      return anchor.links.find((candidate) => candidate.id === id);
    },
    start: link.dragStart,
    over: (target) => target.dragOver(),
    release: () => (anchor.links.some((candidate) => candidate.over) ? anchor.drop() : anchor.cancelDrag()),
    cancel: anchor.cancelDrag,
  });
}
