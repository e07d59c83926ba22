import { setLocale, type FormItem, type RowEditFieldView } from '@suite-ui/core';
import { useTableRowEdit } from '@suite-ui/core/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode, useEffect } from 'react';
import { EditableRowCell } from './EditableRowCell';

const items = [{ id: 'name', itemType: 'input', label: 'Name', required: true }] as FormItem[];
const row = { id: 'a', name: 'Ann' };
const field: RowEditFieldView = {
  field: 'name',
  label: 'Name',
  kind: 'text',
  required: true,
  options: [],
  parse: (input) => input,
};

function Harness({ onSaveRow }: { onSaveRow: () => Promise<unknown> }) {
  const edit = useTableRowEdit({ items, onSaveRow });
  useEffect(() => {
    if (edit.editingKey === undefined && edit.notice === undefined) edit.start('a', row);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <div>
      <EditableRowCell edit={edit} rowKey="a" field={field}>
        {row.name}
      </EditableRowCell>
      <p role="status">{edit.notice}</p>
    </div>
  );
}

describe('EditableRowCell', () => {
  beforeEach(() => setLocale('en_US'));

  it('Enter saves; a failed save keeps the typed value and says why', async () => {
    render(
      <StrictMode>
        <Harness onSaveRow={() => Promise.reject(new Error('Name taken'))} />
      </StrictMode>,
    );
    const input = await screen.findByLabelText('Name');
    fireEvent.change(input, { target: { value: 'Zed' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Name taken'));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Zed');
  });

  it('Esc cancels and shows the cell again', async () => {
    render(
      <StrictMode>
        <Harness onSaveRow={() => Promise.resolve()} />
      </StrictMode>,
    );
    fireEvent.keyDown(await screen.findByLabelText('Name'), { key: 'Escape' });
    expect(screen.queryByLabelText('Name')).toBeNull();
    expect(screen.getByText('Ann')).toBeTruthy();
  });
});
