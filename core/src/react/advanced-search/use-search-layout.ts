import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  advancedSearchTexts,
  connectSearchLayout,
  type LayoutCondition,
  type SearchFieldItem,
  type SearchLayoutView,
} from '../../advanced-search';
import { connectEnv } from '../../shared/connect';
import type { Platform } from '../../shared/platform';
import { useLocale } from '../use-locale';

/** Options of {@link useSearchLayout}. */
export interface SearchLayoutOptions {
  platform: Platform;
  /** The host's conditions, for the span each may ask for (`colSpan`). */
  items: readonly SearchFieldItem[];
  /** Rows a collapsed panel shows (the platform's default when missing). */
  rows?: number;
  /** The panel starts expanded. */
  defaultExpanded?: boolean;
}

/**
 * The panel's layout by its own width: `ref` goes on the panel's body, whose width a
 * ResizeObserver follows (a panel in a narrow column lays out as narrow, whatever the window).
 */
export function useSearchLayout<T extends LayoutCondition>(
  conditions: readonly T[],
  options: SearchLayoutOptions,
): { ref: (element: HTMLElement | null) => void; layout: SearchLayoutView<T> } {
  const locale = useLocale();
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState<number | null>(null);
  const [expanded, setExpanded] = useState(options.defaultExpanded === true);
  useEffect(() => {
    if (!element) return;
    const measure = () => setWidth(Math.round(element.getBoundingClientRect().width) || null);
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  const ref = useCallback((next: HTMLElement | null) => setElement(next), []);
  const toggle = useCallback(() => setExpanded((open) => !open), []);
  const { platform, items, rows } = options;
  const colSpans = useMemo(() => Object.fromEntries(items.map((item) => [item.id, item.colSpan])), [items]);
  const layout = useMemo(
    () =>
      connectSearchLayout(
        conditions,
        { width, expanded, colSpans, ...(rows !== undefined ? { rows } : {}) },
        toggle,
        connectEnv(advancedSearchTexts, locale, platform),
      ),
    [conditions, width, expanded, colSpans, rows, toggle, locale, platform],
  );
  return { ref, layout };
}
