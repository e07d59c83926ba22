// Picking boxes (spec 2.3): the rule the box selection and the checkbox group share.

/** One box of a box selection. */
export interface BoxOption {
  value: string;
  label: string;
  /** A second, smaller line under the label. */
  description?: string;
  disabled?: boolean;
}

/** How a box selection picks: one box (tapping it again keeps it) or several, up to `max`. */
export interface BoxSelectionMode {
  multiple?: boolean;
  /** Most boxes on at once when multiple (no cap when unset or not a positive integer). */
  max?: number;
}

/** The most boxes on at once: `max` in multiple mode when it is a positive integer, else no cap (null). */
export function boxSelectionCap(mode: BoxSelectionMode): number | null {
  return mode.multiple && mode.max !== undefined && Number.isInteger(mode.max) && mode.max > 0
    ? mode.max
    : null;
}

/**
 * The selection after tapping `value`: single mode selects it alone; multiple mode toggles it, and a
 * box past the cap is refused (the selection is returned unchanged). Unknown or disabled boxes change nothing.
 */
export function toggleBoxSelection(
  options: readonly BoxOption[],
  selected: readonly string[],
  value: string,
  mode: BoxSelectionMode = {},
): string[] {
  const option = options.find((o) => o.value === value);
  if (!option || option.disabled) return [...selected];
  if (!mode.multiple) return [value];
  if (selected.includes(value)) return selected.filter((v) => v !== value);
  const cap = boxSelectionCap(mode);
  if (cap !== null && selected.length >= cap) return [...selected];
  return [...selected, value];
}
