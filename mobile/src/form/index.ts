export { Form, FormActions, FormStepBar, type FormProps } from './Form';
export { FormField, type RenderCustomField } from './FormField';
export { FormSections } from './FormSections';
export { PopupForm, type PopupFormProps } from './PopupForm';
