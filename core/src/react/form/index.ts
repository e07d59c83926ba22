export { useForm, type FormApi, type FormSkinProps, type UseFormProps } from './use-form';
export { useScrollToField } from './use-scroll-to-field';
