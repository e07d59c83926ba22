import type { MessageKey, MessageParams } from '../i18n';
import { parseNumberText } from '../shared/field-value';
import {
  NUMBER_INPUT_DEFAULTS,
  clampNumber,
  numberInputBounds,
  type NumberInputBounds,
} from '../shared/number-bounds';

// the bounds rule is the kernel's (the form reads it too): this module names it for the number input
export { numberInputBounds, type NumberInputBounds };

/** Why the typed text is not a value the input accepts. */
export type NumberInputProblem = 'invalid' | 'below' | 'above';

/** What the typed text reads as: a number (within bounds or not), nothing, or not a number. */
export interface NumberInputReading {
  /** The number typed, clamped to the bounds; null for an empty or invalid text. */
  value: number | null;
  problem: NumberInputProblem | null;
}

function decimalsOf(n: number): number {
  if (!Number.isFinite(n)) return 0;
  const [, frac = ''] = String(n).split('.');
  const exp = /e-(\d+)$/.exec(String(n));
  return exp ? Number(exp[1]) + frac.replace(/e.*$/, '').length : frac.length;
}

function roundTo(n: number, decimals: number): number {
  return decimals > 0 ? Number(n.toFixed(Math.min(decimals, 20))) : Math.round(n);
}

/** The value one step up (1) or down (-1), kept within the bounds; from nothing it starts at 0 (clamped). */
export function stepNumber(value: number | null, direction: 1 | -1, bounds: NumberInputBounds = {}): number {
  const b = numberInputBounds(bounds);
  const base = value ?? clampNumber(0, b) ?? 0;
  if (value === null) return base;
  const decimals = b.precision ?? Math.max(decimalsOf(base), decimalsOf(b.step));
  return clampNumber(roundTo(base + direction * b.step, decimals), b) ?? base;
}

/** The text of a value (with `precision` decimals when given); '' for no value. */
export function formatNumber(value: number | null, precision?: number): string {
  if (value === null || !Number.isFinite(value)) return '';
  return precision !== undefined ? value.toFixed(precision) : String(value);
}

/** Reads typed text: '' is no value; a number out of bounds is clamped and says which bound it crossed. */
export function readNumberText(text: string, bounds: NumberInputBounds = {}): NumberInputReading {
  const n = parseNumberText(text);
  if (n === null) return { value: null, problem: null };
  if (Number.isNaN(n)) return { value: null, problem: 'invalid' };
  const b = numberInputBounds(bounds);
  const rounded = b.precision !== undefined ? roundTo(n, b.precision) : n;
  if (rounded < b.min) return { value: b.min, problem: 'below' };
  if (rounded > b.max) return { value: b.max, problem: 'above' };
  return { value: rounded, problem: null };
}

/** What a number input shows and may do; both skins render only this. */
export interface NumberInputView {
  /** The text in the box (the draft while typing, else the formatted value). */
  text: string;
  /** The accepted value; null when empty. */
  value: number | null;
  min: number;
  max: number;
  step: number;
  disabled: boolean;
  canIncrement: boolean;
  canDecrement: boolean;
  /** Why the draft is not accepted as typed, or null. */
  problem: NumberInputProblem | null;
  /** The problem in words ('' when none). */
  message: string;
  /** The range in words when a bound is set ('' with the spec's defaults). */
  hint: string;
  increaseLabel: string;
  decreaseLabel: string;
  /** Soft keyboard a phone shows. */
  inputMode: 'numeric' | 'decimal';
}

/** The view of a number input from its value, the draft being typed and its bounds. */
export function numberInputView(
  state: { value: number | null; draft: string | null; disabled?: boolean },
  bounds: NumberInputBounds,
  t: (key: MessageKey, params?: MessageParams) => string,
): NumberInputView {
  const b = numberInputBounds(bounds);
  const reading =
    state.draft === null ? { value: state.value, problem: null } : readNumberText(state.draft, b);
  const current = state.draft === null ? state.value : reading.value;
  const disabled = state.disabled ?? false;
  const defaultRange = b.min === NUMBER_INPUT_DEFAULTS.min && b.max === NUMBER_INPUT_DEFAULTS.max;
  const fmt = (n: number) => formatNumber(n, b.precision);
  const message =
    reading.problem === 'invalid'
      ? t('number-input.invalid')
      : reading.problem === 'below'
        ? t('number-input.below', { min: fmt(b.min) })
        : reading.problem === 'above'
          ? t('number-input.above', { max: fmt(b.max) })
          : '';
  const integral = (b.precision ?? decimalsOf(b.step)) === 0 && Number.isInteger(b.min < 0 ? 0 : b.min);
  return {
    text: state.draft ?? formatNumber(state.value, b.precision),
    value: state.value,
    min: b.min,
    max: b.max,
    step: b.step,
    disabled,
    canIncrement: !disabled && (current === null || current < b.max),
    canDecrement: !disabled && (current === null || current > b.min),
    problem: reading.problem,
    message,
    hint: defaultRange ? '' : t('number-input.range', { min: fmt(b.min), max: fmt(b.max) }),
    increaseLabel: t('number-input.increase', { step: String(b.step) }),
    decreaseLabel: t('number-input.decrease', { step: String(b.step) }),
    inputMode: integral && b.min >= 0 ? 'numeric' : 'decimal',
  };
}
