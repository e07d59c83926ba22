// The chart's one IO, loading the echarts modules its option needs (given by the skin), and the
// machine's actor over it.
import { fromPromise } from 'xstate';
import type { ChartModules, ChartRuntime, ChartRuntimeLoader } from './chart.types';

/** The IO of a chart. */
export interface ChartServices {
  /** Loads the echarts modules an option needs. */
  loadRuntime: ChartRuntimeLoader;
}

/** The chart machine's actors over `ChartServices`. */
export function chartActors(services: ChartServices) {
  return {
    loadRuntime: fromPromise<ChartRuntime, ChartModules>(({ input }) => services.loadRuntime(input)),
  };
}
