/** Reports the path after each route change; returns a function that stops watching. */
export type RouteWatcher = (notify: (path: string) => void) => () => void;

const LOCATION_CHANGE = 'suite-ui:locationchange';
const patched = new WeakSet<Window>();

/** The route path of a location: the pathname, or the path of a hash route (`#/doc/1`). */
export function routePathOf(location: Pick<Location, 'pathname' | 'hash'>): string {
  return location.hash.startsWith('#/') ? (location.hash.slice(1).split('?')[0] ?? '/') : location.pathname;
}

interface NavigationLike {
  addEventListener(type: 'currententrychange', listener: () => void): void;
  removeEventListener(type: 'currententrychange', listener: () => void): void;
}

function navigationOf(win: Window): NavigationLike | null {
  const navigation = (win as Window & { navigation?: Partial<NavigationLike> }).navigation;
  return navigation && typeof navigation.addEventListener === 'function'
    ? (navigation as NavigationLike)
    : null;
}

// Browsers without the Navigation API say nothing when a router calls pushState: wrap the two
// history methods once per window so they announce the change.
function announceHistoryChanges(win: Window): void {
  if (patched.has(win)) return;
  patched.add(win);
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = win.history[method];
    win.history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      const result = original.apply(this, args);
      win.dispatchEvent(new Event(LOCATION_CHANGE));
      return result;
    };
  }
}

/**
 * Watches the browser's route: back/forward, hash changes and router navigations (through the
 * Navigation API where the browser has it, else through announcing history methods).
 */
export function browserRouteWatcher(win: Window = window): RouteWatcher {
  return (notify) => {
    let last = routePathOf(win.location);
    const emit = () => {
      const path = routePathOf(win.location);
      if (path === last) return;
      last = path;
      notify(path);
    };
    const navigation = navigationOf(win);
    if (navigation) navigation.addEventListener('currententrychange', emit);
    else announceHistoryChanges(win);
    win.addEventListener('popstate', emit);
    win.addEventListener('hashchange', emit);
    win.addEventListener(LOCATION_CHANGE, emit);
    return () => {
      navigation?.removeEventListener('currententrychange', emit);
      win.removeEventListener('popstate', emit);
      win.removeEventListener('hashchange', emit);
      win.removeEventListener(LOCATION_CHANGE, emit);
    };
  };
}
