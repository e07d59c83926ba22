import { setLocale } from '@suite-ui/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { RelationField } from './RelationField';

describe('mobile RelationField', () => {
  afterEach(() => act(() => setLocale('zh_CN')));

  it('labels the add button (spec 8) and unlinks one row', async () => {
    const remove = jest.fn(async () => {});
    render(
      <StrictMode>
        <RelationField
          kind="calendar"
          entityId="card-1"
          value={[{ targetId: 'calendar-1', targetName: '日程 1' }]}
          services={{ add: async () => {}, remove }}
        />
      </StrictMode>,
    );
    expect(screen.getByTestId('relation-calendar-add')).toHaveTextContent('添加日程');
    fireEvent.click(screen.getByRole('button', { name: '取消关联“日程 1”' }));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('relation-calendar-empty')).toHaveTextContent('未关联');
  });
});
