export { Form, FormActions, type FormProps } from './Form';
export { FormField, type RenderCustomField } from './FormField';
export { FormSections } from './FormSections';
