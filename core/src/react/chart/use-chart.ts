import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import {
  chartActors,
  chartGridSpan,
  chartMachine,
  chartTexts,
  connectChart,
  type ChartTooltipContent,
  type ChartInstance,
  type ChartOption,
  type ChartRenderer,
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

/** The HTML axis tooltip where the pointer is, in px of the drawing. */
export interface ChartHover {
  content: ChartTooltipContent;
  /** The pointer, where the box is anchored. */
  x: number;
  y: number;
  /** The box opens on this side of the pointer, staying inside the chart. */
  side: 'left' | 'right';
  /** The guide over the category: a line (`size` 1) or a band, across the grid. */
  guide: { left: number; top: number; width: number; height: number } | null;
}

/** Pointer handlers for the element around the drawing (the HTML tooltip follows them). */
export interface ChartPointerHandlers {
  onPointerMove(event: ReactPointerEvent<HTMLElement>): void;
  onPointerDown(event: ReactPointerEvent<HTMLElement>): void;
  onPointerLeave(event: ReactPointerEvent<HTMLElement>): void;
}

/** The chart's view model plus where to mount the drawing. */
export interface ChartHandle extends ChartView {
  /** Give it to the element echarts draws in (it must have a size). */
  mount(element: HTMLDivElement | null): void;
  /** Saves the drawing as a PNG file. */
  exportPng(): Promise<void>;
  /** The HTML axis tooltip to show, or null. */
  hover: ChartHover | null;
  /** Spread on the element around the drawing when `tooltip` is set. */
  pointer: ChartPointerHandlers;
}

interface PointerSpot {
  index: number;
  x: number;
  y: number;
  width: number;
  guide: ChartHover['guide'];
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
      actors: chartActors({ loadRuntime }),
    },
  });
  useEffect(
    () => host.send({ type: 'CHART.SET', option, renderer, loading, theme }),
    [host, option, renderer, loading, theme],
  );
  const view = useActorView(host, { platform, messages: chartTexts }, connectChart);
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  // where the HTML axis tooltip points (null: closed)
  const [spot, setSpot] = useState<PointerSpot | null>(null);
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
    const observer = new ResizeObserver(() => {
      instance.resize();
      // the categories moved: a tooltip left open would point beside them
      setSpot(null);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      // zrender spreads a drawing over frames when a frame's time runs out (on a busy machine even a
      // small chart's); disposed meanwhile, its next frame reads the freed painter and throws. The
      // empty redraw of clear() replaces that drawing, so no frame of it is left to run.
      instance.clear();
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

  // the HTML axis tooltip: the category under the pointer, from echarts' grid (no TooltipComponent)
  const tooltip = view.tooltip;
  const locate = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      const instance = chart.current;
      if (!tooltip || !instance || !element) return setSpot(null);
      const rect = element.getBoundingClientRect();
      const x = event.clientX - rect.left;
      const y = event.clientY - rect.top;
      const grid = { gridIndex: 0 };
      if (!instance.containPixel?.(grid, [x, y])) return setSpot(null);
      const along = tooltip.axis === 'x' ? 0 : 1;
      const value = instance.convertFromPixel?.(grid, [x, y])?.[along];
      if (typeof value !== 'number' || !Number.isFinite(value)) return setSpot(null);
      const index = Math.round(value);
      const at = (i: number) =>
        instance.convertToPixel?.(grid, tooltip.axis === 'x' ? [i, 0] : [0, i])?.[along] ?? NaN;
      const centre = at(index);
      const band = Math.abs(at(index + 1) - centre) || Math.abs(centre - at(index - 1)) || 1;
      const width = tooltip.pointer === 'shadow' ? band : 1;
      let guide: ChartHover['guide'] = null;
      if (tooltip.pointer !== 'none' && Number.isFinite(centre)) {
        if (tooltip.axis === 'x') {
          const [top, bottom] = chartGridSpan((p) => !!instance.containPixel?.(grid, [x, p]), y, rect.height);
          guide = { left: centre - width / 2, top, width, height: bottom - top };
        } else {
          const [left, right] = chartGridSpan((p) => !!instance.containPixel?.(grid, [p, y]), x, rect.width);
          guide = { left, top: centre - width / 2, width: right - left, height: width };
        }
      }
      setSpot({ index, x, y, width: rect.width, guide });
    },
    [tooltip, element],
  );
  const pointer = useMemo<ChartPointerHandlers>(
    () => ({
      onPointerMove: (event) => {
        // a finger sliding on a phone scrolls the page; the tooltip follows taps there
        if (event.pointerType !== 'touch' || !tooltip?.stays) locate(event);
      },
      onPointerDown: locate,
      onPointerLeave: (event) => {
        if (!tooltip?.stays || event.pointerType === 'mouse') setSpot(null);
      },
    }),
    [locate, tooltip],
  );
  // a tooltip that stays (mobile) closes on a tap anywhere outside the drawing
  const open = spot !== null && !!tooltip?.stays;
  useEffect(() => {
    if (!open || !element) return undefined;
    const close = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !element.contains(event.target)) setSpot(null);
    };
    document.addEventListener('pointerdown', close, true);
    return () => document.removeEventListener('pointerdown', close, true);
  }, [open, element]);
  const hover = useMemo<ChartHover | null>(() => {
    const content = spot && drawing ? tooltip?.at(spot.index) : null;
    if (!spot || !tooltip || !content) return null;
    return { content, x: spot.x, y: spot.y, side: tooltip.side(spot.x, spot.width), guide: spot.guide };
  }, [spot, tooltip, drawing]);

  return { ...view, mount: setElement, exportPng, hover, pointer };
}
