export { usePointerDrag, type PointerDrag, type PointerDragOptions } from './use-pointer-drag';
