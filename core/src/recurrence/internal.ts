// The recurrence feature's internals, for its own tests and benchmarks: not part of the public surface
// (`index.ts`), and free to change.
export { RECURRENCE_FREQUENCIES } from './recurrence.types';
export {
  RECURRENCE_ERRORS,
  cleanRecurrence,
  recurrenceIssues,
  toRecurrenceConfig,
  visibleFields as recurrenceVisibleFields,
} from './recurrence.logic';
export { RecurrenceRuleError } from './recurrence.rrule';
export { createWorkDayCalendar, expandOccurrences, weekendCalendar } from './recurrence.preview';
export { applyFieldChange as applyRecurrenceFieldChange, defaultRecurrence } from './recurrence-editor.logic';
export { RECURRENCE_PREVIEW_COUNT } from './recurrence-editor.machine';
