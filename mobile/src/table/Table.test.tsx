import { setLocale, type ColumnSettingsServices, type SavedColumn } from '@suite-ui/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { Table, type TableProps } from './Table';

const columns = ['code', 'title', 'owner'].map((dataIndex) => ({
  dataIndex,
  title: dataIndex.toUpperCase(),
}));

// antd-mobile's popup is slow to mount in jsdom on a busy machine
jest.setTimeout(90_000);
beforeAll(() => setLocale('en_US'));

function renderTable(extra: Partial<TableProps> = {}) {
  const saved: SavedColumn[][] = [];
  const syncs: unknown[] = [];
  const sorts: unknown[] = [];
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
    add: async (list, sync) => {
      if (sync) syncs.push(sync);
      else saved.push(list);
      return { count: 4 };
    },
    changePageSettings: async () => undefined,
    log: async () => [
      {
        id: 'l1',
        action: 'sync',
        userId: 'u2',
        userName: 'Wu',
        time: Date.UTC(2026, 10, 20, 8, 5),
        detail: 'code, title',
      },
    ],
    sortQuery: async () => [],
    sortSave: async (_plan, next) => {
      sorts.push(next);
      return next.map((rule, i) => ({ ...rule, id: `s${i}`, sort: (i + 1) * 100 }));
    },
  };
  render(
    <StrictMode>
      <SuiteConfigProvider>
        <Table pageUid="p" columns={columns} services={services} height={400} {...extra} />
      </SuiteConfigProvider>
    </StrictMode>,
  );
  return { saved, pages, syncs, sorts };
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

  it('a column pinned left in the popup is saved, and the popup shows it pressed', async () => {
    const { saved } = renderTable();
    await screen.findByText('100 rows');
    fireEvent.click(screen.getByTestId('table-settings'));
    const panel = await screen.findByTestId('table-panel');
    fireEvent.click(within(panel).getByRole('button', { name: 'Pin OWNER to the left' }));
    fireEvent.click(within(panel).getByTestId('table-panel-save'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.find((c) => c.dataIndex === 'owner')?.fixed).toBe('left');
    // cards are drawn in a browser only (no layout in jsdom): the order is core's, the e2e checks it
    fireEvent.click(screen.getByTestId('table-settings'));
    const again = await screen.findByTestId('table-panel');
    expect(within(again).getByRole('button', { name: 'Pin OWNER to the left' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('the toolbar reloads from the first page, picks a density and fills the screen', async () => {
    const { pages } = renderTable();
    await screen.findByText('100 rows');
    const before = pages.length;
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(pages.slice(before)).toEqual([1]));
    fireEvent.click(screen.getByTestId('table-density'));
    fireEvent.click(await screen.findByText('Compact'));
    await waitFor(() => expect(screen.getByTestId('table')).toHaveAttribute('data-density', 'compact'));
    fireEvent.click(screen.getByTestId('table-fullscreen'));
    expect(screen.getByTestId('table')).toHaveAttribute('data-fullscreen', 'true');
    expect(screen.getByTestId('table-fullscreen')).toHaveTextContent('Exit full screen');
  });

  it('the load-more button asks for the next page', async () => {
    const { pages } = renderTable();
    await screen.findByText('100 rows');
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(pages).toContain(2));
  });
});

describe('mobile Table dialogs and operates', () => {
  it('the sync page asks for a scope; everyone syncs with the switches', async () => {
    const { syncs } = renderTable();
    await screen.findByText('100 rows');
    fireEvent.click(screen.getByTestId('table-sync'));
    const page = await screen.findByTestId('table-sync-dialog');
    expect(within(page).getByTestId('table-sync-help')).toHaveTextContent(
      "Column-width sync overrides users' own column widths",
    );
    // people and departments offered at once
    expect(within(page).getByText('People')).toBeInTheDocument();
    expect(within(page).getByText('Departments')).toBeInTheDocument();
    fireEvent.click(within(page).getByTestId('table-sync-ok'));
    expect(await within(page).findByRole('alert')).toHaveTextContent('Choose who to sync to');
    fireEvent.click(within(page).getByText('Everyone'));
    fireEvent.click(within(page).getByRole('switch', { name: 'Sync column widths' }));
    fireEvent.click(within(page).getByTestId('table-sync-ok'));
    await waitFor(() => expect(syncs).toHaveLength(1));
    expect(syncs[0]).toEqual({
      syncObject: [{ type: 'all', id: 'all', name: 'Everyone' }],
      isDefault: false,
      syncColumnWidth: true,
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Synced to 4 people'));
  });

  it('the sort page adds a column, turns it descending and saves', async () => {
    const { sorts } = renderTable();
    await screen.findByText('100 rows');
    fireEvent.click(screen.getByTestId('table-sort'));
    const page = await screen.findByTestId('table-sort-dialog');
    fireEvent.click(await within(page).findByText('TITLE'));
    const rule = await within(page).findByTestId('table-sort-rule');
    fireEvent.click(within(rule).getByText('Descending'));
    fireEvent.click(within(page).getByTestId('table-sort-save'));
    await waitFor(() => expect(sorts).toEqual([[{ dataIndex: 'title', direction: 'desc' }]]));
  });

  it('the log page lists who changed what', async () => {
    renderTable();
    await screen.findByText('100 rows');
    fireEvent.click(screen.getByTestId('table-log'));
    const entry = await screen.findByTestId('table-log-entry');
    expect(entry).toHaveTextContent('Wu · Synced columns');
    expect(entry).toHaveTextContent('2026-11-20 08:05 · code, title');
  });

  it('a card opens its operates in an action sheet, under the permissions', async () => {
    const onOperate = jest.fn();
    // jsdom lays nothing out: give the list a size so the virtual list renders its first cards
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
    renderTable({
      operates: [
        { key: 'view', label: 'View' },
        { key: 'delete', label: 'Delete', danger: true },
      ],
      operatesPermission: ['delete'],
      onOperate,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions of row 1' }));
    expect(await screen.findByText('Delete')).toBeInTheDocument();
    expect(screen.queryByText('View')).toBeNull();
    fireEvent.click(screen.getByText('Delete'));
    expect(onOperate).toHaveBeenCalledWith('delete', expect.objectContaining({ id: '1' }));
  });
});
