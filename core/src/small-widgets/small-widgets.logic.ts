import { STAR_COUNT } from '../shared/star-count';
import type { Platform } from '../shared/platform';

/** spec 9: a badge shows at most 99, then "99+". */
export const BADGE_OVERFLOW = 99;

/** The text of a count badge: '' for nothing to show, the count, or `${overflow}+` above it. */
export function badgeText(count: number, overflow = BADGE_OVERFLOW): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  const whole = Math.floor(count);
  return whole > overflow ? `${overflow}+` : String(whole);
}

/** spec 9: rate count 5 on both platforms; half stars on desktop only. */
export const RATE_DEFAULTS: Readonly<Record<Platform, { count: number; allowHalf: boolean }>> = Object.freeze(
  {
    desktop: Object.freeze({ count: STAR_COUNT, allowHalf: true }),
    mobile: Object.freeze({ count: STAR_COUNT, allowHalf: false }),
  },
);

/** spec 9: filter buttons 4 per line, grid check boxes 4 columns. */
export const FILTER_BUTTONS_PER_LINE = 4;
export const GRID_CHECKBOX_COLUMNS = 4;

/** spec 9 (forms): a line of filter buttons is 42 px high. */
export const FILTER_BUTTONS_ROW_HEIGHT = 42;

/** Items in rows of `perRow` (the last row may be shorter); a bad `perRow` counts as 1. */
export function chunkIntoRows<T>(items: readonly T[], perRow: number): T[][] {
  const size = Number.isInteger(perRow) && perRow > 0 ? perRow : 1;
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += size) rows.push(items.slice(i, i + size));
  return rows;
}

// spec 5's number bounds are the kernel's (the number input and the form read them too)
export { NUMBER_INPUT_DEFAULTS, clampNumber } from '../shared/number-bounds';

const FLEX_VALUE = /^(-?(?:\d+\.?\d*|\.\d+))(px|em|rem|%)?$/;

/**
 * spec 5: a flex value is a number, or a number with px, em, rem or %. It comes back as a CSS length
 * (a bare number in px); anything else is `undefined` (issue 16).
 */
export function parseFlexValue(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? `${value}px` : undefined;
  if (typeof value !== 'string') return undefined;
  const match = FLEX_VALUE.exec(value.trim());
  if (!match) return undefined;
  return `${match[1]}${match[2] ?? 'px'}`;
}
