// Issue 38: the desktop header filters draw the column's filter view in antd's filter dropdown.
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
];
const data: TableRow[] = [
  { id: '1', title: 'First', status: 'open' },
  { id: '2', title: 'Second', status: 'done' },
  { id: '3', title: 'Third', status: 'open' },
];

const shownTitles = () =>
  screen
    .getAllByRole('row')
    .map((row) => row.querySelector('td')?.textContent)
    .filter(Boolean);

it('filters the rows by the values chosen in the header, and clears them', async () => {
  const onFilter = jest.fn();
  render(
    <StrictMode>
      <SuiteConfigProvider>
        <Table
          pageUid="p"
          columns={columns}
          data={data}
          paginationType="none"
          options={{ density: false, fullScreen: false, reload: false }}
          onFilter={onFilter}
        />
      </SuiteConfigProvider>
    </StrictMode>,
  );
  expect(shownTitles()).toEqual(['First', 'Second', 'Third']);
  const trigger = screen.getByRole('button', { name: 'Filter Status' });
  fireEvent.click(trigger);
  const menu = await screen.findByRole('menu');
  fireEvent.click(within(menu).getByText('Open'));
  fireEvent.click(screen.getByRole('button', { name: /OK/ }));
  await waitFor(() => expect(shownTitles()).toEqual(['First', 'Third']));
  expect(onFilter).toHaveBeenLastCalledWith({ status: ['open'] });
  expect(screen.getByTestId('table-total').textContent).toContain('2');
  // the icon of an active filter is marked by antd
  expect(screen.getByRole('button', { name: 'Filter Status' }).className).toContain('active');

  fireEvent.click(screen.getByRole('button', { name: 'Filter Status' }));
  // antd's Reset clears the choice in the dropdown, its OK applies it
  fireEvent.click(await screen.findByRole('button', { name: /Reset/ }));
  fireEvent.click(screen.getByRole('button', { name: /OK/ }));
  await waitFor(() => expect(shownTitles()).toEqual(['First', 'Second', 'Third']));
  expect(onFilter).toHaveBeenLastCalledWith({});
});
