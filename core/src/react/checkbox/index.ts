export { useCheckbox, type CheckboxSkinProps, type UseCheckboxProps } from './use-checkbox';
