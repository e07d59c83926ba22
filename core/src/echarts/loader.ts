// Loading echarts piece by piece: core names the modules an option needs (chartModulesFor); the
// caller gives a table of per-module dynamic imports (so every module is its own chunk) and the
// `echarts/core` functions. This file does not import echarts: `./index.ts` does, with the table.
import type { ChartInstance, ChartModules, ChartRuntime } from '../chart';

/** The `echarts/core` functions the loader calls. */
export interface EchartsCoreApi {
  init(element: HTMLElement, theme: undefined, options: { renderer: string; locale: string }): unknown;
  use(extension: never): void;
  registerMap(name: string, geoJson: never): void;
}

/** Per module name, the dynamic import of that one module (`() => import('./echarts/LineChart')`). */
export type EchartsModuleTable = Readonly<Record<string, () => Promise<{ default: unknown }>>>;

// the modules that install echarts' registerMap implementation
const GEO_MODULES = ['GeoComponent', 'MapChart'];

/**
 * `loadEcharts(modules)` (the chart's runtime loader) and `registerChartMap(name, geoJson)` over a
 * skin's echarts. Host maps wait until a geo or map module is installed: before that echarts'
 * registerMap does nothing but warn.
 */
export function createEchartsLoader(echarts: EchartsCoreApi, table: EchartsModuleTable) {
  const hostMaps = new Map<string, object>();
  let geoInstalled = false;

  async function loadEcharts(needed: ChartModules): Promise<ChartRuntime> {
    const names = [...needed.series, ...needed.components, needed.renderer];
    const loaded = await Promise.all(
      names.map((name) => {
        const load = Object.prototype.hasOwnProperty.call(table, name) ? table[name] : undefined;
        return load ? load() : Promise.reject(new Error(`no echarts module ${name}`));
      }),
    );
    for (const module of loaded) echarts.use(module.default as never);
    if (!geoInstalled && names.some((name) => GEO_MODULES.includes(name))) {
      geoInstalled = true;
      for (const [name, geoJson] of hostMaps) echarts.registerMap(name, geoJson as never);
    }
    return {
      init: (element, { renderer, locale }) =>
        echarts.init(element as HTMLElement, undefined, { renderer, locale }) as ChartInstance,
    };
  }

  /** Registers a GeoJSON under `name` for `map` series and `geo` components (the host's regions). */
  function registerChartMap(name: string, geoJson: object): void {
    hostMaps.set(name, geoJson);
    if (geoInstalled) echarts.registerMap(name, geoJson as never);
  }

  return { loadEcharts, registerChartMap };
}
