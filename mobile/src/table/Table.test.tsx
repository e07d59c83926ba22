import { setLocale, type ColumnSettingsServices, type SavedColumn } from '@suite-ui/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { Table } from './Table';

const columns = ['code', 'title', 'owner'].map((dataIndex) => ({
  dataIndex,
  title: dataIndex.toUpperCase(),
}));

// antd-mobile's popup is slow to mount in jsdom on a busy machine
jest.setTimeout(90_000);
beforeAll(() => setLocale('en_US'));

function renderTable() {
  const saved: SavedColumn[][] = [];
  const pages: number[] = [];
  const services: Partial<ColumnSettingsServices> = {
    query: async () => ({ settings: null, pageSize: 0, source: 'none' }),
    getData: async ({ current, pageSize }) => {
      pages.push(current);
      const rows = Array.from({ length: pageSize }, (_, i) => {
        const n = (current - 1) * pageSize + i + 1;
        return { id: String(n), code: `T-${n}`, title: `Row ${n}`, owner: 'Ann' };
      });
      return { rows, total: 100, hasMore: current * pageSize < 100 };
    },
    add: async (list) => {
      saved.push(list);
      return { count: 1 };
    },
    changePageSettings: async () => undefined,
  };
  render(
    <StrictMode>
      <SuiteConfigProvider>
        <Table pageUid="p" columns={columns} services={services} height={400} />
      </SuiteConfigProvider>
    </StrictMode>,
  );
  return { saved, pages };
}

describe('mobile Table', () => {
  it('loads pages of 20 as cards with the visible columns, hides one through the popup', async () => {
    const { saved, pages } = renderTable();
    expect(await screen.findByText('100 rows')).toBeInTheDocument();
    expect(pages[0]).toBe(1);
    fireEvent.click(screen.getByTestId('table-settings'));
    const panel = await screen.findByTestId('table-panel');
    fireEvent.click(within(panel).getByRole('switch', { name: 'Show column OWNER' }));
    fireEvent.click(within(panel).getByTestId('table-panel-save'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.find((c) => c.dataIndex === 'owner')?.hidden).toBe(true);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Column settings saved'));
  });

  it('the load-more button asks for the next page', async () => {
    const { pages } = renderTable();
    await screen.findByText('100 rows');
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(pages).toContain(2));
  });
});
