import { setLocale } from '@suite-ui/core';
import type { AuthFormData, SharePage, ShareQuery, ShareServices } from '@suite-ui/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { ShareList } from './ShareList';

const shareContext = { sourceId: 's1', permissionId: 'p1', permissionType: 'doc', module: 'document' };

function fakeServices(count = 12): ShareServices & { calls: ShareQuery[]; removed: string[][] } {
  let rows = Array.from({ length: count }, (_, i) => ({
    id: `r${i + 1}`,
    targetType: i === 1 ? 'dept' : 'user',
    deleted: i === 2,
    sort: (i + 1) * 65536,
    values: { targetType: i === 1 ? 'dept' : 'user', targetName: `Name ${i + 1}` },
  }));
  const calls: ShareQuery[] = [];
  const removed: string[][] = [];
  return {
    calls,
    removed,
    async list(query): Promise<SharePage> {
      calls.push(query);
      const start = (query.current - 1) * query.pageSize;
      return {
        rows: rows.slice(start, start + query.pageSize),
        columns: [
          { dataIndex: 'targetType', title: 'type' },
          { dataIndex: 'targetName', title: 'name' },
        ],
        total: rows.length,
        hasMore: start + query.pageSize < rows.length,
      };
    },
    async remove(ids) {
      removed.push([...ids]);
      rows = rows.filter((row) => !ids.includes(row.id));
    },
    async top() {},
    async sort() {},
    async formQuery(): Promise<AuthFormData> {
      return {
        values: {
          targetType: 'all',
          targets: [],
          seclevelMin: 0,
          seclevelMax: 100,
          roleLevel: 0,
          positionLevel: 1,
          subordinate: false,
        },
        targetTypes: ['user', 'dept', 'all'],
        seclevelRange: { min: 0, max: 100 },
        matrixId: null,
      };
    },
    async matrixItems() {
      return [];
    },
    async add() {},
  };
}

/** The OK button of the open Popconfirm. */
function confirmButton(): HTMLElement {
  const button = document.querySelector<HTMLElement>('.ant-popconfirm .ant-btn-primary');
  if (!button) throw new Error('no confirm');
  return button;
}

const checkboxOf = (index: number) =>
  screen.getAllByTestId('share-list-row')[index]!.querySelector('input[type="checkbox"]')!;

const renderList = (services: ShareServices, tableType?: 'CHECKBOX') =>
  render(
    <StrictMode>
      <SuiteConfigProvider>
        <ShareList shareContext={shareContext} services={services} tableType={tableType} />
      </SuiteConfigProvider>
    </StrictMode>,
  );

describe('desktop ShareList (StrictMode)', () => {
  afterEach(() => act(() => setLocale('zh_CN')));

  it('shows the rows with the deleted tag, pages and deletes keeping the page', async () => {
    act(() => setLocale('en_US'));
    const services = fakeServices();
    renderList(services);
    await waitFor(() => expect(screen.getAllByTestId('share-list-row')).toHaveLength(10));
    expect(screen.getByText('Target type', { selector: 'th' })).toBeInTheDocument();
    expect(within(screen.getAllByTestId('share-list-row')[1]!).getByText('Department')).toBeInTheDocument();
    expect(screen.getByTestId('share-list-deleted')).toHaveTextContent('Already deleted');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(screen.getAllByTestId('share-list-row')).toHaveLength(2));
    fireEvent.click(within(screen.getAllByTestId('share-list-row')[0]!).getByTestId('share-list-op-delete'));
    fireEvent.click(await waitFor(() => confirmButton()));
    await waitFor(() => expect(services.removed).toEqual([['r11']]));
    await waitFor(() => expect(services.calls.at(-1)).toEqual({ current: 2, pageSize: 10 }));
  });

  it('batch-deletes the checked rows and opens the auth form', async () => {
    const services = fakeServices(3);
    renderList(services, 'CHECKBOX');
    await waitFor(() => expect(screen.getAllByTestId('share-list-row')).toHaveLength(3));
    fireEvent.click(checkboxOf(0));
    fireEvent.click(checkboxOf(2));
    fireEvent.click(screen.getByTestId('share-list-batch-delete'));
    fireEvent.click(await waitFor(() => confirmButton()));
    await waitFor(() => expect(services.removed).toEqual([['r1', 'r3']]));
    fireEvent.click(screen.getByTestId('share-list-add'));
    expect(await screen.findByTestId('share-auth-target-type')).toBeInTheDocument();
  });
});
