import { useRecurrenceEditor, type UseRecurrenceEditorOptions } from '@suite-ui/core/react';
import { Form } from 'antd-mobile';
import { forwardRef, useImperativeHandle } from 'react';
import { RecurrenceFieldInput } from './RecurrenceFieldInput';
import { RecurrencePreview } from './RecurrencePreview';

export interface RecurrenceEditorProps extends UseRecurrenceEditorOptions {
  /** Shows the rule without taking input. */
  disabled?: boolean;
}

/** antd-mobile marks required items only when they are bound to its own form store; mark ours alike. */
function FieldLabel({ label, required }: { label: string; required: boolean }) {
  return (
    <>
      {label}
      {required && <span className="adm-form-item-required-asterisk">*</span>}
    </>
  );
}

/** What a host form can do with the editor through its ref. */
export interface RecurrenceEditorHandle {
  /** Shows every message under its field; true when the rule is complete. */
  validate(): boolean;
}

/**
 * Recurrence (scheduling) rule editor for phones: the fields of the chosen frequency and mode, the
 * scheduling messages under their fields (spec 5, 8) and a live preview of the next occurrences with
 * the rule's sentence. Everything shown comes from core's `useRecurrenceEditor`.
 */
export const RecurrenceEditor = forwardRef<RecurrenceEditorHandle, RecurrenceEditorProps>(
  function RecurrenceEditor({ disabled, ...options }, ref) {
    const editor = useRecurrenceEditor(options);
    useImperativeHandle(ref, () => ({ validate: editor.validate }), [editor]);
    return (
      <div
        className="suite-recurrence"
        data-testid="recurrence-editor"
        aria-label={editor.title}
        role="group"
      >
        <Form layout="vertical" mode="card">
          {editor.fields.map((field) => (
            <Form.Item
              key={field.name}
              label={<FieldLabel label={field.label} required={field.required} />}
              data-testid={field.testId}
            >
              <RecurrenceFieldInput field={field} disabled={disabled} />
              {field.error && (
                <div
                  className="adm-form-item-feedback-error"
                  role="alert"
                  data-testid={`${field.testId}-error`}
                >
                  {field.error}
                </div>
              )}
            </Form.Item>
          ))}
        </Form>
        <RecurrencePreview preview={editor.preview} />
      </div>
    );
  },
);
