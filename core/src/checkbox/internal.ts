// The checkbox feature's internals, for its own tests and benchmarks: not part of the public surface
// (`index.ts`), and free to change.
export { checkboxCap, checkboxLayout, knownChecked } from './checkbox.logic';
export { type CheckboxContext, type CheckboxEmitted, type CheckboxEvent } from './checkbox.machine';
