import { readNumberText } from '../number-input/number-input.logic';

// A field's stored value is whatever the server or the host gave; these read it the one way every
// control takes it, so no skin converts values itself.

/** The value as the text of a box: strings and numbers as they are, anything else as ''. */
export function valueText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** The value as a list: anything but an array is an empty list. */
export function valueList<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

/** The value as a finite number, or null. */
export function valueNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The chosen ids of a choosing control: an array's entries, a single value as one id, nothing as none. */
export function valueIds(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  const text = valueText(value);
  return text === '' ? [] : [text];
}

/** Typed text as a number: empty or not a number is null. */
export function numberFromText(text: string): number | null {
  return readNumberText(text).value;
}
