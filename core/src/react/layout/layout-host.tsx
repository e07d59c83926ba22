import { createContext, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  browserActionHost,
  browserHistory,
  memoryHistory,
  pathnameOf,
  type LayoutHistory,
} from '../../dom/layout';
import { createApiClient, type ApiClient } from '../../http';
import {
  createLayoutActionDispatcher,
  createRefreshBus,
  detailCloseAction,
  createLayoutServices,
  type FunctionRegistry,
  type LayoutActionDispatcher,
  type RefreshBus,
  type RouteClaim,
} from '../../layout';
import { PageTitleProvider, usePageTitleRegistry } from './page-titles';
import { LayoutRefreshProvider } from './refresh';

/** What pages inside the layout may ask of it. */
export interface LayoutHostView {
  /** Path, query and hash shown now. */
  location: string;
  navigate(path: string, options?: { replace?: boolean }): void;
  back(): void;
  /** spec 2.2: closes a detail pop-up: one step back, or to the parent path when history is short. */
  closeDetail(): void;
  /** spec 4: runs a layout action entry (checked; unsafe ones refused). */
  dispatch: LayoutActionDispatcher;
}

const LayoutHostContext = createContext<LayoutHostView | null>(null);

/** What the layout offers the page (its view of the host), or `null` outside a layout. */
export function useLayoutHost(): LayoutHostView | null {
  return useContext(LayoutHostContext);
}

/** Options of `useLayoutShell`, read once except `history`'s location. */
export interface LayoutShellOptions {
  /** Location source (default: the browser's history). */
  history?: LayoutHistory;
  /** Client of the plugin call and the `request` action (default: same-origin client). */
  client?: ApiClient;
  /** Plugin claims loader (default: `GET /api/getRootLayoutPlugins` through `client`). */
  fetchPlugins?: (signal: AbortSignal) => Promise<RouteClaim[]>;
  /** Functions the `callFunction` action may call, per scope. */
  functions?: FunctionRegistry;
  /**
   * Origins whose framed pages (iframe claims) keep their own origin (`allow-same-origin`); every
   * other frame is sandboxed as an opaque origin. Default: none.
   */
  frameOrigins?: readonly string[];
}

const NO_ORIGINS: readonly string[] = [];
const FrameOriginsContext = createContext<readonly string[]>(NO_ORIGINS);

/** The frame-origin allowlist of the layout around (empty outside one). */
export function useFrameOrigins(): readonly string[] {
  return useContext(FrameOriginsContext);
}

/** The shell both skins' RootLayouts share: location, refresh bus, host view, plugin loader. */
export interface LayoutShell {
  pathname: string;
  location: string;
  history: LayoutHistory;
  bus: RefreshBus;
  host: LayoutHostView;
  fetchPlugins(signal: AbortSignal): Promise<RouteClaim[]>;
  /** See `LayoutShellOptions.frameOrigins`. */
  frameOrigins: readonly string[];
  /** Titles pages gave themselves (`useLayoutPageTitle`), by path. */
  pageTitles: ReadonlyMap<string, string>;
  setPageTitle(pathname: string, title: string | null): void;
}

/** Sets up the layout's location, refresh bus, action dispatcher and plugin loader. */
export function useLayoutShell(options: LayoutShellOptions = {}): LayoutShell {
  const [setup] = useState(() => {
    // a server has no browser history: it renders the root path unless the host passes its own
    const history = options.history ?? (typeof window === 'undefined' ? memoryHistory() : browserHistory());
    const client = options.client ?? createApiClient();
    const bus = createRefreshBus();
    const dispatch = createLayoutActionDispatcher(
      browserActionHost({
        history,
        client,
        functions: options.functions,
        refresh: (target) => bus.refresh(target),
      }),
    );
    const fetchPlugins = options.fetchPlugins ?? createLayoutServices(client).fetchPlugins;
    return { history, bus, dispatch, fetchPlugins, frameOrigins: options.frameOrigins ?? NO_ORIGINS };
  });
  const { history, bus, dispatch, fetchPlugins, frameOrigins } = setup;
  const location = useSyncExternalStore(history.subscribe, history.location, history.location);
  const host = useMemo<LayoutHostView>(
    () => ({
      location,
      navigate: (path, navigateOptions) =>
        navigateOptions?.replace ? history.replace(path) : history.push(path),
      back: () => history.back(),
      closeDetail: () => {
        const close = detailCloseAction(pathnameOf(history.location()), history.length());
        if (close.kind === 'back') history.back();
        else history.push(close.path);
      },
      dispatch,
    }),
    [location, history, dispatch],
  );
  const { titles: pageTitles, setTitle: setPageTitle } = usePageTitleRegistry();
  return {
    pathname: pathnameOf(location),
    location,
    history,
    bus,
    host,
    fetchPlugins,
    frameOrigins,
    pageTitles,
    setPageTitle,
  };
}

/** Gives the host view and the refresh bus to the layout's pages. */
export function LayoutShellProvider({ shell, children }: { shell: LayoutShell; children: ReactNode }) {
  return (
    <LayoutHostContext.Provider value={shell.host}>
      <FrameOriginsContext.Provider value={shell.frameOrigins}>
        <PageTitleProvider setTitle={shell.setPageTitle}>
          <LayoutRefreshProvider bus={shell.bus}>{children}</LayoutRefreshProvider>
        </PageTitleProvider>
      </FrameOriginsContext.Provider>
    </LayoutHostContext.Provider>
  );
}
