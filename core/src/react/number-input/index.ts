export {
  useNumberInput,
  type NumberInputFieldView,
  type NumberInputApi,
  type NumberInputProps,
} from './use-number-input';
