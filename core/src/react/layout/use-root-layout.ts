import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { connectRootLayout, rootLayoutMachine, type RootLayoutApi, type RouteClaim } from '../../layout';
import { useLocale } from '../use-locale';

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
