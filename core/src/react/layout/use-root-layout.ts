import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { connectRootLayout, rootLayoutMachine, type RootLayoutApi, type RouteClaim } from '../../layout';
import { useLocale } from '../use-locale';
import { useLayoutShell, type LayoutShell, type LayoutShellOptions } from './layout-host';
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
}: UseRootLayoutOptions): RootLayoutApi {
  const locale = useLocale();
  const [machine] = useState(() =>
    rootLayoutMachine.provide({
      actors: { fetchPlugins: fromPromise(({ signal }) => fetchPlugins(signal)) },
    }),
  );
  const actor = useActorRef(machine, { input: { pathname, menuClaims, modules } });
  useEffect(() => actor.send({ type: 'LAYOUT.LOCATION', pathname }), [actor, pathname]);
  useEffect(() => actor.send({ type: 'LAYOUT.MENU', claims: menuClaims ?? [] }), [actor, menuClaims]);
  const moduleKey = modules?.join('\n');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- moduleKey stands for the list's content
  useEffect(() => actor.send({ type: 'LAYOUT.MODULES', modules }), [actor, moduleKey]);
  const snapshot = useSelector(actor, (state) => state);
  // locale is a dependency so titles follow a language switch
  return useMemo(() => connectRootLayout(snapshot), [snapshot, locale]); // eslint-disable-line react-hooks/exhaustive-deps
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
  layout: RootLayoutApi;
} {
  const shell = useLayoutShell(shellOptions);
  const moduleNames = useMemo(() => Object.keys(modules), [modules]);
  const layout = useRootLayout({
    pathname: shell.pathname,
    menuClaims,
    modules: moduleNames,
    fetchPlugins: shell.fetchPlugins,
  });
  return { shell, layout };
}
