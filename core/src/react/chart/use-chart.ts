import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  chartMachine,
  chartTexts,
  connectChart,
  type ChartInstance,
  type ChartModules,
  type ChartOption,
  type ChartRenderer,
  type ChartRuntime,
  type ChartRuntimeLoader,
  type ChartView,
  type NormalizeChartOptions,
} from '../../chart';
import type { Platform } from '../../shared/platform';
import { useActorView, useMachineActor } from '../machine';
import { chartPngUrl, downloadUrl } from './export-png';

/** Options of `useChart`. */
export interface UseChartOptions {
  /** The echarts option: any of the 22 series types. */
  option: ChartOption;
  /** `canvas` (default) or `svg`. */
  renderer?: ChartRenderer;
  /** The host is still fetching the data: the loading state shows. */
  loading?: boolean;
  /** The suite's light theme by default. */
  theme?: NormalizeChartOptions['theme'];
  platform: Platform;
  /** Loads the echarts modules an option needs (each skin's `loadEcharts`); read once. */
  loadRuntime: ChartRuntimeLoader;
}

/** The chart's view model plus where to mount the drawing. */
export interface ChartHandle extends ChartView {
  /** Give it to the element echarts draws in (it must have a size). */
  mount(element: HTMLDivElement | null): void;
  /** Saves the drawing as a PNG file. */
  exportPng(): Promise<void>;
}

/**
 * A chart: loads only the echarts modules its option needs, draws it with the suite's defaults,
 * follows its container's size, the option, the renderer and the locale, and exports a PNG.
 */
export function useChart({
  option,
  renderer,
  loading,
  theme,
  platform,
  loadRuntime,
}: UseChartOptions): ChartHandle {
  const host = useMachineActor(chartMachine, {
    input: { option, renderer, loading, theme },
    implementations: {
      actors: { loadRuntime: fromPromise<ChartRuntime, ChartModules>(({ input }) => loadRuntime(input)) },
    },
  });
  useEffect(
    () => host.send({ type: 'CHART.SET', option, renderer, loading, theme }),
    [host, option, renderer, loading, theme],
  );
  const view = useActorView(host, { platform, messages: chartTexts }, connectChart);
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const chart = useRef<ChartInstance | null>(null);
  const latestOption = useRef(view.option);
  const drawing = view.status === 'ready' ? view.runtime : null;

  // an option echarts cannot take shows the error state instead of breaking the page
  const draw = useCallback(
    (instance: ChartInstance, next: ChartOption) => {
      try {
        instance.setOption(next, { notMerge: true });
      } catch (error) {
        host.send({
          type: 'CHART.DRAW_FAILED',
          message: error instanceof Error ? error.message : String(error),
        });
      }
    },
    [host],
  );

  useLayoutEffect(() => {
    latestOption.current = view.option;
    if (chart.current) draw(chart.current, view.option);
  }, [view.option, draw]);

  useEffect(() => {
    if (!drawing || !element) return undefined;
    const instance = drawing.init(element, { renderer: view.renderer, locale: view.echartsLocale });
    draw(instance, latestOption.current);
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [drawing, element, view.renderer, view.echartsLocale, draw]);

  const exportPng = useCallback(async () => {
    const instance = chart.current;
    if (!instance || !element) return;
    const url = await chartPngUrl(
      instance.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#ffffff' }),
      element.clientWidth,
      element.clientHeight,
    );
    downloadUrl(url, view.exportFileName);
  }, [element, view.exportFileName]);

  return { ...view, mount: setElement, exportPng };
}
