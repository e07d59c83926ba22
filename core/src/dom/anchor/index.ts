export { ANCHOR_LINK_ATTRIBUTE, anchorPointerDrag } from './pointer-drag';
