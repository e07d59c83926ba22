import { browserHistory, pathnameOf } from '@suite-ui/core/dom';
import { useSyncExternalStore } from 'react';

/** The demo's one history: the root layout routes from it and pages navigate through it. */
export const demoHistory = browserHistory();

/** The current pathname; the calling component re-renders on every navigation. */
export function usePathname(): string {
  return pathnameOf(useSyncExternalStore(demoHistory.subscribe, demoHistory.location, demoHistory.location));
}

/** Shows another page of the demo. */
export function navigate(path: string): void {
  demoHistory.push(path);
}
