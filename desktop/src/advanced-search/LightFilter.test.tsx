import type { SearchFieldItem, SearchServices } from '@suite-ui/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { LightFilter } from './LightFilter';

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

const services: Partial<SearchServices> = {
  queryCommonConditions: async () => [],
  querySnapsName: async () => [],
  addToHistory: async () => undefined,
};

describe('desktop LightFilter', () => {
  it('edits a condition in its popover, searches, and says what the chip holds', async () => {
    const onSearch = jest.fn();
    render(
      <StrictMode>
        <SuiteConfigProvider>
          <LightFilter fields={fields} conditionId="c" services={services} onSearch={onSearch} />
        </SuiteConfigProvider>
      </StrictMode>,
    );
    const chips = await screen.findAllByTestId('light-filter-chip');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Name', 'Kind']);
    fireEvent.click(chips[1]!);
    const editor = await screen.findByTestId('advanced-search-field-kind');
    fireEvent.click(within(editor).getByText('Beta'));
    await act(async () => fireEvent.click(screen.getByTestId('light-filter-apply')));
    await waitFor(() =>
      expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ formDatas: { kind: 'b' } })),
    );
    expect(screen.getAllByTestId('light-filter-chip')[1]).toHaveTextContent('Kind: Beta');
  }, 40_000);
});
