export { useForm, type FormSkinProps, type UseFormProps } from './use-form';
export { entersSubmit, focusFirstField, useFormElement, type FormElementProps } from './use-form-element';
export { useScrollToField } from './use-scroll-to-field';
export {
  useOverlayForm,
  useOverlayFormElement,
  type OverlayFormProps,
  type OverlayFormState,
} from './use-overlay-form';
