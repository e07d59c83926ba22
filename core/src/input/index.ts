// Text input (spec 2.3 mobile widgets; spec 5 string length): label, required mark, read-only text,
// clear button, most length with its counter.
export type { InputOptions, InputRules } from './input.types';
export { inputRules, fitToMaxLength } from './input.logic';
export { inputMachine, type InputInput, type InputMachine } from './input.machine';
export { connectInput, type InputCounterView, type InputView } from './input.connect';
export { inputTexts } from './messages';
