// Forms and detail cards (spec 2.3, 3, 4, 5, 8, 9): validation rules, the form machine (uninitialised
// → initialised, submit, save, reset, tags, custom conditions, hover-edit) and its view model.
export type {
  CardGroupListEntry,
  CardTag,
  CustomConditionRow,
  FormCard,
  FormGroup,
  FormGroupKind,
  FormItem,
  FormItemType,
  FormLayoutCell,
  FormOption,
  FormRule,
  FormValidation,
  FormValues,
  MatrixCondition,
  MatrixItem,
  SaveDataParams,
  ValidateFormOptions,
} from './form.types';
export {
  CARD_SKELETON,
  CONFIRM_DIALOG_SIZE,
  FORM_ROW_HEIGHTS,
  IMAGE_LAZY_THROTTLE_MS,
  LAYOUT_UPDATE_RETRY,
  NUMBER_INPUT_DEFAULTS,
  collectFormData,
  formRowHeight,
  isHoverEditReadOnly,
  isItemRequired,
  parseFlexValue,
  requiredCommonFields,
  stringByteLength,
  validateForm,
} from './form.logic';
export {
  formMachine,
  type FormContext,
  type FormEmitted,
  type FormEvent,
  type FormInput,
  type FormMachine,
  type FormNotice,
  type FormSaveRequest,
  type FormSaveResult,
  type FormSource,
  type ScrollRequest,
} from './form.machine';
export type { FormBox, FormBoxType, FormBoxes } from './form.view.logic';
export {
  connectForm,
  type FormBoxView,
  type FormConditionRowView,
  type FormFieldView,
  type FormNoticeView,
  type FormSectionView,
  type FormTagView,
  type FormView,
} from './form.connect';
export { createFormApi, type FormApiOptions, type FormServices } from './form.service';
export { formTexts } from './messages';
