import { useRecurrenceEditor, type UseRecurrenceEditorOptions } from '@suite-ui/core/react';
import { Form } from 'antd';
import { forwardRef, useId, useImperativeHandle } from 'react';
import { RecurrenceFieldInput } from './RecurrenceFieldInput';
import { RecurrencePreview } from './RecurrencePreview';

export interface RecurrenceEditorProps extends UseRecurrenceEditorOptions {
  /** Shows the rule without taking input. */
  disabled?: boolean;
}

/** What a host form can do with the editor through its ref. */
export interface RecurrenceEditorHandle {
  /** Shows every message under its field; true when the rule is complete. */
  validate(): boolean;
}

/**
 * Recurrence (scheduling) rule editor: the fields of the chosen frequency and mode, the scheduling
 * messages under their fields (spec 5, 8) and a live preview of the next occurrences with the rule's
 * sentence. Everything shown comes from core's `useRecurrenceEditor`.
 */
export const RecurrenceEditor = forwardRef<RecurrenceEditorHandle, RecurrenceEditorProps>(
  function RecurrenceEditor({ disabled, ...options }, ref) {
    const editor = useRecurrenceEditor(options);
    const idPrefix = useId();
    useImperativeHandle(ref, () => ({ validate: editor.validate }), [editor]);
    return (
      <div
        className="suite-recurrence"
        data-testid="recurrence-editor"
        aria-label={editor.title}
        role="group"
      >
        <Form layout="horizontal" labelCol={{ flex: '160px' }} labelWrap colon={false} component="div">
          {editor.fields.map((field) => (
            <Form.Item
              key={field.name}
              label={field.label}
              htmlFor={`${idPrefix}-${field.name}`}
              required={field.required}
              validateStatus={field.error ? 'error' : undefined}
              help={field.error && <span data-testid={`${field.testId}-error`}>{field.error}</span>}
              data-testid={field.testId}
            >
              <RecurrenceFieldInput field={field} id={`${idPrefix}-${field.name}`} disabled={disabled} />
            </Form.Item>
          ))}
        </Form>
        <RecurrencePreview preview={editor.preview} />
      </div>
    );
  },
);
