// URL mirror of a form (issue 38): the values of the declared fields as a query string, and back.
// A query is untrusted: only declared fields are read, and each value must fit its field's type.
import type { FormItem, FormValues } from './form.types';

const TEXT_TYPES = new Set(['INPUT', 'TEXTAREA']);
const NUMBER_TYPES = new Set(['INPUTNUMBER', 'RATE']);
const CHOICE_TYPES = new Set(['RADIO', 'SELECT', 'FILTERBUTTONS', 'CHECKBOX']);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The longest text read from a query value (a link is no place for more). */
const MAX_TEXT = 2000;

/** Whether a field's value can travel in a URL (never a password, a file or a picked entry). */
export function isUrlMirrored(item: FormItem): boolean {
  return (
    TEXT_TYPES.has(item.itemType) ||
    NUMBER_TYPES.has(item.itemType) ||
    CHOICE_TYPES.has(item.itemType) ||
    item.itemType === 'SWITCH' ||
    item.itemType === 'DATEPICKER'
  );
}

function parseValue(item: FormItem, raw: readonly string[]): { ok: true; value: unknown } | { ok: false } {
  const first = raw[0] ?? '';
  if (TEXT_TYPES.has(item.itemType)) return { ok: true, value: first.slice(0, MAX_TEXT) };
  if (NUMBER_TYPES.has(item.itemType)) {
    const value = Number(first);
    if (first.trim() === '' || !Number.isFinite(value)) return { ok: false };
    if ((item.min !== undefined && value < item.min) || (item.max !== undefined && value > item.max))
      return { ok: false };
    return { ok: true, value };
  }
  if (item.itemType === 'SWITCH')
    return first === 'true' || first === 'false' ? { ok: true, value: first === 'true' } : { ok: false };
  if (item.itemType === 'DATEPICKER') {
    const time = Date.parse(`${first}T00:00:00Z`);
    return DATE.test(first) && Number.isFinite(time) && new Date(time).toISOString().startsWith(first)
      ? { ok: true, value: first }
      : { ok: false };
  }
  if (CHOICE_TYPES.has(item.itemType)) {
    const known = new Set(
      (item.options ?? []).filter((option) => !option.disabled).map((option) => option.id),
    );
    const picked = [...new Set(raw.filter((id) => known.has(id)))];
    const many = item.itemType === 'CHECKBOX' || item.multiple === true;
    if (many) return { ok: true, value: picked };
    return picked.length > 0 ? { ok: true, value: picked[0] } : { ok: false };
  }
  return { ok: false };
}

/**
 * The values a query holds for the declared fields: unknown keys, undeclared or unmirrored fields
 * and values that do not fit their field's type are left out (never thrown on).
 */
export function formValuesFromQuery(items: readonly FormItem[], search: string): FormValues {
  const query = new URLSearchParams(search);
  const values: FormValues = {};
  for (const item of items) {
    if (!isUrlMirrored(item) || !query.has(item.id)) continue;
    const parsed = parseValue(item, query.getAll(item.id));
    if (parsed.ok) values[item.id] = parsed.value;
  }
  return values;
}

/**
 * `search` with the declared fields' values set (empty ones removed); other parameters of the
 * page's query stay as they were. Returned without its leading `?`.
 */
export function formValuesToQuery(items: readonly FormItem[], values: FormValues, search = ''): string {
  const query = new URLSearchParams(search);
  for (const item of items) {
    if (!isUrlMirrored(item)) continue;
    query.delete(item.id);
    const value = values[item.id];
    const list = Array.isArray(value) ? value : [value];
    for (const entry of list) {
      if (entry === undefined || entry === null || entry === '') continue;
      if (typeof entry === 'string' || typeof entry === 'number' || typeof entry === 'boolean')
        query.append(item.id, String(entry));
    }
  }
  return query.toString();
}
