import type { SearchFieldItem, SearchServices } from '@suite-ui/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { AdvancedSearch } from './AdvancedSearch';

const fields: SearchFieldItem[] = [
  { id: 'name', title: 'Name', itemType: 'INPUT' },
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

const services = (saved: unknown[]): Partial<SearchServices> => ({
  queryCommonConditions: async () => [],
  querySnapsName: async () => [{ id: 's1', name: 'Weekly', isPublic: false, isDefault: false }],
  addToHistory: async () => undefined,
  saveFilter: async (request) => {
    saved.push(request);
    return { status: 'duplicate', id: null };
  },
  checkPermission: async () => [],
});

describe('mobile AdvancedSearch', () => {
  it('opens the page, searches with or, and asks on a duplicate name', async () => {
    const onSearch = jest.fn();
    const saved: unknown[] = [];
    render(
      <StrictMode>
        <SuiteConfigProvider>
          <AdvancedSearch fields={fields} conditionId="c" services={services(saved)} onSearch={onSearch} />
        </SuiteConfigProvider>
      </StrictMode>,
    );
    expect(await screen.findByText('Weekly')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('advanced-search-toggle'));
    const panel = await screen.findByTestId('advanced-search-panel');
    fireEvent.click(await within(panel).findByText('Beta'));
    fireEvent.click(within(panel).getByText('满足任一条件'));
    await act(async () => fireEvent.click(within(panel).getByTestId('advanced-search-submit')));
    expect(onSearch).toHaveBeenCalledWith({ formDatas: { kind: 'b' }, quickSearchDatas: {}, type: 'or' });
    fireEvent.click(within(panel).getByTestId('advanced-search-save'));
    const dialog = await screen.findByTestId('save-filter-dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: '名称' }), { target: { value: 'Weekly' } });
    await act(async () => fireEvent.click(within(dialog).getByTestId('save-filter-ok')));
    const duplicate = await screen.findByTestId('save-filter-duplicate');
    expect(duplicate).toHaveTextContent('Weekly');
    fireEvent.click(within(duplicate).getByText('重新命名'));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: '名称' })).toHaveValue(''));
  });

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
            services={services([])}
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
