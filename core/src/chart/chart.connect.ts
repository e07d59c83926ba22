import type { SnapshotFrom } from 'xstate';
import type { ConnectEnv } from '../shared/connect';
import {
  chartHtmlLegend,
  chartHtmlTooltip,
  echartsLocaleFor,
  isChartOptionEmpty,
  normalizeChartOption,
} from './chart.logic';
import {
  chartCategoryAxis,
  chartHiddenSeries,
  chartTooltipSide,
  usesHtmlTooltip,
  type ChartLegendItem,
  type ChartTooltipContent,
} from './chart.overlay.logic';
import type { ChartMachine } from './chart.machine';
import type { ChartEvent, ChartOption, ChartRenderer, ChartRuntime } from './chart.types';

/** What the chart area shows. */
export type ChartStatus = 'loading' | 'empty' | 'ready' | 'error' | 'invalid';

/** Texts of the chart's states and actions, in the current locale. */
export interface ChartTexts {
  loading: string;
  empty: string;
  /** The echarts modules did not load. */
  error: string;
  /** The option cannot be drawn (an unknown series type). */
  invalid: string;
  retry: string;
  exportPng: string;
  /** The accessible name of the drawing when the option has no title. */
  label: string;
  /** The accessible name of the HTML legend's group of buttons. */
  legend: string;
}

/** The legend the skin draws as HTML (buttons with `aria-pressed`), in place of echarts' own. */
export interface ChartLegendView {
  items: ChartLegendItem[];
  /** Above the drawing, or below it when the option places the legend at the bottom. */
  placement: 'top' | 'bottom';
  /** The buttons show and hide series (false when the option's `selectedMode` is false). */
  toggleable: boolean;
  /** Shows or hides the series of that name. */
  toggle(name: string): void;
}

/** The axis tooltip the skin draws as HTML, in place of echarts' own. */
export interface ChartTooltipView {
  /** The category axis the pointer walks along. */
  axis: 'x' | 'y';
  /** The pointer's guide: a line, a band over the category, or none. */
  pointer: 'line' | 'shadow' | 'none';
  /** On mobile a tap opens the tooltip and it stays until a tap outside the grid. */
  stays: boolean;
  /** The content at category `index` of the drawn option; null outside the axis. */
  at(index: number): ChartTooltipContent | null;
  /** Which side of the pointer at `x` the box opens on, in a chart `width` wide. */
  side(x: number, width: number): 'left' | 'right';
}

/** What a skin renders for a chart. */
export interface ChartView {
  status: ChartStatus;
  /** The option with the suite's defaults (`normalizeChartOption`), to give echarts as it is. */
  option: ChartOption;
  renderer: ChartRenderer;
  /** echarts' built-in locale for the page's locale. */
  echartsLocale: 'ZH' | 'EN';
  /** echarts with the option's modules installed, once loaded. */
  runtime: ChartRuntime | null;
  /** The drawing is there, so it can be exported. */
  canExport: boolean;
  /** Name of the exported PNG file. */
  exportFileName: string;
  /** Technical reason of an error or invalid option (for the console, not the screen). */
  problem: string | null;
  texts: ChartTexts;
  /** The HTML legend, or null when echarts draws the legend or there is none. */
  legend: ChartLegendView | null;
  /** The HTML axis tooltip, or null when echarts draws the tooltip or there is none. */
  tooltip: ChartTooltipView | null;
  /** Loads the modules again after a failure. */
  retry(): void;
}

type Snapshot = Pick<SnapshotFrom<ChartMachine>, 'value' | 'context'>;

function titleOf(option: ChartOption): string | null {
  const title = Array.isArray(option.title) ? option.title[0] : option.title;
  const text = typeof title === 'object' && title !== null ? (title as { text?: unknown }).text : undefined;
  return typeof text === 'string' && text.trim() !== '' ? text : null;
}

function statusOf(snapshot: Snapshot): ChartStatus {
  const { value, context } = snapshot;
  if (value === 'invalid') return 'invalid';
  if (value === 'failed') return 'error';
  if (value !== 'ready' || context.loading) return 'loading';
  return isChartOptionEmpty(context.option) ? 'empty' : 'ready';
}

/** Turns the chart machine's snapshot into the view model both skins render. */
export function connectChart(
  snapshot: Snapshot,
  send: (event: ChartEvent) => void,
  env: ConnectEnv,
): ChartView {
  const { context } = snapshot;
  const status = statusOf(snapshot);
  const valid = status !== 'invalid';
  const option = valid
    ? normalizeChartOption(context.option, {
        locale: env.locale,
        platform: env.platform,
        theme: context.theme,
        hidden: chartHiddenSeries(context.option, context.toggled),
      })
    : context.option;
  const title = titleOf(context.option);
  const legend = valid
    ? chartHtmlLegend(context.option, { theme: context.theme, toggled: context.toggled })
    : null;
  const axis = valid && usesHtmlTooltip(context.option) ? chartCategoryAxis(context.option) : null;
  const hostTooltip = context.option.tooltip as { show?: unknown; axisPointer?: { type?: unknown } };
  return {
    status,
    option,
    renderer: context.renderer,
    echartsLocale: echartsLocaleFor(env.locale),
    runtime: context.runtime,
    canExport: status === 'ready',
    exportFileName: `${title ?? 'chart'}.png`.replace(/[\\/:*?"<>|]+/g, '_'),
    problem: context.error,
    texts: {
      loading: env.t('chart.loading'),
      empty: env.t('chart.empty'),
      error: env.t('chart.error'),
      invalid: env.t('chart.invalid'),
      retry: env.t('chart.retry'),
      exportPng: env.t('chart.exportPng'),
      label: title ?? env.t('chart.label'),
      legend: env.t('chart.legend'),
    },
    legend: legend && {
      ...legend,
      toggle: (name) => send({ type: 'CHART.TOGGLE_SERIES', name }),
    },
    tooltip:
      axis === null || hostTooltip.show === false
        ? null
        : {
            axis,
            pointer:
              (['shadow', 'none'] as const).find((type) => type === hostTooltip.axisPointer?.type) ?? 'line',
            stays: env.platform === 'mobile',
            at: (index) => chartHtmlTooltip(context.option, option, index, env.locale),
            side: chartTooltipSide,
          },
    retry: () => send({ type: 'CHART.RETRY' }),
  };
}
