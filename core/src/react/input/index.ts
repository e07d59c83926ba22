export { useInput, type InputSkinProps, type UseInputProps } from './use-input';
