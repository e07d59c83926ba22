export { Form, FormActions, FormBoxes, FormStepBar, type FormProps } from './Form';
export { FormField, type RenderCustomField } from './FormField';
export { FormSections } from './FormSections';
export {
  DrawerForm,
  ModalForm,
  type DrawerFormProps,
  type ModalFormProps,
  type OverlayFormSkinProps,
} from './OverlayForm';
