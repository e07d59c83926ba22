import type { FormItem } from './form.types';
import {
  clampStep,
  firstStepWithError,
  nextStep,
  previousStep,
  stepItems,
  submitSteps,
  validateStep,
  type FormStep,
} from './form.steps';

const items: FormItem[] = [
  { id: 'name', itemType: 'INPUT', label: 'Name', required: true },
  { id: 'mail', itemType: 'INPUT', label: 'Mail', rules: [{ pattern: '^\\S+@\\S+$', message: 'bad mail' }] },
  { id: 'budget', itemType: 'INPUTNUMBER', label: 'Budget', required: true },
  { id: 'note', itemType: 'TEXTAREA', label: 'Note' },
];
const steps: FormStep[] = [
  { id: 'who', fields: ['name', 'mail'] },
  { id: 'money', fields: ['budget', 'ghost'] },
  { id: 'end', fields: ['note'] },
];

describe('step forms', () => {
  it('keeps the step index in range', () => {
    expect(clampStep(steps, -2)).toBe(0);
    expect(clampStep(steps, 9)).toBe(2);
    expect(clampStep(steps, Number.NaN)).toBe(0);
    expect(clampStep([], 3)).toBe(0);
  });

  it('lists a step’s items in its order and skips unknown ids', () => {
    expect(stepItems(items, steps, 1).map((item) => item.id)).toEqual(['budget']);
    expect(stepItems(items, steps, 0).map((item) => item.id)).toEqual(['name', 'mail']);
  });

  it('validates only the current step', () => {
    const check = validateStep(items, { name: 'Ann' }, steps, 0);
    expect(check.valid).toBe(true);
    expect(validateStep(items, { name: 'Ann' }, steps, 1).errors).toHaveProperty('budget');
  });

  it('next moves on only when the step is valid', () => {
    const held = nextStep(items, { mail: 'nope' }, steps, 0);
    expect(held.step).toBe(0);
    expect(Object.keys(held.validation.errors).sort()).toEqual(['mail', 'name']);
    expect(nextStep(items, { name: 'Ann' }, steps, 0).step).toBe(1);
    expect(nextStep(items, { name: 'Ann', budget: 3 }, steps, 2).step).toBe(2);
  });

  it('previous always moves back but reports the step’s errors', () => {
    const back = previousStep(items, {}, steps, 1);
    expect(back.step).toBe(0);
    expect(back.validation.errors).toHaveProperty('budget');
    expect(previousStep(items, {}, steps, 0).step).toBe(0);
  });

  it('a failed submit opens the first step holding an error', () => {
    const sent = submitSteps(items, { budget: 5 }, steps, 2);
    expect(sent.validation.valid).toBe(false);
    expect(sent.step).toBe(0);
    expect(submitSteps(items, { name: 'Ann' }, steps, 2).step).toBe(1);
    const ok = submitSteps(items, { name: 'Ann', budget: 5 }, steps, 2);
    expect(ok).toMatchObject({ step: 2, validation: { valid: true } });
  });

  it('an error outside every step keeps the current step', () => {
    const extra: FormItem[] = [...items, { id: 'loose', itemType: 'INPUT', label: 'Loose', required: true }];
    expect(submitSteps(extra, { name: 'Ann', budget: 1 }, steps, 1).step).toBe(1);
    expect(firstStepWithError(steps, { loose: ['x'] })).toBe(-1);
    expect(firstStepWithError(steps, { note: ['x'], budget: ['y'] })).toBe(1);
  });
});
