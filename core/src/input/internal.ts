// The input feature's internals, for its own tests and benchmarks: not part of the public surface
// (`index.ts`), and free to change.
export { canClear, inputCount, isMissing } from './input.logic';
export { type InputContext, type InputEmitted, type InputEvent } from './input.machine';
