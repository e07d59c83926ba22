// The browser functions the tamper check relies on, taken when this module loads (issue 14): a page
// script that replaces them later does not reach the check, and one that replaced them earlier is
// seen, because a replacement is not the browser's own code.

const scope: typeof globalThis | undefined = typeof globalThis === 'object' ? globalThis : undefined;
const functionText = Function.prototype.toString;

/** True for a function the browser itself provides. */
export function isNativeFunction(fn: unknown): boolean {
  if (typeof fn !== 'function') return false;
  try {
    return /\{\s*\[native code\]\s*\}\s*$/.test(functionText.call(fn));
  } catch {
    return false;
  }
}

/** The references, as found at module load. */
export const natives = {
  MutationObserver: scope?.MutationObserver,
  ResizeObserver: scope?.ResizeObserver,
  setInterval: scope?.setInterval?.bind(scope),
  clearInterval: scope?.clearInterval?.bind(scope),
  setTimeout: scope?.setTimeout?.bind(scope),
  clearTimeout: scope?.clearTimeout?.bind(scope),
  requestAnimationFrame: scope?.requestAnimationFrame?.bind(scope),
  cancelAnimationFrame: scope?.cancelAnimationFrame?.bind(scope),
  MessageChannel: scope?.MessageChannel,
  Worker: scope?.Worker,
  getComputedStyle: scope?.getComputedStyle,
  elementsFromPoint: typeof Document === 'function' ? Document.prototype.elementsFromPoint : undefined,
};

const raw = {
  MutationObserver: scope?.MutationObserver,
  setInterval: scope?.setInterval,
  setTimeout: scope?.setTimeout,
  requestAnimationFrame: scope?.requestAnimationFrame,
  MessageChannel: scope?.MessageChannel,
  getComputedStyle: scope?.getComputedStyle,
  elementsFromPoint: natives.elementsFromPoint,
};

/** A DOM emulation (jsdom) implements these in script: nothing there is native to check. */
const emulated = typeof navigator === 'object' && /jsdom/i.test(navigator.userAgent);

/**
 * Names of the references that are present but not the browser's own (empty in a DOM emulation,
 * where none is). Missing ones are not listed: an old browser simply lacks them.
 */
export function replacedNatives(): string[] {
  if (emulated) return [];
  return Object.entries(raw)
    .filter(([, fn]) => fn !== undefined && !isNativeFunction(fn))
    .map(([name]) => name);
}

interface ReadingFunctions {
  getComputedStyle?: typeof window.getComputedStyle;
  elementsFromPoint?: Document['elementsFromPoint'];
}

let freshRealm: ReadingFunctions | null = null;

/**
 * The two functions the check reads the page through, from a realm no page script has run in yet
 * (issue 35): a blank frame of our own, made the first time a reference taken at load turns out
 * replaced, and kept. Its functions read this document like the page's own would. A page that
 * controls every frame it could create before the library loads can still lie: an accepted limit.
 */
function freshReadingFunctions(doc: Document): ReadingFunctions {
  if (freshRealm) return freshRealm;
  freshRealm = {};
  try {
    const frame = doc.createElement('iframe');
    frame.setAttribute('aria-hidden', 'true');
    frame.setAttribute('data-suite-watermark-exempt', '');
    frame.tabIndex = -1;
    frame.style.setProperty('display', 'none', 'important');
    doc.documentElement.appendChild(frame);
    const view = frame.contentWindow as (Window & typeof globalThis) | null;
    const getComputedStyle = view?.getComputedStyle;
    const elementsFromPoint = view?.Document.prototype.elementsFromPoint;
    freshRealm = {
      getComputedStyle: isNativeFunction(getComputedStyle) ? getComputedStyle : undefined,
      elementsFromPoint: isNativeFunction(elementsFromPoint) ? elementsFromPoint : undefined,
    };
  } catch {
    // no frame could be made (a sandbox, a policy): the check stays on what it has
  }
  return freshRealm;
}

let replacedAtLoad: string[] | null = null;

/** The reading functions to trust: the ones taken at load, or a fresh realm's when those were replaced. */
function readingFunctions(doc: Document): ReadingFunctions {
  // the references are fixed at load: which are replaced is known once
  replacedAtLoad ??= replacedNatives();
  const replaced = replacedAtLoad;
  if (!replaced.includes('getComputedStyle') && !replaced.includes('elementsFromPoint')) return natives;
  const fresh = freshReadingFunctions(doc);
  return {
    getComputedStyle: replaced.includes('getComputedStyle')
      ? fresh.getComputedStyle
      : natives.getComputedStyle,
    elementsFromPoint: replaced.includes('elementsFromPoint')
      ? fresh.elementsFromPoint
      : natives.elementsFromPoint,
  };
}

/**
 * True when a reading function was replaced before load and no fresh realm gave a browser's own in
 * its place: what the check reads cannot be trusted, which counts as tampering.
 */
export function readingUntrusted(doc: Document): boolean {
  if (emulated) return false;
  const reading = readingFunctions(doc);
  const replaced = replacedAtLoad ?? [];
  return (
    (replaced.includes('getComputedStyle') && reading.getComputedStyle === undefined) ||
    (replaced.includes('elementsFromPoint') && reading.elementsFromPoint === undefined)
  );
}

/** `getComputedStyle` through the reference taken at load, or a fresh realm's when it was replaced. */
export function computedStyleOf(element: Element): CSSStyleDeclaration {
  const view = element.ownerDocument.defaultView ?? window;
  const fn = readingFunctions(element.ownerDocument).getComputedStyle ?? view.getComputedStyle;
  return fn.call(view, element);
}

/** `document.elementsFromPoint` through the reference taken at load, or a fresh realm's when it was replaced. */
export function elementsAt(doc: Document, x: number, y: number): Element[] {
  const fn = readingFunctions(doc).elementsFromPoint ?? doc.elementsFromPoint;
  return typeof fn === 'function' ? fn.call(doc, x, y) : [];
}

/**
 * Timeouts through the references taken at load; in a DOM emulation the current globals, so
 * tests' fake timers drive them.
 */
export function laterTimer(): {
  set: (fn: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clear: (id: ReturnType<typeof setTimeout>) => void;
} {
  if (emulated || !natives.setTimeout || !natives.clearTimeout)
    return { set: (fn, ms) => setTimeout(fn, ms), clear: (id) => clearTimeout(id) };
  return { set: natives.setTimeout, clear: natives.clearTimeout };
}

const WORKER_SOURCE =
  'let t=null;onmessage=(e)=>{const p=e.ports[0];if(!p)return;clearInterval(t);t=setInterval(()=>p.postMessage(0),e.data)}';

/**
 * Calls `tick` about every `periodMs` from sources a page cannot stop without it being seen: a
 * dedicated worker's timer answering on its own `MessageChannel` (page scripts cannot reach the
 * worker's timers), and the page timer and animation frames taken at load. Returns a stop function.
 */
export function startHeartbeat(periodMs: number, tick: () => void): () => void {
  const stops: (() => void)[] = [];
  if (emulated || !natives.setInterval || !natives.clearInterval) {
    const id = setInterval(tick, periodMs);
    stops.push(() => clearInterval(id));
  } else {
    const clear = natives.clearInterval;
    const id = natives.setInterval(tick, periodMs);
    stops.push(() => clear(id));
  }
  if (
    !emulated &&
    natives.Worker &&
    natives.MessageChannel &&
    typeof Blob === 'function' &&
    typeof URL === 'function'
  ) {
    try {
      const url = URL.createObjectURL(new Blob([WORKER_SOURCE], { type: 'text/javascript' }));
      const worker = new natives.Worker(url);
      const channel = new natives.MessageChannel();
      channel.port1.onmessage = () => tick();
      worker.postMessage(periodMs, [channel.port2]);
      stops.push(() => {
        worker.terminate();
        channel.port1.close();
        URL.revokeObjectURL(url);
      });
    } catch {
      // a content security policy without blob: workers: the other sources remain
    }
  }
  if (!emulated && natives.requestAnimationFrame && natives.cancelAnimationFrame) {
    const cancel = natives.cancelAnimationFrame;
    const frame = natives.requestAnimationFrame;
    let last = Date.now();
    let id = 0;
    const loop = () => {
      if (Date.now() - last >= periodMs) {
        last = Date.now();
        tick();
      }
      id = frame(loop);
    };
    id = frame(loop);
    stops.push(() => cancel(id));
  }
  return () => {
    for (const stop of stops.splice(0)) stop();
  };
}
