import { assign, fromPromise, setup } from 'xstate';
import { chartHiddenSeries } from './chart.overlay.logic';
import { chartModulesFor, normalizeChartOption } from './chart.logic';
import type {
  ChartEvent,
  ChartInput,
  ChartModules,
  ChartOption,
  ChartRenderer,
  ChartRuntime,
} from './chart.types';

export interface ChartContext {
  option: ChartOption;
  renderer: ChartRenderer;
  loading: boolean;
  theme: ChartInput['theme'];
  /** The modules the option needs; null when the option is invalid. */
  modules: ChartModules | null;
  /** Why the option cannot be drawn or the modules did not load. */
  error: string | null;
  runtime: ChartRuntime | null;
  /** Every module loaded so far (echarts keeps them installed). */
  installed: string[];
  /** Series the HTML legend's buttons showed (true) or hid (false), by name; kept across options. */
  toggled: Record<string, boolean>;
}

function modulesOf(
  option: ChartOption,
  renderer: ChartRenderer,
): { modules: ChartModules | null; error: string | null } {
  try {
    // what echarts gets is the normalized option (its aria defaults need AriaComponent); the
    // modules do not depend on the locale or the platform
    const drawn = normalizeChartOption(option, { locale: 'zh_CN' });
    return { modules: chartModulesFor(drawn, { renderer }), error: null };
  } catch (error) {
    return { modules: null, error: error instanceof Error ? error.message : String(error) };
  }
}

const namesOf = (modules: ChartModules) => [...modules.series, ...modules.components, modules.renderer];

/**
 * A chart's life: the echarts modules its option needs load (`loadRuntime`, given by the skin),
 * then it draws; a new option needing other modules loads them first; a failed load can be retried.
 */
export const chartMachine = setup({
  types: {
    input: {} as ChartInput,
    context: {} as ChartContext,
    events: {} as ChartEvent,
  },
  actors: {
    loadRuntime: fromPromise<ChartRuntime, ChartModules>(() =>
      Promise.reject(new Error('provide the loadRuntime actor')),
    ),
  },
  guards: {
    invalid: ({ context }) => context.modules === null,
    needsModules: ({ context, event }) => {
      if (event.type !== 'CHART.SET') return false;
      const option = event.option ?? context.option;
      const renderer = event.renderer ?? context.renderer;
      const { modules } = modulesOf(option, renderer);
      return modules === null || namesOf(modules).some((name) => !context.installed.includes(name));
    },
  },
  actions: {
    toggle: assign(({ context, event }) => {
      if (event.type !== 'CHART.TOGGLE_SERIES') return {};
      const hidden = chartHiddenSeries(context.option, context.toggled).includes(event.name);
      return { toggled: { ...context.toggled, [event.name]: hidden } };
    }),
    set: assign(({ context, event }) => {
      if (event.type !== 'CHART.SET') return {};
      const option = event.option ?? context.option;
      const renderer = event.renderer ?? context.renderer;
      return {
        option,
        renderer,
        loading: event.loading ?? context.loading,
        theme: event.theme ?? context.theme,
        ...modulesOf(option, renderer),
      };
    }),
  },
}).createMachine({
  id: 'chart',
  context: ({ input }) => {
    const renderer = input.renderer ?? 'canvas';
    return {
      option: input.option,
      renderer,
      loading: input.loading ?? false,
      theme: input.theme,
      runtime: null,
      installed: [],
      toggled: {},
      ...modulesOf(input.option, renderer),
    };
  },
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'invalid', target: 'invalid' }, { target: 'preparing' }] },
    preparing: {
      invoke: {
        src: 'loadRuntime',
        input: ({ context }) => context.modules as ChartModules,
        onDone: {
          target: 'ready',
          actions: assign({
            runtime: ({ event }) => event.output,
            error: null,
            installed: ({ context }) => [
              ...new Set([...context.installed, ...namesOf(context.modules as ChartModules)]),
            ],
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => (event.error instanceof Error ? event.error.message : 'load failed'),
          }),
        },
      },
      on: {
        'CHART.SET': [{ guard: 'needsModules', target: 'checking', actions: 'set' }, { actions: 'set' }],
      },
    },
    ready: {
      on: {
        'CHART.DRAW_FAILED': {
          target: 'failed',
          actions: assign({ error: ({ event }) => event.message }),
        },
        'CHART.SET': [{ guard: 'needsModules', target: 'checking', actions: 'set' }, { actions: 'set' }],
        'CHART.TOGGLE_SERIES': { actions: 'toggle' },
      },
    },
    failed: {
      on: {
        'CHART.RETRY': 'checking',
        'CHART.SET': { target: 'checking', actions: 'set' },
      },
    },
    invalid: {
      on: { 'CHART.SET': { target: 'checking', actions: 'set' } },
    },
  },
});

export type ChartMachine = typeof chartMachine;
