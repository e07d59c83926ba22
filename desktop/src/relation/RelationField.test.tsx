import { setLocale } from '@suite-ui/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { RelationField } from './RelationField';

const ITEMS = [
  { targetId: 'task-1', targetName: '任务 1', status: 'finished' },
  { targetId: 'task-2', targetName: '任务 2', isDeleted: true },
];

describe('desktop RelationField', () => {
  afterEach(() => act(() => setLocale('zh_CN')));

  it('shows the spec 8 texts and sends only the removed id', async () => {
    const remove = jest.fn(async () => {});
    const add = jest.fn(async () => {});
    const onChange = jest.fn();
    act(() => setLocale('en_US'));
    render(
      <StrictMode>
        <SuiteConfigProvider>
          <RelationField
            kind="task"
            entityId="card-1"
            module="crm"
            value={ITEMS}
            onChange={onChange}
            services={{ add, remove }}
          />
        </SuiteConfigProvider>
      </StrictMode>,
    );
    expect(screen.getByTestId('relation-task-add')).toHaveTextContent('Add task');
    expect(screen.getByText('Finished')).toBeInTheDocument();
    expect(screen.getByText('Deleted')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Unlink "任务 1"' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(add).not.toHaveBeenCalled();
    expect(remove).toHaveBeenCalledWith(
      'task',
      { entityId: 'card-1', module: 'crm', common: undefined },
      ['task-1'],
      expect.anything(),
    );
    expect(onChange.mock.calls[0]?.[1]).toEqual({ add: [], remove: ['task-1'] });
  });

  it('says not associated, and is read-only for a free module', () => {
    render(
      <StrictMode>
        <RelationField kind="document" entityId="card-1" moduleFree />
      </StrictMode>,
    );
    expect(screen.getByTestId('relation-document-empty')).toHaveTextContent('未关联');
    expect(screen.queryByTestId('relation-document-add')).toBeNull();
  });
});
