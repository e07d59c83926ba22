// Step forms (issue 38): a form split into steps, each a group of fields. Next and previous check
// only the current step's fields; a submit that fails opens the first step holding an error.
import { validateForm } from './form.logic';
import type { FormItem, FormValidation, FormValues, ValidateFormOptions } from './form.types';

/** One step of a step form: its title key and the fields (item ids) it shows. */
export interface FormStep {
  /** A stable id of the step. */
  id: string;
  /** The fields of the step, by item id (a field belongs to its first step). */
  fields: readonly string[];
  /** The step's title as the host words it (default "Step n" from the catalogue). */
  title?: string;
}

/** Where a step form stands after a move or a submit. */
export interface FormStepMove {
  /** The step to show (0-based). */
  step: number;
  /** The validation of what was checked (the current step, or the whole form on submit). */
  validation: FormValidation;
}

/** The step index kept inside `0 .. steps.length - 1` (0 for no steps). */
export function clampStep(steps: readonly FormStep[], step: number): number {
  if (steps.length === 0 || !Number.isFinite(step)) return 0;
  return Math.min(Math.max(Math.trunc(step), 0), steps.length - 1);
}

/** The items of one step, in the step's order (ids the form does not know are skipped). */
export function stepItems(items: readonly FormItem[], steps: readonly FormStep[], step: number): FormItem[] {
  const wanted = steps[clampStep(steps, step)]?.fields ?? [];
  const byId = new Map(items.map((item) => [item.id, item]));
  return wanted.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
}

/** The validation of one step's fields only. */
export function validateStep(
  items: readonly FormItem[],
  values: FormValues,
  steps: readonly FormStep[],
  step: number,
  options: ValidateFormOptions = {},
): FormValidation {
  return validateForm(stepItems(items, steps, step), values, options);
}

/** The step (index) each field with an error belongs to; -1 when no step holds one. */
export function firstStepWithError(
  steps: readonly FormStep[],
  errors: Readonly<Record<string, unknown>>,
): number {
  return steps.findIndex((step) =>
    step.fields.some((id) => Object.prototype.hasOwnProperty.call(errors, id)),
  );
}

/** Next: moves on when the current step is valid, stays (with its errors) otherwise. */
export function nextStep(
  items: readonly FormItem[],
  values: FormValues,
  steps: readonly FormStep[],
  step: number,
  options?: ValidateFormOptions,
): FormStepMove {
  const current = clampStep(steps, step);
  const validation = validateStep(items, values, steps, current, options);
  return { step: validation.valid ? clampStep(steps, current + 1) : current, validation };
}

/**
 * Previous: checks the current step's fields (so their errors show when the user comes back) but
 * never holds the user on it.
 */
export function previousStep(
  items: readonly FormItem[],
  values: FormValues,
  steps: readonly FormStep[],
  step: number,
  options?: ValidateFormOptions,
): FormStepMove {
  const current = clampStep(steps, step);
  return {
    step: clampStep(steps, current - 1),
    validation: validateStep(items, values, steps, current, options),
  };
}

/**
 * Submit: validates every field; when one is wrong, the first step holding an error opens (the
 * current one if no step holds it, e.g. a field outside every step).
 */
export function submitSteps(
  items: readonly FormItem[],
  values: FormValues,
  steps: readonly FormStep[],
  step: number,
  options?: ValidateFormOptions,
): FormStepMove {
  const validation = validateForm(items, values, options);
  if (validation.valid) return { step: clampStep(steps, step), validation };
  const wrong = firstStepWithError(steps, validation.errors);
  return { step: wrong === -1 ? clampStep(steps, step) : wrong, validation };
}
