import type { SearchFieldItem, SearchServices } from '@suite-ui/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { AdvancedSearch } from './AdvancedSearch';

const fields: SearchFieldItem[] = [
  { id: 'name', title: 'Name', itemType: 'INPUT', needQuickSearch: true },
  { id: 'amount', title: 'Amount', itemType: 'SCOPE' },
  {
    id: 'kind',
    title: 'Kind',
    itemType: 'RADIO',
    options: [
      { value: 'a', label: 'Alpha' },
      { value: 'b', label: 'Beta' },
    ],
  },
];

function services(admin = false): Partial<SearchServices> & { saved: unknown[] } {
  const saved: unknown[] = [];
  return {
    saved,
    queryCommonConditions: async () => [],
    querySnapsName: async () => [{ id: 's1', name: 'Weekly', isPublic: true, isDefault: false }],
    addToHistory: async () => undefined,
    saveFilter: async (request) => {
      saved.push(request);
      return { status: 'saved', id: 's2' };
    },
    checkPermission: async () => (admin ? [{ code: 'advanceSearchAdmin' }] : []),
  };
}

function mount(io: Partial<SearchServices>, onSearch = jest.fn()) {
  render(
    <StrictMode>
      <SuiteConfigProvider>
        <AdvancedSearch fields={fields} conditionId="c" services={io} onSearch={onSearch} />
      </SuiteConfigProvider>
    </StrictMode>,
  );
  return onSearch;
}

describe('desktop AdvancedSearch', () => {
  it('lists saved filters, opens the panel and searches with or', async () => {
    const onSearch = mount(services());
    expect(await screen.findByText('Weekly')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('advanced-search-toggle'));
    const panel = await screen.findByTestId('advanced-search-panel');
    await waitFor(() => expect(within(panel).getByTestId('advanced-search-field-kind')).toBeInTheDocument());
    fireEvent.click(within(panel).getByText('Beta'));
    fireEvent.click(
      within(panel)
        .getAllByRole('radio')
        .find((radio) => (radio as HTMLInputElement).value === 'or')!,
    );
    const quick = screen.getByTestId('advanced-search-quick-name');
    fireEvent.change(quick.tagName === 'INPUT' ? quick : quick.querySelector('input')!, {
      target: { value: ' kw ' },
    });
    await act(async () => fireEvent.click(screen.getByTestId('advanced-search-submit')));
    expect(onSearch).toHaveBeenCalledWith({
      formDatas: { kind: 'b' },
      quickSearchDatas: { name: 'kw' },
      type: 'or',
    });
  });

  it('save dialog: asks for a name and a condition; no public option for a plain user', async () => {
    const io = services();
    mount(io);
    fireEvent.click(screen.getByTestId('advanced-search-toggle'));
    fireEvent.click(await screen.findByTestId('advanced-search-save'));
    const dialog = await screen.findByTestId('save-filter-dialog');
    expect(within(dialog).queryByTestId('save-filter-public')).toBeNull();
    fireEvent.click(screen.getByTestId('save-filter-ok'));
    expect(await within(dialog).findByText('请输入名称')).toBeInTheDocument();
    expect(within(dialog).getByTestId('save-filter-conditions-error')).toHaveTextContent(
      '请至少配置一个条件',
    );
    expect(io.saved).toHaveLength(0);
  });

  it('an admin may save a public filter with a range', async () => {
    const io = services(true);
    mount(io);
    fireEvent.click(screen.getByTestId('advanced-search-toggle'));
    const panel = await screen.findByTestId('advanced-search-panel');
    await waitFor(() => expect(within(panel).getByText('Alpha')).toBeInTheDocument());
    fireEvent.click(within(panel).getByText('Alpha'));
    fireEvent.click(screen.getByTestId('advanced-search-save'));
    const dialog = await screen.findByTestId('save-filter-dialog');
    fireEvent.change(within(dialog).getByTestId('save-filter-name'), { target: { value: 'Team' } });
    fireEvent.click(await within(dialog).findByTestId('save-filter-public'));
    fireEvent.click(within(dialog).getByText('所有人'));
    expect(within(dialog).queryByTestId('save-filter-default')).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('save-filter-ok')));
    await waitFor(() => expect(io.saved).toHaveLength(1));
    expect(io.saved[0]).toMatchObject({ name: 'Team', isPublic: true, range: ['everyone'] });
  });

  // the longest flow of the file (two dialogs, a save and the history): past jest's 20 s on a loaded CI machine
  it('setting panel hides a condition and saves; history applies an entry', async () => {
    const conditions: unknown[] = [];
    const io: Partial<SearchServices> = {
      ...services(),
      updateCommonConditions: async (list) => void conditions.push(list),
      queryHistories: async () => [
        {
          id: 'h1',
          title: 'Kind: Beta',
          time: '',
          content: { condition: 'or', layout: [], data: { kind: 'b' } },
        },
      ],
    };
    const onSearch = mount(io);
    fireEvent.click(screen.getByTestId('advanced-search-setting'));
    const setting = await screen.findByTestId('advanced-search-setting-dialog');
    fireEvent.click(within(setting).getByRole('checkbox', { name: '显示 Amount' }));
    fireEvent.click(within(setting).getByRole('button', { name: '上移 Kind' }));
    await act(async () => fireEvent.click(within(setting).getByRole('button', { name: /确\s*定|OK/ })));
    await waitFor(() => expect(conditions).toHaveLength(1));
    expect(conditions[0]).toEqual([
      { layoutId: 'name', sort: 0, open: false },
      { layoutId: 'kind', sort: 1, open: false },
    ]);
    fireEvent.click(screen.getByTestId('advanced-search-toggle'));
    const panel = await screen.findByTestId('advanced-search-panel');
    await waitFor(() => expect(within(panel).queryByTestId('advanced-search-field-amount')).toBeNull());
    fireEvent.click(screen.getByTestId('advanced-search-history'));
    const history = await screen.findByTestId('advanced-search-history-dialog');
    await act(async () => fireEvent.click(await within(history).findByText('Kind: Beta')));
    await act(async () => fireEvent.click(screen.getByTestId('advanced-search-submit')));
    expect(onSearch).toHaveBeenCalledWith({ formDatas: { kind: 'b' }, quickSearchDatas: {}, type: 'or' });
  }, 40_000);

  it('shows the form items flagged for the advanced search as conditions, not the others (spec 3)', async () => {
    const onSearch = jest.fn();
    render(
      <StrictMode>
        <SuiteConfigProvider>
          <AdvancedSearch
            fields={fields}
            formItems={[
              {
                id: 'stage',
                itemType: 'RADIO',
                label: 'Stage',
                inSearchAdvanced: true,
                options: [
                  { id: 'won', content: 'Won' },
                  { id: 'lost', content: 'Lost' },
                ],
              },
              { id: 'memo', itemType: 'TEXTAREA', label: 'Memo' },
            ]}
            conditionId="c"
            services={services()}
            onSearch={onSearch}
          />
        </SuiteConfigProvider>
      </StrictMode>,
    );
    fireEvent.click(screen.getByTestId('advanced-search-toggle'));
    const panel = await screen.findByTestId('advanced-search-panel');
    await waitFor(() => expect(within(panel).getByTestId('advanced-search-field-stage')).toBeInTheDocument());
    expect(within(panel).queryByTestId('advanced-search-field-memo')).toBeNull();
    fireEvent.click(within(panel).getByText('Won'));
    await act(async () => fireEvent.click(within(panel).getByTestId('advanced-search-submit')));
    expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ formDatas: { stage: 'won' } }));
  });
});
