// echarts loaded piece by piece: core names the modules an option needs (chartModulesFor) and only
// those chunks load, so a line chart never carries the map or sankey code. The table is per skin:
// each dynamic import below is its own chunk of this package.
import { createEchartsLoader, type EchartsCoreApi, type EchartsModuleTable } from '@suite-ui/core/react';
import { init, registerMap, use } from 'echarts/core';

const MODULES: EchartsModuleTable = {
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

/** `loadEcharts(modules)` installs the named modules; `registerChartMap(name, geoJson)` adds host regions. */
export const { loadEcharts, registerChartMap } = createEchartsLoader(
  { init, use, registerMap } as unknown as EchartsCoreApi,
  MODULES,
);
