import { useSyncExternalStore } from 'react';

// The demo's own history navigation: the placeholder root needs only the path and a push.
const NAVIGATE_EVENT = 'suite-demo:navigate';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(NAVIGATE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(NAVIGATE_EVENT, onChange);
  };
}

const currentPath = () => window.location.pathname;

export function usePathname(): string {
  return useSyncExternalStore(subscribe, currentPath, currentPath);
}

export function navigate(path: string): void {
  if (path === window.location.pathname + window.location.search) return;
  window.history.pushState(null, '', path);
  window.dispatchEvent(new Event(NAVIGATE_EVENT));
}
