import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { mountWatermark, type MountWatermarkOptions, type WatermarkHandle } from '../../dom/watermark';
import {
  parseWatermarkSettings,
  type WatermarkAudience,
  type WatermarkGlobalConfig,
  type WatermarkListConfig,
  type WatermarkUser,
  type WatermarkView,
} from '../../watermark';
import type { Platform } from '../../shared/platform';

/** What a watermark needs from its page. */
export interface UseWatermarkOptions {
  /** The suite's global config; its `wm*`, `whitelist` and `blacklist` keys are read (spec 3). */
  config: WatermarkGlobalConfig | null | undefined;
  platform: Platform;
  /** The current user, for the text placeholders. */
  user: WatermarkUser;
  /**
   * The current path and who looks, for the server's lists. Give `path` when the host knows its
   * route (the watermark then follows this value); leave it out to follow the browser's history.
   */
  audience?: Partial<WatermarkAudience>;
  /** Login-free page and session id, for the image address (spec 7). */
  imageAccess?: { loginFree?: boolean; sessionId?: string | null };
  /** The disabling flag (spec 4): tampering is logged and the page content kept. */
  disableTamperClear?: boolean;
  /** Loads the server's lists (default: `GET /api/bcw/watermarke/queryWatermarkConfig`). */
  fetchListConfig?: () => Promise<WatermarkListConfig>;
  /**
   * Period of the tamper check in ms (default 1000). Tests shorten it to pack a minute's worth
   * of checks into a few seconds.
   */
  checkIntervalMs?: number;
}

// Values compared by content: a host re-rendering with equal objects must not re-mount the layer.
function useStableKey(value: unknown): string {
  return JSON.stringify(value ?? null);
}

/**
 * Mounts a watermark on the container (the body when none) while the component lives and gives its view. Mounted in a
 * layout effect so that it is destroyed before React removes the container from the page.
 */
function useMountedWatermark(
  scope: MountWatermarkOptions['scope'],
  container: RefObject<HTMLElement | null> | null,
  options: UseWatermarkOptions,
): WatermarkView | null {
  const [view, setView] = useState<WatermarkView | null>(null);
  const handle = useRef<WatermarkHandle | null>(null);
  const { platform, disableTamperClear, checkIntervalMs } = options;
  const settingsKey = useStableKey(options.config);
  const settings = useMemo(() => parseWatermarkSettings(JSON.parse(settingsKey)), [settingsKey]);
  const userKey = useStableKey(options.user);
  const { path, ...who } = options.audience ?? {};
  const whoKey = useStableKey(who);
  const accessKey = useStableKey(options.imageAccess);
  const hostRoutes = path !== undefined;
  const latest = useRef({ path, fetchListConfig: options.fetchListConfig });
  useLayoutEffect(() => {
    latest.current = { path, fetchListConfig: options.fetchListConfig };
  });

  useLayoutEffect(() => {
    const element = container ? container.current : document.body;
    if (!element) return undefined;
    const fetchListConfig = latest.current.fetchListConfig;
    const mounted = mountWatermark({
      container: element,
      scope,
      settings,
      platform,
      user: JSON.parse(userKey) as WatermarkUser,
      audience: { ...(JSON.parse(whoKey) as Partial<WatermarkAudience>), path: latest.current.path },
      imageAccess: JSON.parse(accessKey) ?? undefined,
      disableTamperClear,
      fetchListConfig: fetchListConfig && (() => fetchListConfig()),
      watchRoute: hostRoutes ? false : undefined,
      onChange: setView,
      checkIntervalMs,
    });
    handle.current = mounted;
    setView(mounted.view());
    return () => {
      handle.current = null;
      mounted.destroy();
    };
  }, [
    scope,
    container,
    settings,
    platform,
    userKey,
    whoKey,
    accessKey,
    disableTamperClear,
    hostRoutes,
    checkIntervalMs,
  ]);

  useEffect(() => {
    if (path !== undefined) handle.current?.routeChanged(path);
  }, [path]);

  return view;
}

/** The page-wide watermark over `document.body` (the root layout mounts it once); gives its view. */
export function usePageWatermark(options: UseWatermarkOptions): WatermarkView | null {
  return useMountedWatermark('page', null, options);
}

/** A watermark over one container element; gives its view. */
export function useLocalWatermark(
  container: RefObject<HTMLElement | null>,
  options: UseWatermarkOptions,
): WatermarkView | null {
  return useMountedWatermark('local', container, options);
}
