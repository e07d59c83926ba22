export { useNumberInput, type NumberInputFieldView, type NumberInputProps } from './use-number-input';
