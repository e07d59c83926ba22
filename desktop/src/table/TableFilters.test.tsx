// Issue 38: the desktop header filters draw the column's filter view in antd's filter dropdown.
import { setLocale, type TableColumn, type TableRow } from '@suite-ui/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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

/** The table with its header filters, in StrictMode. */
function renderTable(onFilter?: (filters: Record<string, unknown>) => void) {
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
}

it('filters the rows by the values chosen in the header, and clears them', async () => {
  const onFilter = jest.fn();
  renderTable(onFilter);
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

it('opens a header filter from the keyboard, keeps Tab inside it and gives the focus back on Escape', async () => {
  renderTable();
  const trigger = screen.getByRole('button', { name: 'Filter Status' });
  // antd draws it with tabindex -1: out of the tab order
  expect(trigger.tabIndex).toBe(0);
  expect(trigger.getAttribute('aria-expanded')).toBe('false');
  act(() => trigger.focus());
  fireEvent.keyDown(trigger, { key: 'Enter' });
  const menu = await screen.findByRole('menu');
  await waitFor(() =>
    expect(menu.closest('.ant-table-filter-dropdown')).toContainElement(
      document.activeElement as HTMLElement,
    ),
  );
  expect(trigger.getAttribute('aria-expanded')).toBe('true');
  // the list is one tab stop: its check boxes are out of the tab order
  expect(
    within(menu)
      .getAllByRole('checkbox')
      .map((box) => box.tabIndex),
  ).toEqual([-1, -1]);
  // Space on a value checks it
  const open = within(menu).getAllByRole('menuitem')[0]!;
  act(() => open.focus());
  fireEvent.keyDown(open, { key: ' ' });
  await waitFor(() => expect(open.className).toContain('selected'));
  // Tab from the last button wraps to the first
  const ok = screen.getByRole('button', { name: /OK/ });
  act(() => ok.focus());
  fireEvent.keyDown(ok, { key: 'Tab' });
  expect(menu).toBe(document.activeElement);
  fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
  await waitFor(() => expect(document.activeElement).toBe(trigger));
  expect(trigger.getAttribute('aria-expanded')).toBe('false');
  // Escape drops the choice: every row is still shown
  expect(shownTitles()).toEqual(['First', 'Second', 'Third']);
  // Space opens it too, and OK applies the choice and returns the focus to the button
  fireEvent.keyDown(trigger, { key: ' ' });
  await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('true'));
  const item = within(await screen.findByRole('menu')).getAllByRole('menuitem')[1]!;
  fireEvent.click(item);
  const confirm = screen.getByRole('button', { name: /OK/ });
  act(() => confirm.focus());
  fireEvent.click(confirm);
  await waitFor(() => expect(shownTitles()).toEqual(['Second']));
  await waitFor(() => expect(document.activeElement).toBe(trigger));
});
