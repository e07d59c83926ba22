// The root layout: plugin claims loaded once (spec 7), then every location resolved (spec 2.1).
import { assign, emit, fromPromise, setup } from 'xstate';
import type { RouteClaim } from './layout.types';

export interface RootLayoutInput {
  pathname: string;
  menuClaims?: readonly RouteClaim[];
  /** Modules that can render (the host's module loader map). */
  modules?: readonly string[];
}

export interface RootLayoutContext {
  pathname: string;
  menuClaims: readonly RouteClaim[];
  pluginClaims: readonly RouteClaim[];
  modules: readonly string[] | undefined;
  /** True when the plugin call failed; the layout then routes without plugin claims. */
  pluginsFailed: boolean;
}

/** What the layout reports for the developer console (spec 8: name the claim and why). */
export type RootLayoutEmitted = { type: 'plugins.failed'; reason: string };

export type RootLayoutEvent =
  | { type: 'LAYOUT.LOCATION'; pathname: string }
  | { type: 'LAYOUT.MENU'; claims: readonly RouteClaim[] }
  | { type: 'LAYOUT.MODULES'; modules: readonly string[] | undefined };

export const rootLayoutMachine = setup({
  types: {
    input: {} as RootLayoutInput,
    context: {} as RootLayoutContext,
    events: {} as RootLayoutEvent,
    emitted: {} as RootLayoutEmitted,
  },
  actors: {
    fetchPlugins: fromPromise<RouteClaim[]>(() =>
      Promise.reject(new Error('provide the fetchPlugins actor')),
    ),
  },
  actions: {
    setLocation: assign({
      pathname: ({ context, event }) =>
        event.type === 'LAYOUT.LOCATION' ? event.pathname : context.pathname,
    }),
    setMenu: assign({
      menuClaims: ({ context, event }) => (event.type === 'LAYOUT.MENU' ? event.claims : context.menuClaims),
    }),
    setModules: assign({
      modules: ({ context, event }) => (event.type === 'LAYOUT.MODULES' ? event.modules : context.modules),
    }),
  },
}).createMachine({
  id: 'rootLayout',
  context: ({ input }) => ({
    pathname: input.pathname,
    menuClaims: input.menuClaims ?? [],
    pluginClaims: [],
    modules: input.modules,
    pluginsFailed: false,
  }),
  on: {
    'LAYOUT.LOCATION': { actions: 'setLocation' },
    'LAYOUT.MENU': { actions: 'setMenu' },
    'LAYOUT.MODULES': { actions: 'setModules' },
  },
  initial: 'loadingPlugins',
  states: {
    // routing waits for the plugins so a claimed page never flashes its module first
    loadingPlugins: {
      invoke: {
        src: 'fetchPlugins',
        onDone: {
          target: 'ready',
          actions: assign({ pluginClaims: ({ event }) => event.output }),
        },
        // spec 7 gives no failure rule: fail soft, route without plugin claims (and say so)
        onError: {
          target: 'ready',
          actions: [
            assign({ pluginsFailed: true }),
            emit(({ event }) => ({
              type: 'plugins.failed' as const,
              reason: event.error instanceof Error ? event.error.message : String(event.error),
            })),
          ],
        },
      },
    },
    ready: {},
  },
});
