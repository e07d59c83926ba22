import type { UpgradeNoticeHost, UpgradeNoticePage } from '../../upgrade-notice';
import { browserStorage } from '../storage';

/** The browser behind the upgrade notice: `Date.now`, local storage, `fetch` and `location.reload`. */
export function browserUpgradeNoticeHost(win?: Window): UpgradeNoticeHost {
  // the window is read when the machine calls, never when the host is made: a server renders the
  // notice's first (closed) state with this host and never calls it
  const page = () => win ?? window;
  return {
    now: () => Date.now(),
    storage: browserStorage('local'),
    fetch: (input, init) => page().fetch(input, init),
    reload: () => page().location.reload(),
  };
}

/**
 * True when the page is not inside a frame (spec 5). A frame of another origin may refuse even the
 * comparison; such a page is not top-level.
 */
export function isTopLevelWindow(win?: Window): boolean {
  const page = win ?? (typeof window === 'undefined' ? undefined : window);
  if (!page) return false; // a server: no page to be top-level in
  try {
    return page.self === page.top;
  } catch {
    return false;
  }
}

/** Where the notice runs in this browser page; `special` names the watermark or popup mobile page. */
export function browserUpgradeNoticePage(
  special?: UpgradeNoticePage['special'],
  win?: Window,
): UpgradeNoticePage {
  return special ? { topLevel: isTopLevelWindow(win), special } : { topLevel: isTopLevelWindow(win) };
}

/**
 * Calls `listener` each time the page becomes visible again after having been hidden (an app or
 * tab switch) or is restored from the back-forward cache. Returns the unsubscribe function.
 */
export function onPageVisibleAgain(listener: () => void, doc: Document = document): () => void {
  const win = doc.defaultView;
  let wasHidden = doc.visibilityState === 'hidden';
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') {
      wasHidden = true;
    } else if (wasHidden) {
      wasHidden = false;
      listener();
    }
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) listener();
  };
  doc.addEventListener('visibilitychange', onVisibility);
  win?.addEventListener('pageshow', onPageShow);
  return () => {
    doc.removeEventListener('visibilitychange', onVisibility);
    win?.removeEventListener('pageshow', onPageShow);
  };
}
