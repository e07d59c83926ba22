// spec 2.3 mobile input: label, required mark, read-only text, clear button, most length and its
// counter. Lengths count as spec 5 says (ASCII 1, other characters 3): the form's rule, one function.
import { isEmptyValue, stringByteLength } from '../shared/field-value';
import type { InputOptions, InputRules } from './input.types';

/** The rules of an input from its options: a bad `maxLength` means none; the counter shows with one. */
export function inputRules(options: Pick<InputOptions, 'maxLength' | 'showCount' | 'clearable'>): InputRules {
  const { maxLength } = options;
  const max = maxLength !== undefined && Number.isInteger(maxLength) && maxLength > 0 ? maxLength : null;
  return {
    maxLength: max,
    showCount: options.showCount ?? max !== null,
    clearable: options.clearable ?? true,
  };
}

/**
 * The text kept of `text` under `maxLength` (spec 5 counting): whole characters from the start while
 * they fit, so a Chinese character is never cut in half. No cap keeps everything.
 */
export function fitToMaxLength(text: string, maxLength: number | null): string {
  const value = String(text ?? '');
  if (maxLength === null || stringByteLength(value) <= maxLength) return value;
  let used = 0;
  let kept = '';
  for (const char of value) {
    const size = stringByteLength(char);
    if (used + size > maxLength) break;
    used += size;
    kept += char;
  }
  return kept;
}

/** The counter of an input: length used (spec 5 counting) and the cap. */
export function inputCount(text: string, maxLength: number | null): { used: number; max: number | null } {
  return { used: stringByteLength(text), max: maxLength };
}

/** The clear button shows while there is text the user may change. */
export function canClear(
  value: string,
  state: { clearable: boolean; readOnly?: boolean; disabled?: boolean },
): boolean {
  return state.clearable && !state.readOnly && !state.disabled && value !== '';
}

/** A required field with an empty value (spaces only count as empty, spec 5) is missing. */
export function isMissing(required: boolean | undefined, value: string): boolean {
  return required === true && isEmptyValue(value);
}
