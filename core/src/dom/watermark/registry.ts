// Per-document state shared by the watermarks of one page: how many local container watermarks
// show (the page one drops to 949 meanwhile, spec 4) and whether the page was already cleared
// (so the other watermarks stand down instead of reporting the clearing as tampering). "Cleared"
// means our own notice is still on the page: a notice a page script forges is not ours.

interface PageState {
  locals: Set<object>;
  listeners: Set<(count: number) => void>;
  notice: Element | null;
}

const pages = new WeakMap<Document, PageState>();

function pageState(doc: Document): PageState {
  let state = pages.get(doc);
  if (!state) {
    state = { locals: new Set(), listeners: new Set(), notice: null };
    pages.set(doc, state);
  }
  return state;
}

function notify(state: PageState): void {
  for (const listener of [...state.listeners]) listener(state.locals.size);
}

/** Counts `owner` as a local watermark on the page while it shows; idempotent. */
export function setLocalWatermarkShown(doc: Document, owner: object, shown: boolean): void {
  const state = pageState(doc);
  const had = state.locals.has(owner);
  if (shown === had) return;
  if (shown) state.locals.add(owner);
  else state.locals.delete(owner);
  notify(state);
}

/** How many local watermarks show on the page now. */
export function localWatermarkCount(doc: Document): number {
  return pageState(doc).locals.size;
}

/** Calls `listener` with the number of local watermarks whenever it changes. */
export function subscribeLocalWatermarks(doc: Document, listener: (count: number) => void): () => void {
  const state = pageState(doc);
  state.listeners.add(listener);
  return () => void state.listeners.delete(listener);
}

/** Notes the notice a watermark left after clearing the page. */
export function markPageCleared(doc: Document, notice: Element): void {
  pageState(doc).notice = notice;
}

/** True while the page shows the notice a watermark left after clearing it. */
export function isPageCleared(doc: Document): boolean {
  return pageState(doc).notice?.isConnected ?? false;
}
