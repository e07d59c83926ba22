// Issue 38: a card's edit opens core's row editor in a sheet: validation from core, Esc and cancel,
// a refused save keeps the values and the reason.
import { setLocale, type FormItem, type TableColumn, type TableRow } from '@suite-ui/core';
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
  },
  { dataIndex: 'amount', title: 'Amount', valueType: 'money' },
];
const items: FormItem[] = [
  { id: 'title', itemType: 'INPUT', label: 'Title', required: true },
  { id: 'status', itemType: 'SELECT', label: 'Status' },
  { id: 'amount', itemType: 'INPUTNUMBER', label: 'Amount', rules: [{ min: 0, max: 100 }] },
];
const data: TableRow[] = [
  { id: '1', title: 'First', status: 'open', amount: 10 },
  { id: '2', title: 'Second', status: 'done', amount: 20 },
];

function renderCards(onRowSave: (row: TableRow, values: Record<string, unknown>) => Promise<unknown>) {
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
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
          rowEdit={{ items, onRowSave }}
        />
      </SuiteConfigProvider>
    </StrictMode>,
  );
}

const sheet = () => screen.getByTestId('table-edit-sheet');

it('validates with the form rules, keeps the values and the reason when the save is refused, then saves', async () => {
  const onRowSave = jest
    .fn<Promise<unknown>, [TableRow, Record<string, unknown>]>()
    .mockRejectedValueOnce(new Error('The title is taken'))
    .mockResolvedValueOnce(undefined);
  renderCards(onRowSave);
  fireEvent.click(await screen.findByRole('button', { name: 'Edit row 2' }));
  expect(await screen.findByRole('dialog', { name: 'Edit row 2' })).toBeTruthy();
  const title = within(sheet()).getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
  expect(title.value).toBe('Second');

  // core's rules: required title, amount at most 100
  fireEvent.change(title, { target: { value: '' } });
  fireEvent.change(within(sheet()).getByRole('textbox', { name: 'Amount' }), { target: { value: '500' } });
  fireEvent.click(within(sheet()).getByTestId('table-edit-save'));
  expect(await within(sheet()).findByTestId('table-edit-notice')).toHaveProperty(
    'textContent',
    'Fix the marked errors',
  );
  expect(within(sheet()).getByTestId('table-edit-title-error').textContent).not.toBe('');
  expect(within(sheet()).getByTestId('table-edit-amount-error').textContent).not.toBe('');
  expect(onRowSave).not.toHaveBeenCalled();

  // fixed, and a choice among the enum's entries
  fireEvent.change(title, { target: { value: 'Renamed' } });
  fireEvent.change(within(sheet()).getByRole('textbox', { name: 'Amount' }), { target: { value: '50' } });
  fireEvent.click(within(sheet()).getByRole('radio', { name: 'Open' }));
  fireEvent.click(within(sheet()).getByTestId('table-edit-save'));
  await waitFor(() => expect(onRowSave).toHaveBeenCalledTimes(1));
  expect(onRowSave.mock.calls[0]?.[1]).toEqual({ title: 'Renamed', status: 'open', amount: 50 });
  // refused: the sheet stays with the values and the server's reason
  expect(await within(sheet()).findByRole('alert')).toHaveProperty(
    'textContent',
    'Could not save; your changes stay on this row: The title is taken',
  );
  expect((within(sheet()).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Renamed');

  fireEvent.click(within(sheet()).getByTestId('table-edit-save'));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit row 2' })).toBeNull());
  expect(onRowSave).toHaveBeenCalledTimes(2);
});

it('drops the edit on Esc and on cancel', async () => {
  const onRowSave = jest.fn(async () => undefined);
  renderCards(onRowSave);
  fireEvent.click(await screen.findByRole('button', { name: 'Edit row 1' }));
  const title = await within(sheet()).findByRole('textbox', { name: 'Title' });
  fireEvent.change(title, { target: { value: 'Changed' } });
  fireEvent.keyDown(title, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit row 1' })).toBeNull());

  fireEvent.click(screen.getByRole('button', { name: 'Edit row 1' }));
  // the edit started again from the row, not from the dropped text
  expect(((await within(sheet()).findByRole('textbox', { name: 'Title' })) as HTMLInputElement).value).toBe(
    'First',
  );
  await act(async () => fireEvent.click(within(sheet()).getByTestId('table-edit-cancel')));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit row 1' })).toBeNull());
  expect(onRowSave).not.toHaveBeenCalled();
});
