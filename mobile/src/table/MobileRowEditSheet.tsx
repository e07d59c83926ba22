import type { RowEditFieldView, RowEditView } from '@suite-ui/core';
import { Button, Input, List, Radio, Space } from 'antd-mobile';
import { TableSheet } from './TableSheet';
import type { KeyboardEvent } from 'react';

export interface MobileRowEditSheetProps {
  /** The row editor's view model (`useTableRowEdit`). */
  edit: RowEditView;
  /** The editable fields, in the columns' order (`useRowEditFields`). */
  fields: readonly RowEditFieldView[];
  testId: string;
}

/**
 * A card's row editing (issue 38) in a bottom sheet: the row's editable fields as inputs (a text,
 * a number or a choice, as core's field view says), each field's error under it, the row's notice
 * (invalid, or the server's refusal with the values kept) above the buttons. Save or Enter saves,
 * Cancel, Esc or a tap on the mask drops the edit. The rules and the save are core's.
 */
export function MobileRowEditSheet({ edit, fields, testId }: MobileRowEditSheetProps) {
  const open = edit.editingKey !== undefined;
  const title = open ? edit.labels.editRow(edit.editingKey ?? '') : '';
  const keys = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !edit.saving) {
      event.stopPropagation();
      edit.cancel();
    }
  };
  const cancel = () => {
    if (!edit.saving) edit.cancel();
  };
  return (
    <TableSheet
      visible={open}
      onClose={cancel}
      label={title}
      testId={`${testId}-edit-sheet`}
      maxHeight="85vh"
      onKeyDown={keys}
    >
      <List header={title}>
        {fields.map((field, index) => {
          const error = edit.fieldError(field.field);
          const value = edit.values[field.field];
          const id = `${testId}-edit-${field.field}`;
          return (
            <List.Item
              key={field.field}
              title={
                <span>
                  {field.label}
                  {field.required && <span aria-hidden="true"> *</span>}
                </span>
              }
              description={
                error === undefined ? undefined : (
                  <span className="suite-table-edit-error" data-testid={`${id}-error`}>
                    {error}
                  </span>
                )
              }
            >
              {field.kind === 'select' ? (
                <Radio.Group
                  value={value === undefined || value === null ? undefined : String(value)}
                  onChange={(next) => edit.change(field.field, next)}
                  disabled={edit.saving}
                >
                  <div role="radiogroup" aria-label={field.label} data-testid={id}>
                    <Space wrap>
                      {field.options.map((option) => (
                        <Radio key={option.value} value={option.value}>
                          {option.label}
                        </Radio>
                      ))}
                    </Space>
                  </div>
                </Radio.Group>
              ) : (
                <Input
                  aria-label={field.label}
                  autoFocus={index === 0}
                  inputMode={field.kind === 'number' ? 'decimal' : undefined}
                  disabled={edit.saving}
                  value={value === undefined || value === null ? '' : String(value)}
                  onChange={(next) => edit.change(field.field, field.parse(next))}
                  onEnterPress={edit.save}
                  data-testid={id}
                />
              )}
            </List.Item>
          );
        })}
      </List>
      {edit.notice && (
        <div role="alert" className="suite-table-edit-notice" data-testid={`${testId}-edit-notice`}>
          {edit.notice}
        </div>
      )}
      <div style={{ display: 'flex', gap: 12, padding: 12 }}>
        <Button block disabled={edit.saving} onClick={cancel} data-testid={`${testId}-edit-cancel`}>
          {edit.labels.cancel}
        </Button>
        <Button
          block
          color="primary"
          loading={edit.saving}
          onClick={edit.save}
          data-testid={`${testId}-edit-save`}
        >
          {edit.saving ? edit.labels.saving : edit.labels.save}
        </Button>
      </div>
    </TableSheet>
  );
}
