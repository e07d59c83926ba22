import { setLocale, type ColumnSettingsServices, type TableRowMove } from '@suite-ui/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { Table } from './Table';

const services: Partial<ColumnSettingsServices> = {
  query: async () => ({ settings: null, pageSize: 0, source: 'none' }),
  getData: async () => ({
    rows: ['A', 'B', 'C'].map((title, i) => ({ id: title, title, sort: (i + 1) * 100 })),
    total: 3,
    hasMore: false,
  }),
  add: async () => ({ count: 1 }),
  changePageSettings: async () => undefined,
  log: async () => [],
  sortQuery: async () => [],
};

jest.setTimeout(90_000);
beforeAll(() => setLocale('en_US'));

const order = () => screen.getAllByTestId('table-card').map((card) => card.getAttribute('data-key'));

it('moves a card from its handle with the keyboard: arrows at once, Space lifts and drops; one write each', async () => {
  // jsdom lays nothing out: give the list a size so the virtual list renders its cards
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
  const moves: TableRowMove[] = [];
  render(
    <StrictMode>
      <SuiteConfigProvider>
        <Table
          pageUid="moves"
          columns={[{ dataIndex: 'title', title: 'Title' }]}
          services={services}
          height={400}
          rowMove={{
            onRowMove: async (move) => {
              moves.push(move);
            },
          }}
        />
      </SuiteConfigProvider>
    </StrictMode>,
  );
  const handle = await screen.findByRole('button', { name: /A/ });
  expect(handle).toHaveAttribute('data-testid', 'table-move-A');
  act(() => handle.focus());
  fireEvent.keyDown(handle, { key: 'ArrowDown' });
  await waitFor(() => expect(moves).toHaveLength(1));
  await waitFor(() => expect(order()).toEqual(['B', 'A', 'C']));
  expect(moves).toHaveLength(1);
  expect(moves[0]).toMatchObject({ key: 'A', from: 0, to: 1 });
  expect(moves[0]?.writes).toHaveLength(1);
  // the handle keeps the focus for the next step
  expect(screen.getByTestId('table-move-A')).toBe(document.activeElement);
  await waitFor(() => expect(screen.getByTestId('table-move-A')).not.toHaveAttribute('aria-disabled'));
  fireEvent.keyDown(screen.getByTestId('table-move-C'), { key: ' ' });
  expect(screen.getByTestId('table-move-C')).toHaveAttribute('aria-pressed', 'true');
  fireEvent.keyDown(screen.getByTestId('table-move-C'), { key: 'ArrowUp' });
  fireEvent.keyDown(screen.getByTestId('table-move-C'), { key: 'ArrowUp' });
  fireEvent.keyDown(screen.getByTestId('table-move-C'), { key: ' ' });
  await waitFor(() => expect(order()).toEqual(['C', 'B', 'A']));
  expect(moves).toHaveLength(2);
  expect(screen.getByTestId('table-move-status')).toHaveTextContent(/C/);
});
