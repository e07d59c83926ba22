export { useRecurrenceEditor, type UseRecurrenceEditorOptions } from './use-recurrence-editor';
