// The layout's one call (spec 7: the plugin claims) and the root layout's actor over it.
import { fromPromise } from 'xstate';
import type { ApiClient } from '../http';
import type { RouteClaim } from './layout.types';
import { fetchRootLayoutPlugins } from './plugins.api';

/** The IO of the root layout; `createLayoutServices` gives the real one, hosts and tests their own. */
export interface LayoutServices {
  /** The plugin claims, loaded once (spec 7 `GET /api/getRootLayoutPlugins`). */
  fetchPlugins(signal: AbortSignal): Promise<RouteClaim[]>;
}

/** The real `LayoutServices` over the host's API client. */
export function createLayoutServices(client: ApiClient): LayoutServices {
  return { fetchPlugins: (signal) => fetchRootLayoutPlugins(client, signal) };
}

/** The root layout machine's actors over `LayoutServices`. */
export function rootLayoutActors(services: LayoutServices) {
  return {
    fetchPlugins: fromPromise<RouteClaim[]>(({ signal }) => services.fetchPlugins(signal)),
  };
}
