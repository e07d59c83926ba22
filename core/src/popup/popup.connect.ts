import type { SnapshotFrom } from 'xstate';
import type { ConnectEnv } from '../shared/connect';
import { POPUP_ANIMATION_MS, floatingPlacement } from './popup.logic';
import type { PopupMachine } from './popup.machine';
import type { FloatingPlacement, PopupEvent, PopupPlacement, PopupTrigger } from './popup.types';

/** What a skin renders for a popup, and the events its trigger and floating part report. */
export interface PopupView {
  open: boolean;
  /** Opening after the enter delay, or closing after the leave delay. */
  pending: boolean;
  triggers: readonly PopupTrigger[];
  placement: PopupPlacement;
  /** `placement` in @floating-ui's words. */
  floatingPlacement: FloatingPlacement;
  /** For a context menu: where it was asked for (page px); null otherwise. */
  point: { x: number; y: number } | null;
  /** What opened it. */
  openedBy: PopupTrigger | null;
  /**
   * WAI-ARIA role of the floating part: a context menu or a click popup is a dialog the user moves
   * into; a hover or focus popup is a tooltip-like description.
   */
  role: 'dialog' | 'tooltip';
  /** spec 9: animation (ms). */
  animationMs: number;
  closeLabel: string;
  pointerEnter(): void;
  pointerLeave(): void;
  click(): void;
  focus(): void;
  blur(): void;
  contextMenu(x: number, y: number): void;
  /** A press outside the trigger and the popup. */
  outside(): void;
  escape(): void;
  close(): void;
}

type Snapshot = Pick<SnapshotFrom<PopupMachine>, 'context' | 'matches'>;

/** The popup's view model. */
export function connectPopup(
  snapshot: Snapshot,
  send: (event: PopupEvent) => void,
  env: ConnectEnv,
): PopupView {
  const { context } = snapshot;
  const open = snapshot.matches('visible') || snapshot.matches('closing');
  const interactive = context.triggers.includes('click') || context.triggers.includes('contextMenu');
  return {
    open,
    pending: snapshot.matches('opening') || snapshot.matches('closing'),
    triggers: context.triggers,
    placement: context.placement,
    floatingPlacement: floatingPlacement(context.placement),
    point: context.point,
    openedBy: context.openedBy,
    role: interactive ? 'dialog' : 'tooltip',
    animationMs: POPUP_ANIMATION_MS,
    closeLabel: env.t('popup.close'),
    pointerEnter: () => send({ type: 'POINTER.ENTER' }),
    pointerLeave: () => send({ type: 'POINTER.LEAVE' }),
    click: () => send({ type: 'CLICK' }),
    focus: () => send({ type: 'FOCUS' }),
    blur: () => send({ type: 'BLUR' }),
    contextMenu: (x, y) => send({ type: 'CONTEXT_MENU', x, y }),
    outside: () => send({ type: 'OUTSIDE' }),
    escape: () => send({ type: 'ESCAPE' }),
    close: () => send({ type: 'CLOSE' }),
  };
}
