import type { CSSProperties } from 'react';

/** spec 9 wheel sizes from the view model, as the CSS variables dates.css reads. */
export function wheelStyle(metrics: { columnHeight: number; itemHeight: number }): CSSProperties {
  return {
    '--suite-column-height': `${metrics.columnHeight}px`,
    '--item-height': `${metrics.itemHeight}px`,
  } as CSSProperties;
}

/** Class of every wheel popup of the skin (see dates.css). */
export const WHEEL_CLASS = 'suite-m-wheel';
