/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import type { FormItem } from '../../form';
import { setLocale } from '../../i18n';
import { useTableRowEdit } from './use-table-row-edit';

const strict = ({ children }: { children: ReactNode }) => <StrictMode>{children}</StrictMode>;
const items = [{ id: 'name', itemType: 'input', label: 'Name', required: true }] as FormItem[];
const row = { id: 'a', name: 'Ann' };

describe('useTableRowEdit', () => {
  beforeEach(() => setLocale('en_US'));

  it('keeps the values and shows the failure on the row when the host save rejects', async () => {
    const onSaveRow = jest.fn(() => Promise.reject(new Error('Name taken')));
    const { result } = renderHook(() => useTableRowEdit({ items, onSaveRow }), { wrapper: strict });
    act(() => result.current.start('a', row));
    expect(result.current.isEditing('a')).toBe(true);
    act(() => result.current.change('name', 'Zed'));
    act(() => result.current.save());
    await waitFor(() =>
      expect(result.current.notice).toBe('Could not save; your changes stay on this row: Name taken'),
    );
    expect(onSaveRow).toHaveBeenCalledWith(row, { name: 'Zed' });
    expect(result.current.values).toEqual({ name: 'Zed' });
    expect(result.current.isEditing('a')).toBe(true);
  });

  it('says a second row waits while the first has unsaved changes', () => {
    const { result } = renderHook(() => useTableRowEdit({ items, onSaveRow: () => Promise.resolve() }), {
      wrapper: strict,
    });
    act(() => result.current.start('a', row));
    act(() => result.current.change('name', 'Zed'));
    act(() => result.current.start('b', { id: 'b', name: 'Bob' }));
    expect(result.current.editingKey).toBe('a');
    expect(result.current.notice).toBe('Save or cancel the row you are editing first');
    act(() => result.current.cancel());
    expect(result.current.editingKey).toBeUndefined();
  });
});
