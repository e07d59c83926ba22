// `@suite-ui/core/echarts`: echarts loaded piece by piece for both skins' charts. Core names the
// modules an option needs (chartModulesFor) and only those chunks load, so a line chart never
// carries the map or sankey code. Each dynamic import below is a one-line module of its own
// (modules/), so a host's bundler makes it its own chunk. One loader for both skins: a map a host
// registers serves the desktop and the mobile chart alike.
import { createEchartsLoader, type EchartsCoreApi, type EchartsModuleTable } from './loader';
import { init, registerMap, use } from 'echarts/core';

const MODULES: EchartsModuleTable = {
  AriaComponent: () => import('./modules/AriaComponent'),
  AxisPointerComponent: () => import('./modules/AxisPointerComponent'),
  BarChart: () => import('./modules/BarChart'),
  BoxplotChart: () => import('./modules/BoxplotChart'),
  BrushComponent: () => import('./modules/BrushComponent'),
  CalendarComponent: () => import('./modules/CalendarComponent'),
  CandlestickChart: () => import('./modules/CandlestickChart'),
  CanvasRenderer: () => import('./modules/CanvasRenderer'),
  CustomChart: () => import('./modules/CustomChart'),
  DataZoomComponent: () => import('./modules/DataZoomComponent'),
  DatasetComponent: () => import('./modules/DatasetComponent'),
  EffectScatterChart: () => import('./modules/EffectScatterChart'),
  FunnelChart: () => import('./modules/FunnelChart'),
  GaugeChart: () => import('./modules/GaugeChart'),
  GeoComponent: () => import('./modules/GeoComponent'),
  GraphChart: () => import('./modules/GraphChart'),
  GraphicComponent: () => import('./modules/GraphicComponent'),
  GridComponent: () => import('./modules/GridComponent'),
  GridSimpleComponent: () => import('./modules/GridSimpleComponent'),
  HeatmapChart: () => import('./modules/HeatmapChart'),
  LabelLayout: () => import('./modules/LabelLayout'),
  LegendComponent: () => import('./modules/LegendComponent'),
  LineChart: () => import('./modules/LineChart'),
  LinesChart: () => import('./modules/LinesChart'),
  MapChart: () => import('./modules/MapChart'),
  MarkAreaComponent: () => import('./modules/MarkAreaComponent'),
  MarkLineComponent: () => import('./modules/MarkLineComponent'),
  MarkPointComponent: () => import('./modules/MarkPointComponent'),
  MatrixComponent: () => import('./modules/MatrixComponent'),
  ParallelChart: () => import('./modules/ParallelChart'),
  ParallelComponent: () => import('./modules/ParallelComponent'),
  PictorialBarChart: () => import('./modules/PictorialBarChart'),
  PieChart: () => import('./modules/PieChart'),
  PolarComponent: () => import('./modules/PolarComponent'),
  RadarChart: () => import('./modules/RadarChart'),
  RadarComponent: () => import('./modules/RadarComponent'),
  SVGRenderer: () => import('./modules/SVGRenderer'),
  SankeyChart: () => import('./modules/SankeyChart'),
  ScatterChart: () => import('./modules/ScatterChart'),
  SingleAxisComponent: () => import('./modules/SingleAxisComponent'),
  SunburstChart: () => import('./modules/SunburstChart'),
  ThemeRiverChart: () => import('./modules/ThemeRiverChart'),
  ThumbnailComponent: () => import('./modules/ThumbnailComponent'),
  TimelineComponent: () => import('./modules/TimelineComponent'),
  TitleComponent: () => import('./modules/TitleComponent'),
  ToolboxComponent: () => import('./modules/ToolboxComponent'),
  TooltipComponent: () => import('./modules/TooltipComponent'),
  TransformComponent: () => import('./modules/TransformComponent'),
  TreeChart: () => import('./modules/TreeChart'),
  TreemapChart: () => import('./modules/TreemapChart'),
  UniversalTransition: () => import('./modules/UniversalTransition'),
  VisualMapComponent: () => import('./modules/VisualMapComponent'),
};

/** `loadEcharts(modules)` installs the named modules; `registerChartMap(name, geoJson)` adds host regions. */
export const { loadEcharts, registerChartMap } = createEchartsLoader(
  { init, use, registerMap } as unknown as EchartsCoreApi,
  MODULES,
);
