import { setLocale, type ColumnSettingsServices, type TableColumn } from '@suite-ui/core';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { Table } from './Table';

const columns: TableColumn[] = [
  { dataIndex: 'code', title: 'Code' },
  { dataIndex: 'due', title: 'Due', valueType: 'date' },
  { dataIndex: 'amount', title: 'Amount', valueType: 'money', currency: 'USD' },
  { dataIndex: 'done', title: 'Done', valueType: 'percent' },
  {
    dataIndex: 'state',
    title: 'State',
    valueType: 'enum',
    valueEnum: {
      open: { text: 'Open', status: 'processing' },
      closed: { text: 'Closed', status: 'success' },
    },
  },
  { dataIndex: 'owner', title: 'Owner', valueType: 'person' },
];

const services: Partial<ColumnSettingsServices> = {
  query: async () => ({ settings: null, pageSize: 0, source: 'none' }),
  getData: async () => ({
    rows: [
      {
        id: '1',
        code: 'T-1',
        due: '2026-03-05',
        amount: 1234567.5,
        done: 42.5,
        state: 'open',
        owner: { name: 'Ann Lee' },
      },
      {
        id: '2',
        code: 'T-2',
        due: null,
        amount: '',
        done: 100,
        state: 'closed',
        owner: [{ name: 'Bob' }, { name: 'Wu' }],
      },
    ],
    total: 2,
    hasMore: false,
  }),
  add: async () => ({ count: 1 }),
  changePageSettings: async () => undefined,
  log: async () => [],
  sortQuery: async () => [],
};

jest.setTimeout(90_000);
beforeAll(() => setLocale('en_US'));

it('draws typed columns as core formats them: dates, money, percent, enum badges, people', async () => {
  render(
    <StrictMode>
      <SuiteConfigProvider>
        <Table pageUid="cells" columns={columns} services={services} height={400} />
      </SuiteConfigProvider>
    </StrictMode>,
  );
  expect(await screen.findByText('Mar 5, 2026')).toBeTruthy();
  expect(screen.getByText('$1,234,567.50')).toBeTruthy();
  expect(screen.getByText('42.5%')).toBeTruthy();
  expect(screen.getByText('100%')).toBeTruthy();
  expect(screen.getByText('Open')).toBeTruthy();
  expect(screen.getByText('Closed')).toBeTruthy();
  expect(
    screen.getByText('Open').closest('.ant-badge-status')?.querySelector('.ant-badge-status-processing'),
  ).toBeTruthy();
  expect(screen.getByText('Ann Lee')).toBeTruthy();
  expect(screen.getByText('Bob, Wu')).toBeTruthy();
  // the empty date and amount of the second row
  expect(screen.getAllByText('-')).toHaveLength(2);
  // an untyped column stays raw text
  expect(screen.getByText('T-1')).toBeTruthy();
});
