// Recurrence (scheduling) rules: spec 3 config, spec 5 validation, spec 9 RRULE; issue 8.
export {
  RECURRENCE_FREQUENCIES,
  type PreviewOptions,
  type RecurrenceAppointRule,
  type RecurrenceConfig,
  type RecurrenceDayMode,
  type RecurrenceDaySort,
  type RecurrenceFrequency,
  type RecurrenceFrequencyRule,
  type RecurrenceMonthDay,
  type RecurrenceOverRepeat,
  type RecurrenceRegularRule,
  type RecurrenceRestDay,
  type RecurrenceRuleType,
  type RecurrenceWeekOrdinal,
  type RecurrenceWeekday,
  type WorkDayCalendar,
} from './recurrence.types';
export {
  RECURRENCE_ERRORS,
  cleanRecurrence,
  recurrenceIssues,
  toRecurrenceConfig,
  validateRecurrence,
  visibleFields as recurrenceVisibleFields,
  type RecurrenceErrorKey,
  type RecurrenceField,
  type RecurrenceIssue,
} from './recurrence.logic';
export { RecurrenceRuleError, fromRRule, toRRule } from './recurrence.rrule';
export {
  createWorkDayCalendar,
  expandOccurrences,
  previewOccurrences,
  weekendCalendar,
  type Occurrence,
  type WorkDayCalendarOptions,
} from './recurrence.preview';
export { describeRecurrence } from './recurrence.describe';
export { applyFieldChange as applyRecurrenceFieldChange, defaultRecurrence } from './recurrence-editor.logic';
export { RECURRENCE_PREVIEW_COUNT, recurrenceEditorMachine } from './recurrence-editor.machine';
export {
  connectRecurrenceEditor,
  type RecurrenceChoiceField,
  type RecurrenceChoiceVariant,
  type RecurrenceChoicesField,
  type RecurrenceEditorView,
  type RecurrenceFieldView,
  type RecurrenceNumberField,
  type RecurrenceOption,
  type RecurrenceOptionValue,
  type RecurrencePreview,
  type RecurrencePreviewItem,
  type RecurrenceTextField,
} from './recurrence-editor.connect';
export type {
  RecurrenceChange,
  RecurrenceEditorContext,
  RecurrenceEditorEvent,
  RecurrenceEditorInput,
} from './recurrence-editor.types';
export { recurrenceTexts } from './messages';
