export {
  ANCHOR_DRAG_END_DELAY_MS,
  ANCHOR_MASK_WIDTH,
  ANCHOR_SCROLL_ACCURACY,
  ANCHOR_SCROLL_ANIMATION_MS,
  ANCHOR_SCROLL_PAUSE_MS,
  activeAnchor,
  anchorLinksFrom,
  dropAnchorLink,
  filterAnchorLinks,
  mergeAnchorLinks,
  moveAnchorLink,
} from './anchor.logic';
export { anchorMachine, type AnchorMachine } from './anchor.machine';
export { connectAnchor, type AnchorLinkView, type AnchorTexts, type AnchorView } from './anchor.connect';
export { anchorTexts } from './messages';
export type {
  ActiveAnchorOptions,
  AnchorContext,
  AnchorEmitted,
  AnchorEvent,
  AnchorInput,
  AnchorLink,
  AnchorSection,
} from './anchor.types';
