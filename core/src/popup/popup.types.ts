/** What opens a popup (spec 4). */
export type PopupTrigger = 'hover' | 'click' | 'focus' | 'contextMenu';

/** antd-style placements; spec 9: bottomLeft by default. */
export type PopupPlacement =
  | 'top'
  | 'topLeft'
  | 'topRight'
  | 'bottom'
  | 'bottomLeft'
  | 'bottomRight'
  | 'left'
  | 'leftTop'
  | 'leftBottom'
  | 'right'
  | 'rightTop'
  | 'rightBottom';

/** The same placements in @floating-ui's words. */
export type FloatingPlacement =
  | 'top'
  | 'top-start'
  | 'top-end'
  | 'bottom'
  | 'bottom-start'
  | 'bottom-end'
  | 'left'
  | 'left-start'
  | 'left-end'
  | 'right'
  | 'right-start'
  | 'right-end';

export interface PopupInput {
  /** Default `['hover']`. */
  triggers?: readonly PopupTrigger[];
  /** Default bottomLeft (spec 9). */
  placement?: PopupPlacement;
  /** ms before showing on hover or focus; spec 9: 0. */
  enterDelay?: number;
  /** ms before hiding after the pointer leaves; spec 9: 0.1 s. */
  leaveDelay?: number;
}

export interface PopupContext {
  triggers: readonly PopupTrigger[];
  placement: PopupPlacement;
  enterDelay: number;
  leaveDelay: number;
  /** What opened it (null while hidden). */
  openedBy: PopupTrigger | null;
  /** Where a context menu was asked for (page px), else null. */
  point: { x: number; y: number } | null;
}

export type PopupEvent =
  | { type: 'POINTER.ENTER' }
  | { type: 'POINTER.LEAVE' }
  | { type: 'CLICK' }
  | { type: 'FOCUS' }
  | { type: 'BLUR' }
  | { type: 'CONTEXT_MENU'; x: number; y: number }
  | { type: 'OUTSIDE' }
  | { type: 'ESCAPE' }
  | { type: 'OPEN' }
  | { type: 'CLOSE' };

/** Asks the host to move focus back to the trigger (after Escape). */
export type PopupEmitted = { type: 'returnFocus' };
