// The legend and the axis tooltip the skins draw as HTML (issue 23, performance): a plain legend of
// a cartesian chart and an axis tooltip over one category axis need none of echarts' LegendComponent
// and TooltipComponent (about 3.5 % of all of echarts, gzip), so the skins draw them from this view
// model. Options that ask for what only echarts offers (a scroll legend, a formatter, an item
// tooltip ...) keep echarts' own components.
import { isRecord } from '../shared/guards';
import type { ChartOption } from './chart.types';

/** How a legend item marks its series: a line with a dot, a block, or a dot. */
export type ChartLegendShape = 'line' | 'rect' | 'circle';

/** One legend entry of the HTML legend. */
export interface ChartLegendItem {
  /** The series name (series sharing a name toggle together). */
  name: string;
  /** The series colour, as echarts draws it. */
  color: string;
  shape: ChartLegendShape;
  /** Shown in the drawing (the button is pressed). */
  selected: boolean;
}

/** One row of the HTML axis tooltip. */
export interface ChartTooltipRow {
  name: string;
  color: string;
  shape: ChartLegendShape;
  /** The value formatted for the locale (`-` for a gap). */
  value: string;
}

/** What the HTML axis tooltip shows for one category. */
export interface ChartTooltipContent {
  /** The category's name. */
  title: string;
  rows: ChartTooltipRow[];
}

// series whose legend entries are the series' names, drawn in a cartesian grid
const SERIES_LEGEND_TYPES = new Set([
  'line',
  'bar',
  'scatter',
  'effectScatter',
  'pictorialBar',
  'candlestick',
  'boxplot',
]);
const LEGEND_KEYS = new Set([
  'show',
  'data',
  'selected',
  'selectedMode',
  'type',
  'top',
  'bottom',
  'left',
  'right',
  'orient',
  'padding',
  'itemGap',
]);
// option keys that point at series by index: dropping a hidden series would shift them
const SERIES_INDEX_KEYS = ['visualMap', 'brush', 'timeline'];
const TOOLTIP_KEYS = new Set(['show', 'trigger', 'axisPointer', 'valueFormatter', 'confine', 'triggerOn']);
const TRIGGERS_ON = new Set(['mousemove', 'click', 'mousemove|click']);

function onlyKeys(record: Record<string, unknown>, allowed: Set<string>): boolean {
  return Object.keys(record).every((key) => allowed.has(key));
}

function seriesList(option: ChartOption): Record<string, unknown>[] {
  const series = option.series;
  const list = Array.isArray(series) ? series : series === undefined || series === null ? [] : [series];
  return list.filter(isRecord);
}

/** An axis option as a list (echarts takes one object or an array); null when an entry is not one. */
function axisList(value: unknown): Record<string, unknown>[] | null {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.every(isRecord) ? list : null;
}

/** The colour a host set on a series, if a plain one (gradients and callbacks are echarts' own). */
function ownColor(series: Record<string, unknown>): string | null | undefined {
  const candidates = [
    series.color,
    isRecord(series.itemStyle) ? series.itemStyle.color : undefined,
    series.type === 'line' && isRecord(series.lineStyle) ? series.lineStyle.color : undefined,
  ];
  for (const color of candidates) {
    if (typeof color === 'string') return color;
    if (color !== undefined) return null;
  }
  return undefined;
}

function seriesName(series: Record<string, unknown>, index: number): string {
  return typeof series.name === 'string' ? series.name : `\u0000series${index}`;
}

function isGridSeries(series: Record<string, unknown>): boolean {
  const system = series.coordinateSystem;
  return SERIES_LEGEND_TYPES.has(String(series.type)) && (system === undefined || system === 'cartesian2d');
}

/**
 * Whether the skin draws the option's legend as HTML (no LegendComponent): a plain legend (no
 * scroll, formatter, icon, selector or styling of echarts' own) over cartesian series with plain
 * colours, whose entries are those series' names.
 */
export function usesHtmlLegend(option: ChartOption): boolean {
  const legend = option.legend;
  if (!isRecord(legend) || !onlyKeys(legend, LEGEND_KEYS)) return false;
  if (legend.type !== undefined && legend.type !== 'plain') return false;
  if (legend.orient !== undefined && legend.orient !== 'horizontal') return false;
  if (![undefined, true, false, 'multiple'].includes(legend.selectedMode as never)) return false;
  if (SERIES_INDEX_KEYS.some((key) => option[key] !== undefined)) return false;
  if (legend.selected !== undefined && !isRecord(legend.selected)) return false;
  const series = seriesList(option);
  if (series.length === 0 || !series.every(isGridSeries)) return false;
  if (series.some((entry) => ownColor(entry) === null)) return false;
  if (legend.data === undefined) return true;
  if (!Array.isArray(legend.data)) return false;
  const names = new Set(series.map(seriesName));
  return legend.data.every((entry) => {
    const name = isRecord(entry) && onlyKeys(entry, new Set(['name'])) ? entry.name : entry;
    return typeof name === 'string' && names.has(name);
  });
}

/**
 * The category axis of a one-grid chart (`x` for columns, `y` for horizontal bars): one category
 * axis with its `data`, across from one or more value axes (a second value axis on the right).
 */
export function chartCategoryAxis(option: ChartOption): 'x' | 'y' | null {
  const xs = axisList(option.xAxis);
  const ys = axisList(option.yAxis);
  if (!xs || !ys || xs.length === 0 || ys.length === 0) return null;
  const isType = (axis: Record<string, unknown>, type: string, fallback: string) =>
    (axis.type ?? fallback) === type;
  const [x] = xs;
  const [y] = ys;
  if (xs.length === 1 && x && isType(x, 'category', 'category') && Array.isArray(x.data)) {
    if (ys.every((axis) => isType(axis, 'value', 'value'))) return 'x';
  }
  if (ys.length === 1 && y && isType(y, 'category', 'value') && Array.isArray(y.data)) {
    if (xs.every((axis) => isType(axis, 'value', 'category'))) return 'y';
  }
  return null;
}

function plainValue(value: unknown): boolean {
  if (value === null || value === undefined || value === '-' || typeof value === 'number') return true;
  return isRecord(value) && plainValue(value.value) && !Array.isArray(value.value);
}

/**
 * Whether the skin draws the option's tooltip as HTML (no TooltipComponent): an axis tooltip
 * (`trigger: 'axis'`, a line or shadow pointer, no formatter) over line and bar series on one
 * category axis whose values are plain numbers.
 */
export function usesHtmlTooltip(option: ChartOption): boolean {
  const tooltip = option.tooltip;
  if (!isRecord(tooltip) || !onlyKeys(tooltip, TOOLTIP_KEYS) || tooltip.trigger !== 'axis') return false;
  if (tooltip.valueFormatter !== undefined && typeof tooltip.valueFormatter !== 'function') return false;
  if (tooltip.triggerOn !== undefined && !TRIGGERS_ON.has(String(tooltip.triggerOn))) return false;
  if (tooltip.axisPointer !== undefined) {
    const pointer = tooltip.axisPointer;
    if (!isRecord(pointer) || !onlyKeys(pointer, new Set(['type']))) return false;
    if (!['line', 'shadow', 'none', undefined].includes(pointer.type as never)) return false;
  }
  const axis = chartCategoryAxis(option);
  if (option.axisPointer !== undefined || axis === null) return false;
  const axes = [...(axisList(option.xAxis) ?? []), ...(axisList(option.yAxis) ?? [])];
  if (axes.some((entry) => entry.axisPointer !== undefined)) return false;
  const series = seriesList(option);
  return (
    series.length > 0 &&
    series.every(
      (entry) =>
        (entry.type === 'line' || entry.type === 'bar') &&
        isGridSeries(entry) &&
        // on the one category axis (a series may use a second value axis)
        !entry[axis === 'x' ? 'xAxisIndex' : 'yAxisIndex'] &&
        Array.isArray(entry.data) &&
        entry.data.every(plainValue),
    )
  );
}

function legendShape(type: unknown): ChartLegendShape {
  if (type === 'line') return 'line';
  if (type === 'scatter' || type === 'effectScatter') return 'circle';
  return 'rect';
}

interface NamedSeries {
  name: string;
  color: string;
  shape: ChartLegendShape;
  series: Record<string, unknown>;
}

/**
 * Each series with its name and colour as echarts picks it: the series' own colour, else the
 * palette's next one per distinct name (series sharing a name share a colour).
 */
function namedSeries(option: ChartOption, palette: readonly string[]): NamedSeries[] {
  const slots = new Map<string, number>();
  return seriesList(option).map((series, index) => {
    const name = seriesName(series, index);
    if (!slots.has(name)) slots.set(name, slots.size);
    const slot = slots.get(name) ?? 0;
    const color = ownColor(series) ?? palette[slot % Math.max(palette.length, 1)] ?? '#000';
    return { name, color, shape: legendShape(series.type), series };
  });
}

/**
 * The series names the legend hides: the user's toggles (`toggled[name]`, true = shown) over the
 * legend's `selected` map.
 */
export function chartHiddenSeries(
  option: ChartOption,
  toggled: Readonly<Record<string, boolean>> = {},
): string[] {
  const legend = isRecord(option.legend) ? option.legend : {};
  const selected = isRecord(legend.selected) ? legend.selected : {};
  const names = new Set(seriesList(option).map(seriesName));
  return [...names].filter((name) => {
    const shown = Object.prototype.hasOwnProperty.call(toggled, name) ? toggled[name] : selected[name];
    return shown === false;
  });
}

/** The HTML legend's entries: the legend's `data` order, or every named series in order. */
export function chartLegendItems(
  option: ChartOption,
  palette: readonly string[],
  hidden: readonly string[] = [],
): ChartLegendItem[] {
  const legend = isRecord(option.legend) ? option.legend : {};
  const byName = new Map<string, NamedSeries>();
  for (const entry of namedSeries(option, palette)) {
    if (!byName.has(entry.name) && !entry.name.startsWith('\u0000')) byName.set(entry.name, entry);
  }
  const order = Array.isArray(legend.data)
    ? legend.data.map((entry) => (isRecord(entry) ? String(entry.name) : String(entry)))
    : [...byName.keys()];
  return order.flatMap((name) => {
    const entry = byName.get(name);
    return entry ? [{ name, color: entry.color, shape: entry.shape, selected: !hidden.includes(name) }] : [];
  });
}

/**
 * The option echarts draws under an HTML legend: hidden series left out, and every series given
 * its colour, so the others keep theirs.
 */
export function withoutHiddenSeries(
  option: ChartOption,
  palette: readonly string[],
  hidden: readonly string[],
): Record<string, unknown>[] {
  return namedSeries(option, palette)
    .filter((entry) => !hidden.includes(entry.name))
    .map(({ series, color }) => {
      if (ownColor(series) !== undefined) return series;
      const itemStyle = isRecord(series.itemStyle) ? series.itemStyle : {};
      const colored: Record<string, unknown> = { ...series, itemStyle: { ...itemStyle, color } };
      if (series.type === 'line') {
        colored.lineStyle = { ...(isRecord(series.lineStyle) ? series.lineStyle : {}), color };
      }
      return colored;
    });
}

function valueOf(value: unknown): unknown {
  return isRecord(value) ? value.value : value;
}

/**
 * The axis tooltip at category `index` of the drawn option (hidden series already left out):
 * the category's name and each series' value formatted with `format`; null outside the axis.
 */
export function chartAxisTooltip(
  option: ChartOption,
  index: number,
  palette: readonly string[],
  format: (value: unknown) => string,
): ChartTooltipContent | null {
  const axis = chartCategoryAxis(option);
  if (axis === null || !Number.isInteger(index)) return null;
  const categories = (axisList(axis === 'x' ? option.xAxis : option.yAxis)?.[0]?.data ?? []) as unknown[];
  if (index < 0 || index >= categories.length) return null;
  const category = categories[index];
  const title = String(isRecord(category) ? category.value : category);
  const rows = namedSeries(option, palette).map(({ name, color, shape, series }) => {
    const raw = valueOf(Array.isArray(series.data) ? series.data[index] : undefined);
    const value = raw === undefined || raw === null || raw === '-' ? '-' : format(raw);
    return { name: name.startsWith('\u0000') ? '' : name, color, shape, value };
  });
  return { title, rows };
}

/** Which side of the pointer the tooltip opens on, so it stays inside a chart `width` wide. */
export function chartTooltipSide(x: number, width: number): 'left' | 'right' {
  return x > width / 2 ? 'left' : 'right';
}

/**
 * Where the grid starts and ends along one line of the drawing, found with `contains(p)` (whether
 * pixel `p` of that line lies in the grid) from a pixel `inside` it, in a drawing `size` long: the
 * HTML tooltip's guide spans the grid without reading echarts' layout.
 */
export function chartGridSpan(
  contains: (p: number) => boolean,
  inside: number,
  size: number,
): [number, number] {
  const edge = (outside: number, within: number) => {
    let [out, into] = [outside, within];
    while (Math.abs(into - out) > 1) {
      const middle = Math.round((out + into) / 2);
      if (contains(middle)) into = middle;
      else out = middle;
    }
    return into;
  };
  return [contains(0) ? 0 : edge(0, inside), contains(size) ? size : edge(size, inside)];
}
