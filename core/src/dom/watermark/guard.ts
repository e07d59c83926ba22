import {
  judgeWatermarkLayer,
  type WatermarkLayerExpectation,
  type WatermarkLayerVerdict,
  type WatermarkScope,
  type WatermarkTamperReason,
} from '../../watermark';
import { readLayerFacts, type LayerAttributeSnapshot } from './facts';

import { isNativeFunction, laterTimer, natives, startHeartbeat } from './natives';

// Taken when the module loads: a page script that later replaces window.MutationObserver with a
// dud does not blind the guard; one replaced earlier is not used (the heartbeat, driven by a
// worker's timer the page cannot reach, covers what observers miss anyway).
const NativeMutationObserver: typeof MutationObserver | undefined =
  typeof natives.MutationObserver === 'function' &&
  (isNativeFunction(natives.MutationObserver) || /jsdom/i.test(navigator.userAgent))
    ? natives.MutationObserver
    : undefined;

/** What the guard holds the layer to: set by the renderer right before each of its own writes. */
export interface GuardedLayer {
  layer: HTMLElement;
  attributes: LayerAttributeSnapshot;
  expectation: WatermarkLayerExpectation;
}

export interface TamperGuardOptions {
  scope: WatermarkScope;
  container: HTMLElement;
  /** The layer as last written, or null while nothing is drawn. */
  current(): GuardedLayer | null;
  onTampered(reason: WatermarkTamperReason): void;
  /** A local container left the page. */
  onEnded(): void;
  /** Period of the computed-style check in ms. */
  checkIntervalMs: number;
  /** How long a computed-style finding must last before it counts, in ms. */
  confirmDelayMs: number;
  /** The observer class (tests pass a dud to prove the periodic check alone catches removal). */
  MutationObserverImpl?: typeof MutationObserver;
}

export interface TamperGuard {
  /** Looks at the layer now. */
  check(): void;
  /** Re-attaches the observers after the renderer created or re-parented the layer. */
  watch(): void;
  stop(): void;
}

function ancestorsOf(element: Element): Element[] {
  const chain: Element[] = [];
  for (let node = element.parentElement; node; node = node.parentElement) chain.push(node);
  return chain;
}

/**
 * Watches a layer for removal and alteration (spec 4). The observers only prompt a check; the
 * check compares the live DOM with what the renderer last wrote, so the renderer's own writes and
 * foreign changes that leave the layer intact never count, whatever mutation records they cause.
 */
export function createTamperGuard(options: TamperGuardOptions): TamperGuard {
  const { scope, container } = options;
  const Observer = options.MutationObserverImpl ?? NativeMutationObserver;
  const observer = Observer ? new Observer(() => check()) : null;
  let observed: Node[] = [];
  const timer = laterTimer();
  let confirmTimer: ReturnType<typeof setTimeout> | null = null;
  // content a local container held, to tell its unmount from its removal after the content left
  let content: Element[] = [];
  let reported: WatermarkTamperReason | null = null;
  let stopped = false;

  /**
   * Every element the container has held, while it is on the page: content moved out first and
   * the container removed after still counts (issue 14), whatever the steps in between.
   */
  function rememberContent(layer: HTMLElement | undefined): void {
    if (!container.isConnected) return;
    const held = new Set(content.filter((element) => element.isConnected));
    for (const child of container.children) if (child !== layer) held.add(child);
    content = [...held];
  }

  function verdict(): WatermarkLayerVerdict | null {
    const guarded = options.current();
    if (!guarded) return null;
    if (scope === 'local') rememberContent(guarded.layer);
    const facts = readLayerFacts(scope, container, guarded.layer, guarded.attributes, content);
    return judgeWatermarkLayer(facts, guarded.expectation);
  }

  function report(reason: WatermarkTamperReason): void {
    // with the disabling flag the layer can stay altered: say so once, not at every check
    if (reported === reason) return;
    reported = reason;
    options.onTampered(reason);
  }

  function confirmLater(): void {
    if (confirmTimer !== null) return;
    confirmTimer = timer.set(() => {
      confirmTimer = null;
      if (stopped) return;
      const second = verdict();
      if (second?.status === 'tampered') report(second.reason);
      else if (second?.status === 'ended') options.onEnded();
    }, options.confirmDelayMs);
  }

  function check(): void {
    if (stopped) return;
    const result = verdict();
    if (!result || result.status === 'intact') {
      if (confirmTimer !== null) timer.clear(confirmTimer);
      confirmTimer = null;
      reported = null;
    } else if (result.status === 'ended') {
      options.onEnded();
      return;
    } else if (result.confirm) {
      confirmLater();
    } else {
      report(result.reason);
    }
    if (!stopped) watch();
  }

  function watch(): void {
    if (stopped) return;
    const layer = options.current()?.layer;
    if (scope === 'local') rememberContent(layer);
    if (!observer) return;
    const targets: Node[] = [container, ...ancestorsOf(container), ...(layer ? [layer] : [])];
    if (targets.length === observed.length && targets.every((node, i) => node === observed[i])) return;
    observer.disconnect();
    for (const node of targets) {
      observer.observe(node, node === layer ? { attributes: true } : { attributes: true, childList: true });
    }
    observed = targets;
  }

  const stopHeartbeat = startHeartbeat(options.checkIntervalMs, check);
  // A page whose frame its embedder hid (an inactive tab) is not judged while it renders nothing
  // (documentRendersNothing); the moment its root gets a box again it is looked at, so a change
  // made while hidden is judged on showing, not a heartbeat later.
  const RootObserver = natives.ResizeObserver;
  const rootObserver =
    scope === 'page' && typeof RootObserver === 'function' ? new RootObserver(() => check()) : null;
  rootObserver?.observe(container.ownerDocument.documentElement);
  watch();

  return {
    check,
    watch,
    stop() {
      stopped = true;
      stopHeartbeat();
      rootObserver?.disconnect();
      if (confirmTimer !== null) timer.clear(confirmTimer);
      observer?.disconnect();
      observed = [];
    },
  };
}
