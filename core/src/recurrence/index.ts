// Recurrence (scheduling) rules: spec 3 config, spec 5 validation, spec 9 RRULE; issue 8.
export {
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
  validateRecurrence,
  type RecurrenceErrorKey,
  type RecurrenceField,
  type RecurrenceIssue,
} from './recurrence.logic';
export { fromRRule, toRRule } from './recurrence.rrule';
export { previewOccurrences, type Occurrence, type WorkDayCalendarOptions } from './recurrence.preview';
export { describeRecurrence } from './recurrence.describe';

export { recurrenceEditorMachine } from './recurrence-editor.machine';
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
