import type { RowEditView } from '@suite-ui/core';
import { Form, Input } from 'antd';

export interface EditableRowCellProps {
  /** The row editor's view model (`useTableRowEdit`). */
  edit: RowEditView;
  /** The row's key. */
  rowKey: string;
  /** The column's field. */
  field: string;
  /** The column's title, the input's accessible name. */
  label: string;
  /** What the cell shows when it is not in edit mode. */
  children: React.ReactNode;
}

/** A table cell that becomes an antd input while its row (or the cell) is in edit mode: Enter saves, Esc cancels. */
export function EditableRowCell({ edit, rowKey, field, label, children }: EditableRowCellProps) {
  if (!edit.isEditing(rowKey, field)) return <>{children}</>;
  const error = edit.fieldError(field);
  const value = edit.values[field];
  return (
    <Form.Item validateStatus={error === undefined ? undefined : 'error'} help={error} style={{ margin: 0 }}>
      <Input
        aria-label={label}
        size="small"
        disabled={edit.saving}
        value={value === undefined || value === null ? '' : String(value)}
        onChange={(event) => edit.change(field, event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') edit.save();
          else if (event.key === 'Escape') edit.cancel();
        }}
      />
    </Form.Item>
  );
}
