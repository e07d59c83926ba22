// Forms and detail cards (spec 2.3, 3, 4, 5, 8, 9): validation rules, the form machine (uninitialised
// → initialised, submit, save, reset, tags, custom conditions, hover-edit) and its view model.
export type {
  CardGroupListEntry,
  CardRelevanceData,
  CardTag,
  CustomConditionRow,
  FormAttributeNames,
  FormCard,
  FormCascadeRule,
  FormDependency,
  FormDependencyEffect,
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
  FORM_ROW_HEIGHTS,
  NUMBER_INPUT_DEFAULTS,
  advancedSearchItems,
  collectFormData,
  formRowHeight,
  isHoverEditReadOnly,
  isItemRequired,
  parseFlexValue,
  priorDateValue,
  requiredCommonFields,
  stringByteLength,
  validateForm,
} from './form.logic';
// Field dependencies (spec 3 `cascadeRules`): the rules, and their effect for a form's values.
export {
  applyDependencies,
  cascadeRuleMatches,
  dependencyFills,
  formDependencies,
} from './form.dependencies';
// Step forms (issue 38): next/previous check the current step; a failed submit opens the first wrong step.
export {
  clampStep,
  firstStepWithError,
  nextStep,
  previousStep,
  stepItems,
  submitSteps,
  validateStep,
  type FormStep,
  type FormStepMove,
} from './form.steps';
// Per-field value conversion on load and on submit (issue 38).
export { convertOnLoad, convertOnSubmit, type FieldConversion, type FormConversions } from './form.convert';
// URL mirror (issue 38): declared fields to and from a query, untrusted values checked by type.
export { formValuesFromQuery, formValuesToQuery, isUrlMirrored } from './form.url';
export { pickedGroups, type PickedGroup, type PickedGroupMember } from './form.members';
export {
  formMachine,
  savesPerField,
  type FormCardState,
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
  type FieldMemberGroupView,
  type FormBoxView,
  type FormConditionRowView,
  type FormFieldView,
  type FormNoticeView,
  type FormSectionView,
  type FormStepView,
  type FormStepsView,
  type FormTagView,
  type FormView,
} from './form.connect';
export {
  createFormServices,
  formActors,
  type FormActorOptions,
  type FormServicesOptions,
  type FormServices,
} from './form.service';
export { formTexts } from './messages';
