import { setLocale, type ColumnSettingsServices, type TableColumn } from '@suite-ui/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { Table } from './Table';

const columns: TableColumn[] = [
  { dataIndex: 'code', title: 'Code', copyable: true },
  {
    dataIndex: 'state',
    title: 'State',
    valueType: 'enum',
    copyable: true,
    valueEnum: { open: { text: 'Open', status: 'processing' } },
  },
  { dataIndex: 'note', title: 'Note', ellipsis: true },
];

const services: Partial<ColumnSettingsServices> = {
  query: async () => ({ settings: null, pageSize: 0, source: 'none' }),
  getData: async () => ({
    rows: [
      { id: '1', code: 'T-1', state: 'open', note: 'A long note that does not fit its column' },
      { id: '2', code: '', state: null, note: '' },
    ],
    total: 2,
    hasMore: false,
  }),
  add: async () => ({ count: 1 }),
};

jest.setTimeout(90_000);
beforeAll(() => setLocale('en_US'));

function mount() {
  render(
    <StrictMode>
      <SuiteConfigProvider>
        <Table pageUid="options" columns={columns} services={services} height={400} />
      </SuiteConfigProvider>
    </StrictMode>,
  );
}

it('copies the text a cell shows (an enum its label) and says so; an empty cell has no button', async () => {
  const writeText = jest.fn(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  mount();
  const code = await screen.findByRole('button', { name: 'Copy Code' });
  // one button per filled cell: the second row's code and state are empty
  expect(screen.getAllByRole('button', { name: /^Copy / })).toHaveLength(2);
  await act(async () => fireEvent.click(code));
  expect(writeText).toHaveBeenCalledWith('T-1');
  await waitFor(() =>
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'Copied')).toBe(true),
  );
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy State' })));
  expect(writeText).toHaveBeenLastCalledWith('Open');
});

it('says the copy failed when the clipboard refuses', async () => {
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText: async () => Promise.reject(new Error('denied')) },
    configurable: true,
  });
  document.execCommand = () => false;
  mount();
  await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Copy Code' })));
  await waitFor(() =>
    expect(screen.getAllByRole('status').some((s) => s.textContent?.startsWith('Could not copy'))).toBe(true),
  );
});

it('an ellipsis cell shows its whole text in a tooltip on focus (keyboard) and hover', async () => {
  mount();
  const note = await screen.findByText('A long note that does not fit its column');
  expect(note.tabIndex).toBe(0);
  await act(async () => fireEvent.focus(note));
  await waitFor(() =>
    expect(screen.getByRole('tooltip').textContent).toBe('A long note that does not fit its column'),
  );
  await act(async () => fireEvent.blur(note));
  await act(async () => fireEvent.mouseEnter(note));
  await waitFor(() => expect(screen.getByRole('tooltip')).toBeTruthy());
});
