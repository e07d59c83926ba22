// Issue 38: the mobile card list's filter sheet draws the columns' filter views.
import { setLocale, type TableColumn, type TableRow } from '@suite-ui/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { Table } from './Table';

jest.setTimeout(60_000);
beforeAll(() => setLocale('en_US'));

const columns: TableColumn[] = [
  { dataIndex: 'title', title: 'Title' },
  {
    dataIndex: 'status',
    title: 'Status',
    valueType: 'enum',
    valueEnum: { open: { text: 'Open' }, done: { text: 'Done' } },
    filters: true,
  },
  { dataIndex: 'city', title: 'City', filters: true, filterMultiple: false },
];
const data: TableRow[] = [
  { id: '1', title: 'First', status: 'open', city: 'Beijing' },
  { id: '2', title: 'Second', status: 'done', city: 'Shanghai' },
  { id: '3', title: 'Third', status: 'open', city: 'Shanghai' },
];

it('filters the cards by the values pressed in the filter sheet, and clears them', async () => {
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
  const onFilter = jest.fn();
  render(
    <StrictMode>
      <SuiteConfigProvider>
        <Table
          pageUid="p"
          columns={columns}
          data={data}
          tableType="NONE"
          height={600}
          options={{ density: false, fullScreen: false, reload: false }}
          onFilter={onFilter}
        />
      </SuiteConfigProvider>
    </StrictMode>,
  );
  expect(await screen.findByText('Second')).toBeTruthy();
  fireEvent.click(screen.getByTestId('table-filter'));
  const sheet = await screen.findByRole('dialog', { name: 'Filter' });
  const status = within(sheet).getByRole('group', { name: 'Filter Status' });
  fireEvent.click(within(status).getByRole('button', { name: 'Open' }));
  await waitFor(() => expect(screen.queryByText('Second')).toBeNull());
  expect(screen.getByText('First')).toBeTruthy();
  expect(within(status).getByRole('button', { name: 'Open' }).getAttribute('aria-pressed')).toBe('true');
  expect(onFilter).toHaveBeenLastCalledWith({ status: ['open'] });
  expect(screen.getByTestId('table-filter').textContent).toBe('Filter (1)');

  // one city at a time: the second press replaces the first
  const city = within(sheet).getByRole('group', { name: 'Filter City' });
  fireEvent.click(within(city).getByRole('button', { name: 'Beijing' }));
  fireEvent.click(within(city).getByRole('button', { name: 'Shanghai' }));
  await waitFor(() => expect(screen.queryByText('First')).toBeNull());
  expect(screen.getByText('Third')).toBeTruthy();
  expect(onFilter).toHaveBeenLastCalledWith({ status: ['open'], city: ['Shanghai'] });

  fireEvent.click(within(sheet).getByTestId('table-filters-clear'));
  await waitFor(() => expect(screen.getByText('Second')).toBeTruthy());
  expect(screen.getByTestId('table-filter').textContent).toBe('Filter');
});
