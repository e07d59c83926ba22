import type { RowEditFieldView, RowEditView } from '@suite-ui/core';
import { Form, Input, Select } from 'antd';

export interface EditableRowCellProps {
  /** The row editor's view model (`useTableRowEdit`). */
  edit: RowEditView;
  /** The row's key. */
  rowKey: string;
  /** The editable cell: its field, label (the input's accessible name) and input kind. */
  field: RowEditFieldView;
  /** The first input of the row takes the focus when the row enters edit mode. */
  autoFocus?: boolean;
  /** Stable test id prefix. */
  testId?: string;
  /** What the cell shows when it is not in edit mode. */
  children: React.ReactNode;
}

/**
 * A table cell that becomes an antd input while its row (or the cell) is in edit mode, as the
 * field view says (text, number or a select): Enter saves, Esc cancels; the field's error shows
 * under it and stays until fixed.
 */
export function EditableRowCell({
  edit,
  rowKey,
  field,
  autoFocus,
  testId = 'table',
  children,
}: EditableRowCellProps) {
  if (!edit.isEditing(rowKey, field.field)) return <>{children}</>;
  const error = edit.fieldError(field.field);
  const value = edit.values[field.field];
  const keys = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      edit.cancel();
    }
  };
  const id = `${testId}-edit-${rowKey}-${field.field}`;
  return (
    <Form.Item
      validateStatus={error === undefined ? undefined : 'error'}
      help={error}
      style={{ margin: 0 }}
      required={field.required}
    >
      {field.kind === 'select' ? (
        <Select
          aria-label={field.label}
          size="small"
          autoFocus={autoFocus}
          disabled={edit.saving}
          value={value === undefined || value === null ? undefined : String(value)}
          options={field.options}
          onChange={(next: string) => edit.change(field.field, next)}
          onKeyDown={keys}
          style={{ width: '100%' }}
          data-testid={id}
        />
      ) : (
        <Input
          aria-label={field.label}
          aria-invalid={error !== undefined || undefined}
          aria-required={field.required || undefined}
          size="small"
          autoFocus={autoFocus}
          inputMode={field.kind === 'number' ? 'decimal' : undefined}
          disabled={edit.saving}
          value={value === undefined || value === null ? '' : String(value)}
          onChange={(event) => edit.change(field.field, field.parse(event.target.value))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              edit.save();
            } else keys(event);
          }}
          data-testid={id}
        />
      )}
    </Form.Item>
  );
}
