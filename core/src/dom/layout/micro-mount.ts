// Micro-apps and micro-frontends are mounted by a function the host plugs in (qiankun's
// loadMicroApp, micro-app's renderApp, or anything else); the layout only manages its lifecycle.

/** What a mount function is asked to show (a claim's micro-app or micro-frontend target). */
export interface MicroMountTarget {
  type: 'microApp' | 'microFrontend';
  name: string;
  /** The micro-app url or the micro-frontend entry (already checked to be http(s) or relative). */
  entry: string;
  /** The route base the sub-application should use ('' when not given). */
  baseroute: string;
}

/** Undoes a mount. */
export type MicroUnmount = () => void | Promise<void>;

/**
 * Mounts a target into `container`. `signal` aborts when the layout leaves the page before the
 * mount finished; return (or resolve with) the function that unmounts.
 */
export type MicroMount = (
  container: HTMLElement,
  target: MicroMountTarget,
  context: { signal: AbortSignal },
) => MicroUnmount | void | Promise<MicroUnmount | void>;

/** A running mount. */
export interface MicroMountHandle {
  /** Resolves when mounted, rejects when the mount function failed. */
  ready: Promise<void>;
  /** Unmounts now, or as soon as a pending mount finishes. */
  unmount(): void;
}

/** Runs `mount` and guarantees the unmount runs exactly once, even when it is asked for while mounting. */
export function startMicroMount(
  container: HTMLElement,
  target: MicroMountTarget,
  mount: MicroMount,
): MicroMountHandle {
  const controller = new AbortController();
  let unmountFn: MicroUnmount | null = null;
  let left = false;
  const runUnmount = () => {
    const fn = unmountFn;
    unmountFn = null;
    if (fn)
      void Promise.resolve()
        .then(fn)
        .catch(() => undefined);
  };
  const ready = (async () => {
    const result = await mount(container, target, { signal: controller.signal });
    unmountFn = typeof result === 'function' ? result : null;
    if (left) runUnmount();
  })();
  return {
    ready,
    unmount() {
      if (left) return;
      left = true;
      controller.abort();
      runUnmount();
    },
  };
}
