import type { Platform } from '../shared/platform';

/** Kinds of message (spec 8). */
export type SuiteMessageType = 'success' | 'error' | 'info' | 'warning' | 'loading';

/** A message as the suite passes it around (spec 8): a type and a content. */
export interface SuiteMessage {
  type: SuiteMessageType;
  content: string;
}

/** antd-mobile Toast icons a message maps to; null shows the text alone. */
export type ToastIcon = 'success' | 'fail' | 'loading' | null;

/** What a skin shows for a message: an antd message on desktop, an antd-mobile Toast on mobile. */
export type MessageView =
  | { kind: 'message'; type: SuiteMessageType; content: string }
  | { kind: 'toast'; icon: ToastIcon; content: string };

const TYPES: readonly SuiteMessageType[] = ['success', 'error', 'info', 'warning', 'loading'];

// spec 8: on mobile an error is a fail toast
const TOAST_ICON: Record<SuiteMessageType, ToastIcon> = {
  success: 'success',
  error: 'fail',
  loading: 'loading',
  info: null,
  warning: null,
};

/**
 * What to show for a message on `platform` (spec 8): desktop `{ kind: 'message', type, content }`,
 * mobile `{ kind: 'toast', icon, content }` with error as fail. An unknown type reads as info and a
 * content that is not text as empty, so a bad server message cannot break the page.
 */
export function messageView({ type, content }: SuiteMessage, platform: Platform): MessageView {
  const known: SuiteMessageType = TYPES.includes(type) ? type : 'info';
  const text = typeof content === 'string' ? content : '';
  return platform === 'mobile'
    ? { kind: 'toast', icon: TOAST_ICON[known], content: text }
    : { kind: 'message', type: known, content: text };
}

/** A debounced function, with a way to drop or run at once what is pending. */
export interface Debounced<TArgs extends unknown[]> {
  (...args: TArgs): void;
  /** Drops the pending call. */
  cancel(): void;
  /** Runs the pending call now, if any. */
  flush(): void;
}

/**
 * Calls `fn` with the latest arguments once calls have stopped for `wait` ms. spec 9: the default
 * wait 0 means one animation frame (`globalThis.requestAnimationFrame`), so bursts within a frame
 * (scroll, resize) collapse into one call per frame.
 */
export function debounce<TArgs extends unknown[]>(fn: (...args: TArgs) => void, wait = 0): Debounced<TArgs> {
  let pending: { args: TArgs } | null = null;
  let cancelTimer: (() => void) | null = null;

  const run = () => {
    cancelTimer = null;
    const call = pending;
    pending = null;
    if (call) fn(...call.args);
  };
  const schedule = () => {
    cancelTimer?.();
    if (wait <= 0 && typeof globalThis.requestAnimationFrame === 'function') {
      const frame = globalThis.requestAnimationFrame(run);
      cancelTimer = () => globalThis.cancelAnimationFrame?.(frame);
    } else {
      const timer = globalThis.setTimeout(run, Math.max(0, wait));
      cancelTimer = () => globalThis.clearTimeout(timer);
    }
  };

  const debounced = ((...args: TArgs) => {
    pending = { args };
    schedule();
  }) as Debounced<TArgs>;
  debounced.cancel = () => {
    cancelTimer?.();
    cancelTimer = null;
    pending = null;
  };
  debounced.flush = () => {
    cancelTimer?.();
    run();
  };
  return debounced;
}
