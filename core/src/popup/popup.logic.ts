import type { FloatingPlacement, PopupPlacement, PopupTrigger } from './popup.types';

/** spec 9: default popup placement. */
export const POPUP_DEFAULT_PLACEMENT: PopupPlacement = 'bottomLeft';
/** spec 9: enter delay 0. */
export const POPUP_ENTER_DELAY_MS = 0;
/** spec 9: mouse-leave delay 0.1 s. */
export const POPUP_LEAVE_DELAY_MS = 100;
/** spec 9: the popup delays, short and long (a host picks one for hover cards). */
export const POPUP_DELAYS_MS = { short: 100, long: 500 } as const;
/** spec 9: animation (ms). */
export const POPUP_ANIMATION_MS = 300;

export const POPUP_TRIGGERS: readonly PopupTrigger[] = ['hover', 'click', 'focus', 'contextMenu'];

const FLOATING: Record<PopupPlacement, FloatingPlacement> = {
  top: 'top',
  topLeft: 'top-start',
  topRight: 'top-end',
  bottom: 'bottom',
  bottomLeft: 'bottom-start',
  bottomRight: 'bottom-end',
  left: 'left',
  leftTop: 'left-start',
  leftBottom: 'left-end',
  right: 'right',
  rightTop: 'right-start',
  rightBottom: 'right-end',
};

/** The @floating-ui placement of an antd-style one (unknown values fall back to bottomLeft's). */
export function floatingPlacement(placement: PopupPlacement): FloatingPlacement {
  return FLOATING[placement] ?? 'bottom-start';
}

/** Known triggers only, without repeats; `['hover']` when none is left. */
export function popupTriggers(triggers: readonly unknown[] | undefined): PopupTrigger[] {
  const known = (triggers ?? []).filter((t): t is PopupTrigger => POPUP_TRIGGERS.includes(t as PopupTrigger));
  const unique = [...new Set(known)];
  return unique.length > 0 ? unique : ['hover'];
}

/** A delay in ms from a host: a finite number ≥ 0, else the fallback. */
export function popupDelay(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
}
