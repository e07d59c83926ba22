// echarts loaded piece by piece: core names the modules an option needs (chartModulesFor) and only
// those chunks load, so a line chart never carries the map or sankey code.
import type { ChartInstance, ChartModules, ChartRuntime } from '@suite-ui/core';
import { init, registerMap, use } from 'echarts/core';

type Installer = Parameters<typeof use>[0];

/** The host's GeoJSON maps by name, kept until a geo or map module can take them. */
const hostMaps = new Map<string, Parameters<typeof registerMap>[1]>();
const GEO_MODULES = ['GeoComponent', 'MapChart'];
let geoInstalled = false;

const MODULES: Record<string, () => Promise<{ default: Installer }>> = {
  AriaComponent: () => import('./echarts/AriaComponent'),
  AxisPointerComponent: () => import('./echarts/AxisPointerComponent'),
  BarChart: () => import('./echarts/BarChart'),
  BoxplotChart: () => import('./echarts/BoxplotChart'),
  BrushComponent: () => import('./echarts/BrushComponent'),
  CalendarComponent: () => import('./echarts/CalendarComponent'),
  CandlestickChart: () => import('./echarts/CandlestickChart'),
  CanvasRenderer: () => import('./echarts/CanvasRenderer'),
  CustomChart: () => import('./echarts/CustomChart'),
  DataZoomComponent: () => import('./echarts/DataZoomComponent'),
  DatasetComponent: () => import('./echarts/DatasetComponent'),
  EffectScatterChart: () => import('./echarts/EffectScatterChart'),
  FunnelChart: () => import('./echarts/FunnelChart'),
  GaugeChart: () => import('./echarts/GaugeChart'),
  GeoComponent: () => import('./echarts/GeoComponent'),
  GraphChart: () => import('./echarts/GraphChart'),
  GraphicComponent: () => import('./echarts/GraphicComponent'),
  GridComponent: () => import('./echarts/GridComponent'),
  HeatmapChart: () => import('./echarts/HeatmapChart'),
  LegendComponent: () => import('./echarts/LegendComponent'),
  LineChart: () => import('./echarts/LineChart'),
  LinesChart: () => import('./echarts/LinesChart'),
  MapChart: () => import('./echarts/MapChart'),
  MarkAreaComponent: () => import('./echarts/MarkAreaComponent'),
  MarkLineComponent: () => import('./echarts/MarkLineComponent'),
  MarkPointComponent: () => import('./echarts/MarkPointComponent'),
  MatrixComponent: () => import('./echarts/MatrixComponent'),
  ParallelChart: () => import('./echarts/ParallelChart'),
  ParallelComponent: () => import('./echarts/ParallelComponent'),
  PictorialBarChart: () => import('./echarts/PictorialBarChart'),
  PieChart: () => import('./echarts/PieChart'),
  PolarComponent: () => import('./echarts/PolarComponent'),
  RadarChart: () => import('./echarts/RadarChart'),
  RadarComponent: () => import('./echarts/RadarComponent'),
  SVGRenderer: () => import('./echarts/SVGRenderer'),
  SankeyChart: () => import('./echarts/SankeyChart'),
  ScatterChart: () => import('./echarts/ScatterChart'),
  SingleAxisComponent: () => import('./echarts/SingleAxisComponent'),
  SunburstChart: () => import('./echarts/SunburstChart'),
  ThemeRiverChart: () => import('./echarts/ThemeRiverChart'),
  ThumbnailComponent: () => import('./echarts/ThumbnailComponent'),
  TimelineComponent: () => import('./echarts/TimelineComponent'),
  TitleComponent: () => import('./echarts/TitleComponent'),
  ToolboxComponent: () => import('./echarts/ToolboxComponent'),
  TooltipComponent: () => import('./echarts/TooltipComponent'),
  TransformComponent: () => import('./echarts/TransformComponent'),
  TreeChart: () => import('./echarts/TreeChart'),
  TreemapChart: () => import('./echarts/TreemapChart'),
  VisualMapComponent: () => import('./echarts/VisualMapComponent'),
};

/** Loads and installs the echarts modules `needed` names; gives what mounts a chart. */
export async function loadEcharts(needed: ChartModules): Promise<ChartRuntime> {
  const names = [...needed.series, ...needed.components, needed.renderer];
  const loaded = await Promise.all(
    names.map((name) => {
      const load = Object.prototype.hasOwnProperty.call(MODULES, name) ? MODULES[name] : undefined;
      return load ? load() : Promise.reject(new Error(`no echarts module ${name}`));
    }),
  );
  for (const module of loaded) use(module.default);
  // echarts' registerMap works only once a geo or map module is installed
  if (!geoInstalled && names.some((name) => GEO_MODULES.includes(name))) {
    geoInstalled = true;
    for (const [name, geoJson] of hostMaps) registerMap(name, geoJson);
  }
  return {
    init: (element, { renderer, locale }) =>
      init(element as HTMLElement, undefined, { renderer, locale }) as unknown as ChartInstance,
  };
}

/**
 * Registers a GeoJSON under `name` for `map` series and `geo` components (the host's own regions;
 * the library ships none).
 */
export function registerChartMap(name: string, geoJson: object): void {
  hostMaps.set(name, geoJson as Parameters<typeof registerMap>[1]);
  if (geoInstalled) registerMap(name, geoJson as Parameters<typeof registerMap>[1]);
}
