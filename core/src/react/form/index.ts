export { useForm, type FormApi, type FormSkinProps, type UseFormProps } from './use-form';
export { entersSubmit, focusFirstField, useFormElement, type FormElementProps } from './use-form-element';
export { useScrollToField } from './use-scroll-to-field';
