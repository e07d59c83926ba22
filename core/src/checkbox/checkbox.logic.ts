// spec 2.3 mobile checkbox: a group of boxes with a label, layout, cap, required and read-only text.
// Ticking is box selection's rule in multiple mode (one function); rows of a grid are the small
// widgets' chunkIntoRows with spec 9's 4 columns.
import { toggleBoxSelection } from '../shared/box-selection';
import type { Platform } from '../shared/platform';
import { GRID_CHECKBOX_COLUMNS, chunkIntoRows } from '../small-widgets';
import type { CheckboxLayout, CheckboxOption } from './checkbox.types';

/** The ticked values that are options, in option order, once each. */
export function knownChecked(options: readonly CheckboxOption[], checked: readonly string[]): string[] {
  const ticked = new Set(checked);
  return options.filter((o) => ticked.has(o.value)).map((o) => o.value);
}

/**
 * The values after ticking or unticking `value`, in option order: unknown, disabled or
 * over-the-cap boxes change nothing.
 */
export function toggleCheckbox(
  options: readonly CheckboxOption[],
  checked: readonly string[],
  value: string,
  max?: number,
): string[] {
  return knownChecked(options, toggleBoxSelection(options, checked, value, { multiple: true, max }));
}

/** The cap as a positive whole number, or null for none. */
export function checkboxCap(max: number | undefined): number | null {
  return max !== undefined && Number.isInteger(max) && max > 0 ? max : null;
}

/** The layout: the host's, else one box per line on phones and side by side on desktop. */
export function checkboxLayout(layout: CheckboxLayout | undefined, platform: Platform): CheckboxLayout {
  return layout ?? (platform === 'mobile' ? 'vertical' : 'horizontal');
}

/**
 * Rows of boxes for a layout: one per row (vertical), all in one wrapping row (horizontal, `columns`
 * null) or rows of `columns` (grid, 4 by default as spec 9 says; a bad count means 4).
 */
export function checkboxRows<T>(
  items: readonly T[],
  layout: CheckboxLayout,
  columns?: number,
): { columns: number | null; rows: T[][] } {
  if (layout === 'horizontal') return { columns: null, rows: items.length ? [[...items]] : [] };
  if (layout === 'vertical') return { columns: 1, rows: chunkIntoRows(items, 1) };
  const count =
    columns !== undefined && Number.isInteger(columns) && columns > 0 ? columns : GRID_CHECKBOX_COLUMNS;
  return { columns: count, rows: chunkIntoRows(items, count) };
}
