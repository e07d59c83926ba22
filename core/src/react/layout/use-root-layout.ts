import { useEffect, useMemo, useState } from 'react';
import {
  connectRootLayout,
  layoutTexts,
  refusedClaimsAt,
  rootLayoutActors,
  rootLayoutMachine,
  type RootLayoutPagesView,
  type RouteClaim,
} from '../../layout';
import { useActorView, useMachineActor } from '../machine';
import { useLayoutShell, type LayoutShell, type LayoutShellOptions } from './layout-host';
import { withPageTitles } from './page-titles';
import type { LayoutModules } from './route-outlet';

/** Options of `useRootLayout`. */
export interface UseRootLayoutOptions {
  /** The current pathname. */
  pathname: string;
  menuClaims?: readonly RouteClaim[];
  /** Modules that can render (the module loader map's names). */
  modules?: readonly string[];
  /** Loads the plugin claims once (spec 7 `GET /api/getRootLayoutPlugins`). */
  fetchPlugins(signal: AbortSignal): Promise<RouteClaim[]>;
}

/** The root layout's view of the current path: loading, then claim, custom, module or 404 (spec 2.1). */
export function useRootLayout({
  pathname,
  menuClaims,
  modules,
  fetchPlugins,
}: UseRootLayoutOptions): RootLayoutPagesView {
  // read once: a StrictMode remount starts a new actor from these, which loads the plugins again
  // (the first load's request was aborted with the first actor)
  const [settings] = useState(() => ({
    input: { pathname, menuClaims, modules },
    implementations: {
      actors: rootLayoutActors({ fetchPlugins }),
    },
  }));
  const actor = useMachineActor(rootLayoutMachine, settings);
  useEffect(
    () => actor.on('plugins.failed', (event) => console.warn(pluginsFailedWarning(event.reason))),
    [actor],
  );
  useEffect(() => actor.send({ type: 'LAYOUT.LOCATION', pathname }), [actor, pathname]);
  useEffect(() => actor.send({ type: 'LAYOUT.MENU', claims: menuClaims ?? [] }), [actor, menuClaims]);
  const moduleKey = modules?.join('\n');
  const stableModules = useMemo(
    () => (moduleKey === undefined ? undefined : moduleKey.split('\n')),
    [moduleKey],
  );
  useEffect(() => actor.send({ type: 'LAYOUT.MODULES', modules: stableModules }), [actor, stableModules]);
  const view = useActorView(actor, LAYOUT_VIEW, connectLayout);
  // a refused claim where the user is: say which and why, once per claim (the module shows)
  const [warned] = useState(() => new Set<string>());
  const { loading, pathname: at } = view;
  useEffect(() => {
    if (loading) return;
    const { menuClaims: menu, pluginClaims } = actor.getSnapshot().context;
    for (const claim of refusedClaimsAt([...menu, ...pluginClaims], at)) {
      const key = `${claim.id}\n${claim.path}`;
      if (warned.has(key)) continue;
      warned.add(key);
      console.warn(claimRefusedWarning(claim));
    }
  }, [actor, loading, at, warned]);
  return view;
}

// the layout's rules are the same on both platforms; env only ties the titles to the locale
const LAYOUT_VIEW = { platform: 'desktop', messages: layoutTexts } as const;
const connectLayout = (snapshot: Parameters<typeof connectRootLayout>[0]): RootLayoutPagesView =>
  connectRootLayout(snapshot);

/** spec 8 style: what failed and what the layout does instead. */
export function pluginsFailedWarning(reason: string): string {
  return `[suite-ui layout] GET /api/getRootLayoutPlugins failed (${reason}): paths are routed without plugin claims`;
}

/** spec 8 style: the claim, why it is refused, and what shows instead. */
export function claimRefusedWarning(claim: { id: string; path: string; reason: string }): string {
  return `[suite-ui layout] plugin claim ${JSON.stringify(claim.id)} for ${claim.path} is refused (${claim.reason}): the module's own page shows there`;
}

/** Options of `useRootLayoutShell`: what both skins' RootLayout take in common. */
export interface UseRootLayoutShellOptions {
  /** Location source, API client, plugin loader and functions for layout actions. */
  shell?: LayoutShellOptions;
  /** The module loader map; its names are the modules that can render. */
  modules: LayoutModules;
  menuClaims?: readonly RouteClaim[];
}

/** The shell (history, host, plugin loader) and the layout's view of its current path, for a skin's RootLayout. */
export function useRootLayoutShell({ shell: shellOptions, modules, menuClaims }: UseRootLayoutShellOptions): {
  shell: LayoutShell;
  layout: RootLayoutPagesView;
} {
  const shell = useLayoutShell(shellOptions);
  const moduleNames = useMemo(() => Object.keys(modules), [modules]);
  const routed = useRootLayout({
    pathname: shell.pathname,
    menuClaims,
    modules: moduleNames,
    fetchPlugins: shell.fetchPlugins,
  });
  const layout = useMemo(() => withPageTitles(routed, shell.pageTitles), [routed, shell.pageTitles]);
  return { shell, layout };
}
