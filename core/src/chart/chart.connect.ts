import type { SnapshotFrom } from 'xstate';
import type { ConnectEnv } from '../shared/connect';
import { echartsLocaleFor, isChartOptionEmpty, normalizeChartOption } from './chart.logic';
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
  const option =
    status === 'invalid'
      ? context.option
      : normalizeChartOption(context.option, {
          locale: env.locale,
          platform: env.platform,
          theme: context.theme,
        });
  const title = titleOf(context.option);
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
    },
    retry: () => send({ type: 'CHART.RETRY' }),
  };
}
