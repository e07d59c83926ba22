export {
  dragHandleProps,
  markedAt,
  type DragHandleOptions,
  type DragHandleProps,
  type DragPoint,
  type HandlePointerEvent,
} from './drag-handle';
