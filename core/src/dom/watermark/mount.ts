import { createActor, fromPromise } from 'xstate';
import { createApiClient } from '../../http';
import { t } from '../../watermark/messages';
import type { Platform } from '../../shared/platform';
import {
  loadWatermarkListConfig,
  watermarkLayerStyle,
  watermarkMachine,
  watermarkView,
  type WatermarkAudience,
  type WatermarkInk,
  type WatermarkListConfig,
  type WatermarkScope,
  type WatermarkSettings,
  type WatermarkSize,
  type WatermarkTamperReason,
  type WatermarkUser,
  type WatermarkView,
} from '../../watermark';
import { clearPageContent } from './clear';
import { snapshotLayerAttributes } from './facts';
import { createTamperGuard, type GuardedLayer } from './guard';
import {
  isPageCleared,
  localWatermarkCount,
  markPageCleared,
  setLocalWatermarkShown,
  subscribeLocalWatermarks,
} from './registry';
import { browserRouteWatcher, routePathOf, type RouteWatcher } from './route';
import { canvasTilePainter, WatermarkImageError, type WatermarkTilePainter } from './tile';

/** Period of the computed-style check. */
export const WATERMARK_CHECK_INTERVAL_MS = 1000;
/** How long a computed-style finding must last before it counts. */
export const WATERMARK_CONFIRM_DELAY_MS = 400;

/** Options of `mountWatermark`. */
export interface MountWatermarkOptions {
  /** The page watermark covers `document.body`; a local one the given element. */
  container: HTMLElement;
  scope: WatermarkScope;
  /** From `parseWatermarkSettings(globalConfig)`. */
  settings: WatermarkSettings;
  platform: Platform;
  /** The current user, for the text placeholders. */
  user: WatermarkUser;
  /** Who looks, for the server's lists; the path defaults to the current route. */
  audience?: Partial<WatermarkAudience>;
  /** Login-free page and session id, for the image address (spec 7). */
  imageAccess?: { loginFree?: boolean; sessionId?: string | null };
  /**
   * The disabling flag (spec 4): tampering is logged as a warning and the page content is kept.
   * Off by default: tampering clears the page.
   */
  disableTamperClear?: boolean;
  /** Loads the server's lists; defaults to `GET /api/bcw/watermarke/queryWatermarkConfig` on this origin. */
  fetchListConfig?: () => Promise<WatermarkListConfig>;
  /**
   * Route changes for the page watermark's lists: defaults to the browser's history; `false` when
   * the host reports routes itself through `routeChanged`.
   */
  watchRoute?: RouteWatcher | false;
  /** Paints a tile; defaults to a canvas (tests and hosts without canvas pass their own). */
  paintTile?: WatermarkTilePainter;
  /** Where tampering is reported; defaults to the console. */
  logger?: Pick<Console, 'error' | 'warn'>;
  /** Called with every new view. */
  onChange?: (view: WatermarkView) => void;
  checkIntervalMs?: number;
  confirmDelayMs?: number;
  /** The observer class (tests). */
  MutationObserverImpl?: typeof MutationObserver;
}

/** A mounted watermark. */
export interface WatermarkHandle {
  /** What is drawn now. */
  view(): WatermarkView;
  /** The layer element while one is drawn. */
  layer(): HTMLElement | null;
  /** Reports a route change (hosts that watch routes themselves). */
  routeChanged(path: string): void;
  /** Runs the tamper check now. */
  check(): void;
  /** Removes the layer and releases observers, timers and listeners; idempotent. */
  destroy(): void;
}

function containerSize(scope: WatermarkScope, container: HTMLElement): WatermarkSize {
  if (scope === 'local') return { width: container.clientWidth, height: container.clientHeight };
  const root = container.ownerDocument.documentElement;
  return { width: root.clientWidth, height: root.clientHeight };
}

/**
 * The ink the tile is painted with, for the contrast judgement (issue 35): the text colour, and
 * for an image, whose colours are its own, the spec's black; both at the configured opacity.
 */
function inkOf(view: WatermarkView): WatermarkInk {
  const color = view.drawing?.kind === 'text' ? view.drawing.color : '#000000';
  return { color, opacity: view.opacity };
}

function tileKey(view: WatermarkView): string {
  return JSON.stringify([view.drawing, view.tile, view.rotate, view.opacity]);
}

/**
 * Draws a watermark over a container (or the page) and keeps it there (spec 4): re-painted after
 * resizes and refresh ticks, re-evaluated after route changes, the page one at 949 while a local
 * one shows, the text drawn instead of a failing image, and tampering logged and answered by
 * clearing the page content unless `disableTamperClear` is set. A local watermark whose container
 * leaves the page destroys itself.
 */
export function mountWatermark(options: MountWatermarkOptions): WatermarkHandle {
  const { container, scope } = options;
  const doc = container.ownerDocument;
  const win = doc.defaultView ?? window;
  const logger = options.logger ?? console;
  const paintTile = options.paintTile ?? canvasTilePainter(doc);
  const fetchListConfig =
    options.fetchListConfig ??
    ((): Promise<WatermarkListConfig> => loadWatermarkListConfig(createApiClient()));

  let layer: HTMLElement | null = null;
  let guarded: GuardedLayer | null = null;
  let painted: { key: string; url: string } | null = null;
  let paintSeq = 0;
  let destroyed = false;
  const owner = {};
  const cleanups: (() => void)[] = [];

  // a local layer is absolutely placed: its container must be a containing block
  if (scope === 'local' && ['', 'static'].includes(win.getComputedStyle(container).position)) {
    const previous = container.style.position;
    container.style.position = 'relative';
    cleanups.push(() => {
      container.style.position = previous;
    });
  }

  const actor = createActor(
    watermarkMachine.provide({ actors: { fetchListConfig: fromPromise(() => fetchListConfig()) } }),
    {
      input: {
        settings: options.settings,
        platform: options.platform,
        scope,
        user: options.user,
        audience: { ...options.audience, path: options.audience?.path ?? routePathOf(win.location) },
        container: containerSize(scope, container),
        imageAccess: options.imageAccess,
        localWatermarks: scope === 'page' ? localWatermarkCount(doc) : 0,
        disableTamperClear: options.disableTamperClear,
        now: () => Date.now(),
      },
    },
  );

  function removeLayer(): void {
    guarded = null;
    painted = null;
    layer?.remove();
    layer = null;
    if (scope === 'local') setLocalWatermarkShown(doc, owner, false);
  }

  function writeLayer(view: WatermarkView, url: string): void {
    const attributes: Record<string, string> = {
      'data-suite-watermark': scope,
      'data-testid': `watermark-${scope}-layer`,
      'aria-hidden': 'true',
      style: watermarkLayerStyle({ scope, zIndex: view.zIndex, tile: view.tile, backgroundUrl: url }),
    };
    const element = layer ?? doc.createElement('div');
    for (const [name, value] of Object.entries(attributes)) {
      if (element.getAttribute(name) !== value) element.setAttribute(name, value);
    }
    if (!layer) {
      layer = element;
      container.appendChild(element);
    }
    // the reference is read back right after the write, before any observer callback can run
    guarded = {
      layer: element,
      attributes: snapshotLayerAttributes(element),
      expectation: { scope, zIndex: view.zIndex, backgroundUrl: url, ink: inkOf(view) },
    };
    if (scope === 'local') setLocalWatermarkShown(doc, owner, true);
    guard.watch();
  }

  /** Draws a fresh layer in place of the one found removed or altered. */
  function redraw(): void {
    if (destroyed) return;
    const old = layer;
    layer = null;
    guarded = null;
    old?.remove();
    paint(watermarkView(actor.getSnapshot()));
  }

  function paint(view: WatermarkView): void {
    if (destroyed || view.status === 'cleared') return;
    if (view.status === 'hidden' || !view.drawing) {
      paintSeq++;
      removeLayer();
      return;
    }
    const key = tileKey(view);
    if (painted?.key === key) {
      writeLayer(view, painted.url);
      return;
    }
    const seq = ++paintSeq;
    paintTile({ drawing: view.drawing, tile: view.tile, rotate: view.rotate, opacity: view.opacity }).then(
      (url) => {
        if (destroyed || seq !== paintSeq) return;
        painted = { key, url };
        // the stacking order may have moved while the tile was painted
        writeLayer(watermarkView(actor.getSnapshot()), url);
      },
      (error: unknown) => {
        if (destroyed || seq !== paintSeq) return;
        if (error instanceof WatermarkImageError) actor.send({ type: 'IMAGE.FAILED' });
        else logger.error(error);
      },
    );
  }

  function onTampered(reason: WatermarkTamperReason): void {
    if (destroyed || isPageCleared(doc)) return;
    actor.send({ type: 'TAMPER.DETECTED', reason });
  }

  const guard = createTamperGuard({
    scope,
    container,
    current: () => guarded,
    onTampered,
    onEnded: () => handle.destroy(),
    checkIntervalMs: options.checkIntervalMs ?? WATERMARK_CHECK_INTERVAL_MS,
    confirmDelayMs: options.confirmDelayMs ?? WATERMARK_CONFIRM_DELAY_MS,
    MutationObserverImpl: options.MutationObserverImpl,
  });

  actor.on('tampered', ({ reason, cleared }) => {
    if (!cleared) {
      logger.warn(t('watermark.tamperKept', { reason }));
      // anchor behaviour of antd: the content is kept, but the watermark comes back
      redraw();
      return;
    }
    logger.error(t('watermark.tampered', { reason }));
    handle.destroy();
    markPageCleared(doc, clearPageContent(doc, t('watermark.clearedNotice'), t('watermark.clearedReload')));
  });

  const subscription = actor.subscribe((snapshot) => {
    const view = watermarkView(snapshot);
    paint(view);
    options.onChange?.(view);
  });
  cleanups.push(() => subscription.unsubscribe());

  const reportSize = () => actor.send({ type: 'CONTAINER.RESIZED', size: containerSize(scope, container) });
  if (scope === 'page') {
    win.addEventListener('resize', reportSize);
    cleanups.push(() => win.removeEventListener('resize', reportSize));
    cleanups.push(subscribeLocalWatermarks(doc, (count) => actor.send({ type: 'LOCALS.CHANGED', count })));
    const watchRoute = options.watchRoute ?? browserRouteWatcher(win);
    if (watchRoute) cleanups.push(watchRoute((path) => actor.send({ type: 'ROUTE.CHANGED', path })));
  } else if (typeof win.ResizeObserver === 'function') {
    const observer = new win.ResizeObserver(reportSize);
    observer.observe(container);
    cleanups.push(() => observer.disconnect());
  }

  const handle: WatermarkHandle = {
    view: () => watermarkView(actor.getSnapshot()),
    layer: () => layer,
    routeChanged: (path) => actor.send({ type: 'ROUTE.CHANGED', path }),
    check: () => guard.check(),
    destroy() {
      if (destroyed) return;
      destroyed = true;
      guard.stop();
      actor.stop();
      for (const cleanup of cleanups.splice(0).reverse()) cleanup();
      removeLayer();
    },
  };

  actor.start();
  return handle;
}
