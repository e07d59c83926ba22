export { useNumberInput, type NumberInputApi, type NumberInputProps } from './use-number-input';
