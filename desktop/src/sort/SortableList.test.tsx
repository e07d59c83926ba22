import { setLocale } from '@suite-ui/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { SortableList } from './SortableList';

const ITEMS = ['A', 'B', 'C'].map((label, index) => ({ id: label, label, sort: (index + 1) * 65536 }));

describe('desktop SortableList', () => {
  afterEach(() => act(() => setLocale('zh_CN')));

  it('reorders by keyboard and saves only the moved entry', async () => {
    act(() => setLocale('en_US'));
    const onSave = jest.fn(async () => {});
    render(
      <StrictMode>
        <SortableList items={ITEMS} onSave={onSave} />
      </StrictMode>,
    );
    const handle = screen.getByRole('button', { name: 'Drag, or use the arrow keys, to move "C"' });
    fireEvent.keyDown(handle, { key: ' ' });
    fireEvent.keyDown(handle, { key: 'ArrowUp' });
    fireEvent.keyDown(handle, { key: 'ArrowUp' });
    fireEvent.keyDown(handle, { key: ' ' });
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({ create: [], update: [{ id: 'C', sort: 32768 }], delete: [] });
    expect(screen.getAllByTestId('sortable-list-row').map((row) => row.textContent)).toEqual(['C', 'A', 'B']);
  });
});
