// Per-field value conversion (issue 38): a field's value as the server sends it becomes the value
// the widget edits (on load), and back (on submit), by typed hooks the host declares per field.
import type { FormValues } from './form.types';

/** The two directions of one field's conversion. Either may be omitted (the value passes as is). */
export interface FieldConversion<Stored = unknown, Edited = unknown> {
  /** On load: the stored value into the value the field edits. */
  load?(stored: Stored, values: FormValues): Edited;
  /** On submit: the edited value into the value sent. */
  submit?(edited: Edited, values: FormValues): Stored;
}

/**
 * The conversions of a form, by item id (method syntax above lets a typed conversion, such as
 * `FieldConversion<string, Date>`, stand here).
 */
export type FormConversions = Readonly<Record<string, FieldConversion>>;

function convert(values: FormValues, conversions: FormConversions, direction: 'load' | 'submit'): FormValues {
  const out: FormValues = { ...values };
  for (const id of Object.keys(conversions)) {
    const hook = conversions[id]?.[direction];
    if (!hook || !Object.prototype.hasOwnProperty.call(values, id)) continue;
    out[id] = hook(values[id], values);
  }
  return out;
}

/** The values as the fields edit them: each declared `load` hook applied to its field (others unchanged). */
export function convertOnLoad(values: FormValues, conversions: FormConversions): FormValues {
  return convert(values ?? {}, conversions, 'load');
}

/** The values as they are sent: each declared `submit` hook applied to its field (others unchanged). */
export function convertOnSubmit(values: FormValues, conversions: FormConversions): FormValues {
  return convert(values ?? {}, conversions, 'submit');
}
