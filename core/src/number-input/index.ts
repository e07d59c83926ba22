// Number input (spec 5): bounds ±9007199254740991 and step 1 by default (NUMBER_INPUT_DEFAULTS and
// clampNumber are the kernel's, named by the small widgets); these rules step, read and format the value.
export {
  formatNumber,
  numberInputBounds,
  numberInputView,
  readNumberText,
  stepNumber,
  type NumberInputBounds,
  type NumberInputProblem,
  type NumberInputReading,
  type NumberInputView,
} from './number-input.logic';
export { numberInputTexts } from './messages';
