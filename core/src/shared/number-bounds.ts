// spec 5: a number input's bounds (±9007199254740991, step 1 by default), read by the number input,
// the small widgets and the form's number fields.

/** spec 5: number input bounds ±9007199254740991, step 1. */
export const NUMBER_INPUT_DEFAULTS = Object.freeze({
  min: -Number.MAX_SAFE_INTEGER,
  max: Number.MAX_SAFE_INTEGER,
  step: 1,
});

/** A number kept within [min, max] (defaults of spec 5); not-a-number gives null. */
export function clampNumber(
  value: number | string | null | undefined,
  bounds: { min?: number; max?: number } = {},
): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return null;
  const min = bounds.min ?? NUMBER_INPUT_DEFAULTS.min;
  const max = bounds.max ?? NUMBER_INPUT_DEFAULTS.max;
  return Math.min(max, Math.max(min, n));
}

/** Bounds, step and decimals of a number input (spec 5: ±9007199254740991, step 1). */
export interface NumberInputBounds {
  min?: number;
  max?: number;
  step?: number;
  /** Decimals kept; by default those of the value and the step. */
  precision?: number;
}

/** The bounds with the spec's defaults filled in (a step of 0 or less is the default step). */
export function numberInputBounds(bounds: NumberInputBounds = {}): Required<
  Omit<NumberInputBounds, 'precision'>
> & {
  precision: number | undefined;
} {
  const min = Number.isFinite(bounds.min) ? (bounds.min as number) : NUMBER_INPUT_DEFAULTS.min;
  const max = Number.isFinite(bounds.max) ? (bounds.max as number) : NUMBER_INPUT_DEFAULTS.max;
  const step =
    Number.isFinite(bounds.step) && (bounds.step as number) > 0
      ? (bounds.step as number)
      : NUMBER_INPUT_DEFAULTS.step;
  const precision =
    bounds.precision !== undefined && Number.isInteger(bounds.precision) && bounds.precision >= 0
      ? bounds.precision
      : undefined;
  return { min: Math.min(min, max), max: Math.max(min, max), step, precision };
}
