import { setLocale, type ColumnSettingsServices, type SavedColumn } from '@suite-ui/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { Table, type TableProps } from './Table';

const columns = ['code', 'title', 'owner'].map((dataIndex) => ({
  dataIndex,
  title: dataIndex.toUpperCase(),
}));

function fakeServices(saved: SavedColumn[] | null = null) {
  let layout = saved;
  const calls = { add: [] as unknown[][], reset: 0 };
  const services: Partial<ColumnSettingsServices> = {
    query: async () => ({
      settings: layout ? (await import('@suite-ui/core')).readColumnSettings(layout) : null,
      pageSize: 0,
      source: layout ? 'user' : 'none',
    }),
    getData: async () => ({
      rows: [
        { id: '1', code: 'T-1', title: 'First', owner: 'Ann' },
        { id: '2', code: 'T-2', title: 'Second', owner: 'Bob' },
      ],
      total: 2,
      hasMore: false,
    }),
    add: async (list, sync) => {
      calls.add.push([list, sync]);
      if (!sync) layout = list;
      return { count: 1 };
    },
    resetColumn: async () => {
      calls.reset += 1;
      layout = null;
      return { count: 1 };
    },
    changePageSettings: async () => undefined,
    log: async () => [],
    sortQuery: async () => [],
  };
  return { services, calls };
}

const headers = () =>
  screen
    .getAllByRole('columnheader')
    .map((cell) => cell.getAttribute('data-column'))
    .filter(Boolean);

// antd's drawer and virtual table are slow to mount in jsdom on a busy machine
jest.setTimeout(90_000);
beforeAll(() => setLocale('en_US'));

// jsdom has no PointerEvent: a mouse event carries clientX the same way
if (typeof window.PointerEvent === 'undefined')
  (window as unknown as { PointerEvent: typeof MouseEvent }).PointerEvent = class extends MouseEvent {
    pointerId = 1;
  };

function renderTable(saved: SavedColumn[] | null = null, extra: Partial<TableProps> = {}) {
  const fake = fakeServices(saved);
  render(
    <StrictMode>
      <SuiteConfigProvider>
        <Table pageUid="p" columns={columns} services={fake.services} {...extra} />
      </SuiteConfigProvider>
    </StrictMode>,
  );
  return fake;
}

describe('desktop Table', () => {
  it('shows the saved layout: order, hidden columns, widths on the resize handles', async () => {
    renderTable([
      { dataIndex: 'owner', width: 222 },
      { dataIndex: 'code' },
      { dataIndex: 'title', hidden: true },
    ]);
    await waitFor(() => expect(headers()).toEqual(['owner', 'code']));
    expect(screen.getByRole('separator', { name: 'Resize OWNER' })).toHaveAttribute('aria-valuenow', '222');
    expect(await screen.findByText('2 rows')).toBeInTheDocument();
  });

  it('hides a column in the panel and saves it; reset goes back to the declared columns', async () => {
    const { calls } = renderTable();
    await waitFor(() => expect(headers()).toEqual(['code', 'title', 'owner']));
    fireEvent.click(screen.getByTestId('table-settings'));
    const panel = await screen.findByTestId('table-panel');
    fireEvent.click(within(panel).getByRole('switch', { name: 'Show column TITLE' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Move OWNER up' }));
    fireEvent.click(screen.getByTestId('table-panel-save'));
    await waitFor(() => expect(headers()).toEqual(['code', 'owner']));
    expect((calls.add[0]?.[0] as SavedColumn[]).map((c) => [c.dataIndex, c.hidden])).toEqual([
      ['code', false],
      ['owner', false],
      ['title', true],
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Column settings saved');
    fireEvent.click(screen.getByTestId('table-settings'));
    fireEvent.click(await screen.findByTestId('table-panel-reset'));
    await waitFor(() => expect(headers()).toEqual(['code', 'title', 'owner']));
    expect(calls.reset).toBe(1);
  });

  it('pins a column in the panel: it sticks at its side, and the pin is saved with the layout', async () => {
    const { calls } = renderTable(null, { tableType: 'CHECKBOX' });
    await waitFor(() => expect(headers()).toEqual(['code', 'title', 'owner']));
    fireEvent.click(screen.getByTestId('table-settings'));
    const panel = await screen.findByTestId('table-panel');
    const left = () => within(panel).getByRole('button', { name: 'Pin OWNER to the left' });
    expect(left()).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(left());
    await waitFor(() => expect(left()).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.click(within(panel).getByRole('button', { name: 'Pin CODE to the right' }));
    fireEvent.click(screen.getByTestId('table-panel-save'));
    await waitFor(() => expect(headers()).toEqual(['owner', 'title', 'code']));
    const cell = (name: string) => document.querySelector(`.ant-table-thead th[data-column="${name}"]`);
    // antd's sticky cell, with the edge shadow on the last left-pinned one
    expect(cell('owner')).toHaveClass('ant-table-cell-fix-start', 'ant-table-cell-fix-start-shadow');
    expect(cell('owner')).toHaveAttribute('data-pin', 'left');
    expect(cell('code')).toHaveClass('ant-table-cell-fix-end');
    expect(cell('title')).not.toHaveClass('ant-table-cell-fix-start');
    // the box column sticks with the left-pinned ones
    expect(document.querySelector('.ant-table-thead .ant-table-selection-column')).toHaveClass(
      'ant-table-cell-fix-start',
    );
    const saved = calls.add[0]?.[0] as SavedColumn[];
    expect(saved.filter((c) => c.fixed).map((c) => [c.dataIndex, c.fixed])).toEqual([
      ['code', 'right'],
      ['owner', 'left'],
    ]);
  });

  it('the toolbar sets the density, fills the screen and reloads the page', async () => {
    const fake = fakeServices();
    let loads = 0;
    const getData = fake.services.getData;
    fake.services.getData = (query, signal) => {
      loads += 1;
      return getData!(query, signal);
    };
    render(
      <StrictMode>
        <SuiteConfigProvider>
          <Table pageUid="p" columns={columns} services={fake.services} needTableColSet={false} />
        </SuiteConfigProvider>
      </StrictMode>,
    );
    expect(await screen.findByText('First')).toBeInTheDocument();
    // the density, reload and full-screen buttons show without the column tools
    expect(screen.queryByTestId('table-settings')).toBeNull();
    const density = screen.getByRole('group', { name: 'Density' });
    expect(within(density).getByRole('button', { name: 'Middle' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.querySelector('.ant-table')).toHaveClass('ant-table-medium');
    fireEvent.click(within(density).getByRole('button', { name: 'Compact' }));
    await waitFor(() => expect(document.querySelector('.ant-table')).toHaveClass('ant-table-small'));
    fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(screen.getByTestId('table')).toHaveAttribute('data-fullscreen', 'true');
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.getByTestId('table')).not.toHaveAttribute('data-fullscreen'));
    const before = loads;
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(loads).toBe(before + 1));
    expect(await screen.findByText('First')).toBeInTheDocument();
  });

  it('the selection bar counts the checked rows, clears them and runs the batch actions', async () => {
    const batches: unknown[][] = [];
    renderTable(null, {
      tableType: 'CHECKBOX',
      batchActions: [{ key: 'export', label: 'Export' }],
      onBatch: (...args) => batches.push(args),
    });
    expect(await screen.findByText('First')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Batch actions' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    const bar = await screen.findByRole('region', { name: 'Batch actions' });
    expect(bar).toHaveTextContent('2 selected');
    fireEvent.click(within(bar).getByRole('button', { name: 'Export' }));
    expect(batches).toEqual([
      [
        'export',
        ['1', '2'],
        [
          { id: '1', code: 'T-1', title: 'First', owner: 'Ann' },
          { id: '2', code: 'T-2', title: 'Second', owner: 'Bob' },
        ],
      ],
    ]);
    fireEvent.click(within(bar).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Batch actions' })).toBeNull());
    expect(screen.getByRole('checkbox', { name: 'Select all' })).not.toBeChecked();
  });

  it('resizes a column with the arrow keys on its handle', async () => {
    renderTable();
    const handle = await screen.findByRole('separator', { name: 'Resize CODE' });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    await waitFor(() =>
      expect(screen.getByRole('separator', { name: 'Resize CODE' })).toHaveAttribute('aria-valuenow', '160'),
    );
  });

  it('a dragged header edge resizes live, and saves once on release', async () => {
    const { calls } = renderTable();
    const handle = await screen.findByRole('separator', { name: 'Resize TITLE' });
    await waitFor(() => expect(calls.add).toHaveLength(0));
    fireEvent.pointerDown(handle, { clientX: 500, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 540, pointerId: 1 });
    await waitFor(() =>
      expect(screen.getByRole('separator', { name: 'Resize TITLE' })).toHaveAttribute('aria-valuenow', '190'),
    );
    fireEvent.pointerMove(handle, { clientX: 9000, pointerId: 1 });
    await waitFor(() =>
      expect(screen.getByRole('separator', { name: 'Resize TITLE' })).toHaveAttribute('aria-valuenow', '800'),
    );
    // nothing saved while dragging
    expect(calls.add).toHaveLength(0);
    fireEvent.pointerUp(handle, { clientX: 560, pointerId: 1 });
    await waitFor(() => expect(calls.add).toHaveLength(1));
    expect((calls.add[0]?.[0] as SavedColumn[]).find((c) => c.dataIndex === 'title')?.width).toBe(210);
    expect(screen.getByRole('separator', { name: 'Resize TITLE' })).toHaveAttribute('aria-valuenow', '210');
  });

  it('draws the row operations the permissions allow, with a more menu past three', async () => {
    const onOperate = jest.fn();
    renderTable(null, {
      operates: [
        { key: 'view', label: 'View' },
        { key: 'edit', label: 'Edit' },
        { key: 'copy', label: 'Copy' },
        { key: 'delete', label: 'Delete', danger: true },
      ],
      onOperate,
    });
    const groups = await screen.findAllByRole('group', { name: /Actions of row/ });
    expect(groups).toHaveLength(2);
    const first = within(screen.getByRole('group', { name: 'Actions of row 1' }));
    expect(first.getAllByTestId('table-operate').map((b) => b.getAttribute('data-operate'))).toEqual([
      'view',
      'edit',
    ]);
    fireEvent.click(first.getByRole('button', { name: 'Edit' }));
    expect(onOperate).toHaveBeenCalledWith('edit', expect.objectContaining({ id: '1' }));
    fireEvent.click(first.getByTestId('table-operate-more'));
    fireEvent.click(await screen.findByText('Delete'));
    await waitFor(() =>
      expect(onOperate).toHaveBeenLastCalledWith('delete', expect.objectContaining({ id: '1' })),
    );
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
  });

  it('the table permission leaves out operates, and no operates means no column', async () => {
    renderTable(null, {
      operates: [
        { key: 'view', label: 'View' },
        { key: 'edit', label: 'Edit' },
      ],
      operatesPermission: ['edit'],
    });
    const group = within((await screen.findAllByRole('group', { name: /Actions of row/ }))[0]!);
    expect(group.getAllByRole('button').map((b) => b.textContent)).toEqual(['Edit']);
  });

  it('no dialog or panel is mounted before it is opened', async () => {
    renderTable();
    await screen.findByText('2 rows');
    expect(document.querySelector('.ant-drawer')).toBeNull();
    expect(document.querySelector('.ant-modal')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('the sync dialog asks for a scope and shows the column-width help', async () => {
    const { calls } = renderTable();
    fireEvent.click(await screen.findByTestId('table-sync'));
    expect(
      await screen.findByText("Column-width sync overrides users' own column widths"),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Choose who to sync to')).toBeInTheDocument();
    expect(calls.add).toHaveLength(0);
    // the types browser offers people and departments at once; everyone syncs to all
    expect(screen.getByTestId('types-browser')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('table-scope-all'));
    expect(screen.queryByTestId('types-browser')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls.add).toHaveLength(1));
    expect(calls.add[0]?.[1]).toEqual({
      syncObject: [{ type: 'all', id: 'all', name: 'Everyone' }],
      isDefault: false,
      syncColumnWidth: false,
    });
  });
});

describe('desktop Table, virtual body', () => {
  const many = Array.from({ length: 10_000 }, (_, i) => ({
    id: String(i + 1),
    code: `T-${i + 1}`,
    title: `Task ${i + 1}`,
    owner: `User ${i % 50}`,
  }));

  function renderMany(extra: Partial<TableProps> = {}) {
    const { services } = fakeServices();
    render(
      <StrictMode>
        <SuiteConfigProvider>
          <Table
            pageUid="p"
            columns={columns}
            services={services}
            data={many}
            paginationType="none"
            height={600}
            {...extra}
          />
        </SuiteConfigProvider>
      </StrictMode>,
    );
  }
  // the body's rows: not the header row, and not the spacer rows (hidden from assistive technology)
  const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

  it('puts at most 60 of 10 000 rows in the DOM, numbered for assistive technology', async () => {
    renderMany();
    const table = await screen.findByRole('table');
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    const rows = bodyRows();
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThanOrEqual(60);
    expect(rows[0]).toHaveAttribute('aria-rowindex', '2');
    expect(rows[0]).toHaveAttribute('data-row-key', '1');
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['T-1', 'Task 1', 'User 0']);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'CODE',
      'TITLE',
      'OWNER',
    ]);
  });

  it('scrolling shows the later rows, and only those near the place scrolled to', async () => {
    renderMany();
    await screen.findByRole('table');
    const region = screen.getByRole('group', { name: 'Table' });
    expect(region).toHaveAttribute('tabindex', '0');
    // rows are 47 px high (antd's middle size): row 5 001 is the first in view at 5 000 × 47 px
    fireEvent.scroll(region, { target: { scrollTop: 5_000 * 47 } });
    await waitFor(() => expect(screen.getByText('Task 5001')).toBeInTheDocument());
    const rows = bodyRows();
    expect(rows.length).toBeLessThanOrEqual(60);
    expect(screen.queryByText('Task 1')).toBeNull();
    const row = screen.getByText('Task 5001').closest('tr');
    expect(row).toHaveAttribute('aria-rowindex', '5002');
    // the end of the list
    fireEvent.scroll(region, { target: { scrollTop: 10_000 * 47 } });
    await waitFor(() => expect(screen.getByText('Task 10000')).toBeInTheDocument());
    expect(bodyRows().at(-1)).toHaveAttribute('aria-rowindex', '10001');
  });

  it('a jump draws the rows in view at once, and the rows within 500 px ahead once the scroll rests', async () => {
    renderMany();
    await screen.findByRole('table');
    await waitFor(() => expect(screen.getByText('Task 20')).toBeInTheDocument());
    const region = screen.getByRole('group', { name: 'Table' });
    fireEvent.scroll(region, { target: { scrollTop: 5_000 * 47 } });
    // in the same task: the rows in view and three more each side, none of the 500 px ahead yet
    expect(screen.getByText('Task 5001')).toBeInTheDocument();
    expect(screen.getByText('Task 4998')).toBeInTheDocument();
    expect(screen.queryByText('Task 4995')).toBeNull();
    // the scroll rests: the rows 500 px (10 rows) above and below are drawn too
    await waitFor(() => expect(screen.getByText('Task 4991')).toBeInTheDocument());
    expect(screen.getByText('Task 5020')).toBeInTheDocument();
    expect(bodyRows().length).toBeLessThanOrEqual(60);
  });

  it('the header box checks every row shown that may be checked', async () => {
    renderMany({
      data: many.slice(0, 4),
      tableType: 'CHECKBOX',
      checkBoxPermission: ['2', '4'],
    });
    const all = await screen.findByRole('checkbox', { name: 'Select all' });
    expect(screen.getByRole('checkbox', { name: 'Select 1' })).toBeDisabled();
    fireEvent.click(all);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select 2' })).toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Select 4' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select 3' })).not.toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select 4' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select 4' })).not.toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Select all' })).not.toBeChecked();
  });

  it('the header box checks every row of the list that may be checked, not only those drawn', async () => {
    renderMany({
      data: many.slice(0, 300),
      tableType: 'CHECKBOX',
      checkBoxPermission: many.slice(0, 300).flatMap((row, i) => (i % 2 ? [row.id] : [])),
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select 2' })).toBeChecked());
    expect(bodyRows().length).toBeLessThan(60);
    // rows far below the window were checked too: scroll to the end
    fireEvent.scroll(screen.getByRole('group', { name: 'Table' }), { target: { scrollTop: 300 * 47 } });
    expect(await screen.findByRole('checkbox', { name: 'Select 300' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select 299' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeChecked();
  });

  it('says so when there are no rows', async () => {
    renderMany({ data: [] });
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });
});
