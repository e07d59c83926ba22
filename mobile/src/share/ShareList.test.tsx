import type { AuthFormData, SharePage, ShareQuery, ShareServices } from '@suite-ui/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { ShareList } from './ShareList';

const shareContext = { sourceId: 's1', permissionId: 'p1', permissionType: 'doc', module: 'document' };

function fakeServices(count: number): ShareServices & { calls: ShareQuery[] } {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: `r${i + 1}`,
    targetType: 'user',
    deleted: i === 0,
    sort: (i + 1) * 65536,
    values: { targetName: `Name ${i + 1}`, targetType: 'user' },
  }));
  const calls: ShareQuery[] = [];
  return {
    calls,
    async list(query): Promise<SharePage> {
      calls.push(query);
      const start = (query.current - 1) * query.pageSize;
      return {
        rows: rows.slice(start, start + query.pageSize),
        columns: [
          { dataIndex: 'targetName', title: 'name' },
          { dataIndex: 'targetType', title: 'type' },
        ],
        total: rows.length,
        hasMore: start + query.pageSize < rows.length,
      };
    },
    async remove() {},
    async top() {},
    async sort() {},
    async formQuery(): Promise<AuthFormData> {
      throw new Error('not used');
    },
    async matrixItems() {
      return [];
    },
    async add() {},
  };
}

describe('mobile ShareList (StrictMode)', () => {
  it('loads 20 at a time with check boxes, edit and delete only', async () => {
    const services = fakeServices(25);
    render(
      <StrictMode>
        <SuiteConfigProvider>
          <ShareList shareContext={shareContext} services={services} />
        </SuiteConfigProvider>
      </StrictMode>,
    );
    await waitFor(() => expect(screen.getAllByTestId('share-list-row')).toHaveLength(20));
    expect(services.calls[0]).toEqual({ current: 1, pageSize: 20 });
    expect(screen.getAllByTestId('share-list-check')).toHaveLength(20);
    expect(screen.getByTestId('share-list-deleted')).toHaveTextContent('已删除');
    fireEvent.click(screen.getAllByTestId('share-list-menu')[0]!);
    await waitFor(() => expect(screen.getByTestId('share-list-op-edit')).toBeInTheDocument());
    expect(screen.queryByTestId('share-list-op-top')).toBeNull();
    expect(screen.getByTestId('share-list-batch-delete')).toBeDisabled();
  });
});
