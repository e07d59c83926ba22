import { useEffect, useRef } from 'react';
import { browserDialogRoute } from '../../layout/routes.logic';

/**
 * spec 2.2: while `open`, the page's route is the current one plus the dialog suffix and `id`
 * (pushed on open); the browser's back button calls `onBack`. Closing from the page goes back
 * one step, so the history stays as it was.
 */
export function useDialogRoute(open: boolean, id: string, onBack: () => void): void {
  const back = useRef(onBack);
  useEffect(() => {
    back.current = onBack;
  });
  useEffect(() => {
    if (!open) return undefined;
    const marker = { suiteBrowserDialog: id };
    window.history.pushState(
      marker,
      '',
      browserDialogRoute(window.location.pathname, id) + window.location.search,
    );
    let popped = false;
    const onPop = () => {
      popped = true;
      back.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      // closed from the page (confirm, cancel): leave the dialog route
      const state: unknown = window.history.state;
      if (!popped && typeof state === 'object' && state !== null && 'suiteBrowserDialog' in state)
        window.history.back();
    };
  }, [open, id]);
}
