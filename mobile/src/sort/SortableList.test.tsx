import { setLocale } from '@suite-ui/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { SortableList } from './SortableList';

const ITEMS = ['A', 'B', 'C'].map((label, index) => ({ id: label, label, sort: (index + 1) * 65536 }));

describe('mobile SortableList', () => {
  afterEach(() => act(() => setLocale('zh_CN')));

  it('moves an entry down with its button and sends only it', async () => {
    const onSave = jest.fn(async () => {});
    render(
      <StrictMode>
        <SortableList items={ITEMS} onSave={onSave} />
      </StrictMode>,
    );
    fireEvent.click(screen.getByRole('button', { name: '下移“A”' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({ create: [], update: [{ id: 'A', sort: 163840 }], delete: [] });
  });
});
