import { useEffect } from 'react';

/** The page events a table listens to (issue 38): hidden or shown, and the focus regained. */
export type PagePresenceEvent = { type: 'PAGE.VISIBILITY'; hidden: boolean } | { type: 'PAGE.FOCUS' };

/**
 * Tells the table when the page is hidden or shown again and when it regains the focus, so the
 * machine pauses its polling and reloads on refocus. Listens only when one of them is asked for.
 */
export function usePagePresence(send: (event: PagePresenceEvent) => void, on: boolean): void {
  useEffect(() => {
    if (!on || typeof document === 'undefined') return undefined;
    let hidden = document.visibilityState === 'hidden';
    // a window focus that follows a tab switch is the same return: one reload
    let last = 0;
    if (hidden) send({ type: 'PAGE.VISIBILITY', hidden });
    const visibility = () => {
      const now = document.visibilityState === 'hidden';
      if (now === hidden) return;
      hidden = now;
      send({ type: 'PAGE.VISIBILITY', hidden });
      if (!hidden) {
        last = Date.now();
        send({ type: 'PAGE.FOCUS' });
      }
    };
    const focus = () => {
      if (Date.now() - last < 1000) return;
      last = Date.now();
      send({ type: 'PAGE.FOCUS' });
    };
    const shown = () => {
      if (!hidden) return;
      visibility();
    };
    document.addEventListener('visibilitychange', visibility);
    window.addEventListener('focus', focus);
    window.addEventListener('pageshow', shown);
    return () => {
      document.removeEventListener('visibilitychange', visibility);
      window.removeEventListener('focus', focus);
      window.removeEventListener('pageshow', shown);
    };
  }, [send, on]);
}
