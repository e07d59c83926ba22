export {
  dragHandleProps,
  markedAt,
  type DragHandleOptions,
  type DragHandleProps,
  type DragPoint,
  type HandlePointerEvent,
} from './drag-handle';
export { edgeScroll, type EdgeScroll, type EdgeScrollBox } from './edge-scroll';
