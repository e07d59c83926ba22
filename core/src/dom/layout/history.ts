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

/** How long a restored or anchored scroll waits for the page's content to be tall enough. */
const SCROLL_SETTLE_MS = 1500;
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scroll as a browser keeps it across documents, for entries pushed in one document: a new entry
 * opens at its top (or at its `#anchor`), and going back or forward returns to the offset the entry
 * was left at. The content of an entry may load after the change (a lazy page), so the offset is
 * applied on each frame until the page is tall enough, for at most SCROLL_SETTLE_MS, and given up as
 * soon as the user scrolls.
 */
function scrollKeeper(win: Window) {
  const offsets = new Map<number, number>();
  const root = () => win.document.scrollingElement ?? win.document.documentElement;
  let settling: (() => void) | null = null;
  win.history.scrollRestoration = 'manual';
  win.addEventListener(
    'scroll',
    () => {
      if (!settling) offsets.set(indexOf(win), root().scrollTop);
    },
    { passive: true },
  );

  const stop = () => settling?.();
  /** Applies `target` on every frame until it holds (true) or time runs out. */
  const settle = (target: () => number | null) => {
    stop();
    const started = Date.now();
    let frame = 0;
    const done = () => {
      win.cancelAnimationFrame(frame);
      for (const type of USER_SCROLL_EVENTS) win.removeEventListener(type, done);
      settling = null;
      offsets.set(indexOf(win), root().scrollTop);
    };
    settling = done;
    for (const type of USER_SCROLL_EVENTS) win.addEventListener(type, done, { passive: true });
    const step = () => {
      const y = target();
      if (y !== null) root().scrollTop = y;
      if ((y !== null && Math.abs(root().scrollTop - y) < 1) || Date.now() - started > SCROLL_SETTLE_MS)
        done();
      else frame = win.requestAnimationFrame(step);
    };
    step();
  };
  const anchorTop = (hash: string): number | null => {
    const id = decodeURIComponent(hash.slice(1));
    const element = id ? win.document.getElementById(id) : null;
    return element ? element.getBoundingClientRect().top + root().scrollTop : null;
  };

  return {
    /** Before a push: the entry being left keeps its offset. */
    leave: () => {
      stop();
      offsets.set(indexOf(win), root().scrollTop);
    },
    /** After a push: the new entry opens at its anchor, else at its top. */
    arrive: () => {
      offsets.set(indexOf(win), 0);
      root().scrollTop = 0;
      if (win.location.hash) settle(() => anchorTop(win.location.hash));
    },
    /** After back or forward: the entry's own offset. */
    restore: () => {
      const y = offsets.get(indexOf(win)) ?? 0;
      settle(() => y);
    },
  };
}

/**
 * The browser's history (`pushState` and `popstate`), numbering the entries it pushes. It keeps the
 * window's scroll per entry as separate documents would (a new entry opens at its top or anchor,
 * back and forward return to where the entry was left).
 */
export function browserHistory(win: Window = window): LayoutHistory {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const scroll = scrollKeeper(win);
  win.addEventListener('popstate', scroll.restore);
  return {
    location: () => currentOf(win),
    push(path) {
      if (path === currentOf(win)) return;
      scroll.leave();
      win.history.pushState({ idx: indexOf(win) + 1 }, '', path);
      notify();
      scroll.arrive();
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
