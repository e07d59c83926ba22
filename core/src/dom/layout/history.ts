// The page's location for the root layout: read, push, go back, and be told of every change.

/** A location source the layout routes from; `browserHistory()` in pages, `memoryHistory()` in tests. */
export interface LayoutHistory {
  /** Current path with query and hash (`/workflow/list?x=1`). */
  location(): string;
  push(path: string): void;
  replace(path: string): void;
  back(): void;
  /**
   * Entries of this page's own history up to the current one: 1 when the page was opened
   * directly (spec 2.2: a short history closes a detail by going to its parent path).
   */
  length(): number;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

const currentOf = (win: Window) => `${win.location.pathname}${win.location.search}${win.location.hash}`;

// window.history.length also counts the pages before this one (a new tab's blank page, another
// site); the layout numbers its own entries in history.state instead.
function indexOf(win: Window): number {
  const state: unknown = win.history.state;
  const idx = typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : undefined;
  return typeof idx === 'number' && Number.isInteger(idx) && idx >= 0 ? idx : 0;
}

/** The browser's history (`pushState` and `popstate`), numbering the entries it pushes. */
export function browserHistory(win: Window = window): LayoutHistory {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    location: () => currentOf(win),
    push(path) {
      if (path === currentOf(win)) return;
      win.history.pushState({ idx: indexOf(win) + 1 }, '', path);
      notify();
    },
    replace(path) {
      win.history.replaceState({ idx: indexOf(win) }, '', path);
      notify();
    },
    back: () => win.history.back(),
    length: () => indexOf(win) + 1,
    subscribe(listener) {
      listeners.add(listener);
      win.addEventListener('popstate', listener);
      return () => {
        listeners.delete(listener);
        win.removeEventListener('popstate', listener);
      };
    },
  };
}

/** A history held in memory (tests, embedded layouts). */
export function memoryHistory(initial = '/'): LayoutHistory {
  const entries = [initial];
  let index = 0;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    location: () => entries[index] as string,
    push(path) {
      entries.splice(index + 1, entries.length, path);
      index = entries.length - 1;
      notify();
    },
    replace(path) {
      entries[index] = path;
      notify();
    },
    back() {
      if (index === 0) return;
      index -= 1;
      notify();
    },
    length: () => entries.length,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The pathname part of a location (`/a/b?x#y` → `/a/b`). */
export function pathnameOf(location: string): string {
  return location.split(/[?#]/)[0] || '/';
}
