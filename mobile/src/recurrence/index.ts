export {
  RecurrenceEditor,
  type RecurrenceEditorHandle,
  type RecurrenceEditorProps,
} from './RecurrenceEditor';
