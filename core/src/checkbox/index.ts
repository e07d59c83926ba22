// Check box group (spec 2.3 mobile widgets; spec 9 grid of 4 columns): label, layout, cap, required
// and read-only text.
export type { CheckboxLayout, CheckboxOption, CheckboxOptions } from './checkbox.types';
export { checkboxRows, toggleCheckbox } from './checkbox.logic';
export { checkboxMachine, type CheckboxInput, type CheckboxMachine } from './checkbox.machine';
export { connectCheckbox, type CheckboxItemView, type CheckboxView } from './checkbox.connect';
export { checkboxTexts } from './messages';
