import { PullToRefresh } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import './pull-refresh.css';

/** Props of {@link PullRefresh}. */
export interface PullRefreshProps {
  /** Starts the reload: the list's own intent (its view's `reload`, `refresh` ...). */
  onRefresh(): void;
  /** The list is loading: the pull's spinner stays until this turns false. */
  refreshing: boolean;
  /** No pull (a list with nothing to reload, or while the user drags a row). */
  disabled?: boolean;
  /** Test id of the wrapper. */
  testId?: string;
  /** Fill the box it sits in: for a list that scrolls inside (the A–Z index). */
  fill?: boolean;
  children?: ReactNode;
}

// a reload that never showed as loading (answered from what the list holds) ends the pull after this
const UNSEEN_LOAD_MS = 400;

/**
 * The focus was reached by keyboard (a button or a handle tabbed to). A text field counts only once
 * a key is pressed in it: a field focused by a tap, or on opening a picker, leaves the pull on. The
 * kit's pull is a drag whose gesture library also moves on the arrow keys and, at the top of the
 * page, takes an ArrowDown as a pull (swallowing it: a handle's move, a caret's step).
 */
function reachedByKeyboard(element: Element): boolean {
  return (
    element.matches(':focus-visible') && !element.matches('input, textarea, select, [contenteditable="true"]')
  );
}

/**
 * Pull to refresh for every mobile list that loads data (issue 38): antd-mobile's `PullToRefresh`
 * over the list's view. The view's reload is state, not a promise: the pull ends when `refreshing`
 * has turned true and back to false. Its texts are the kit's, in the page's language. A list keeps
 * its own reload or retry button: a pull is a touch gesture only, so it is off while the focus
 * inside is used by keyboard (see `reachedByKeyboard`).
 */
export function PullRefresh({ onRefresh, refreshing, disabled, testId, fill, children }: PullRefreshProps) {
  const pending = useRef<{ resolve(): void; seen: boolean } | null>(null);
  useEffect(() => {
    const pull = pending.current;
    if (!pull) return;
    if (refreshing) pull.seen = true;
    else if (pull.seen) {
      pending.current = null;
      pull.resolve();
    }
  }, [refreshing]);
  useEffect(() => () => pending.current?.resolve(), []);
  const [keyboardWithin, setKeyboardWithin] = useState(false);
  const onFocus = useCallback((event: FocusEvent) => setKeyboardWithin(reachedByKeyboard(event.target)), []);
  const onBlur = useCallback((event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setKeyboardWithin(false);
  }, []);
  // a key pressed inside (a text field typed in, a handle focused by a pointer): the pull stops
  // from then on, until the focus leaves
  const onKeyDownCapture = useCallback(() => setKeyboardWithin(true), []);
  const refresh = useCallback(
    () =>
      new Promise<void>((resolve) => {
        const pull = { resolve, seen: false };
        pending.current = pull;
        onRefresh();
        setTimeout(() => {
          if (pending.current === pull && !pull.seen) {
            pending.current = null;
            resolve();
          }
        }, UNSEEN_LOAD_MS);
      }),
    [onRefresh],
  );
  return (
    <div
      data-testid={testId ?? 'pull-refresh'}
      className={fill ? 'suite-m-pull-fill' : undefined}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDownCapture={onKeyDownCapture}
    >
      <PullToRefresh onRefresh={refresh} disabled={disabled || keyboardWithin}>
        {children}
      </PullToRefresh>
    </div>
  );
}
