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

/**
 * Typed text read as a plain decimal number (sign, digits, point, exponent; spaces around are
 * ignored): null when empty, NaN when it is not such a number. The number input's reading starts here.
 */
export function parseNumberText(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(trimmed)) return Number.NaN;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : Number.NaN;
}

/** Typed text as a number within spec 5's widest bounds (±Number.MAX_SAFE_INTEGER): empty or not a number is null. */
export function numberFromText(text: string): number | null {
  const n = parseNumberText(text);
  if (n === null || Number.isNaN(n)) return null;
  return Math.min(Number.MAX_SAFE_INTEGER, Math.max(-Number.MAX_SAFE_INTEGER, n));
}

/** spec 5: the length of a string where ASCII characters count 1 and others 3. */
export function stringByteLength(text: string): number {
  let length = 0;
  for (const char of String(text ?? '')) length += (char.codePointAt(0) ?? 0) <= 0x7f ? 1 : 3;
  return length;
}

/** spec 5: empty means undefined, null, '', only spaces or an empty array (0 and false are values). */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}
