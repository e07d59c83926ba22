/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import type { SearchFieldItem, SearchServices } from '../../advanced-search';
import { useAdvancedSearch } from './use-advanced-search';

const fields: SearchFieldItem[] = [
  { id: 'name', title: 'Name', itemType: 'INPUT', needQuickSearch: true },
  { id: 'amount', title: 'Amount', itemType: 'SCOPE' },
];

function services(): SearchServices & { saved: unknown[] } {
  const saved: unknown[] = [];
  const filters = [{ id: 's1', name: 'Old', isPublic: false, isDefault: false }];
  return {
    saved,
    queryCommonConditions: async () => [],
    updateCommonConditions: async () => undefined,
    queryHistories: async () => [],
    addToHistory: async () => undefined,
    deleteHistory: async () => undefined,
    clearHistory: async () => undefined,
    querySnapsName: async () => [...filters],
    queryDefaultSnaps: async () => null,
    querySnapsDetail: async (id) => ({
      id,
      name: 'Old',
      isPublic: false,
      isDefault: false,
      range: [],
      snapDescription: '',
      conditionId: 'c',
      module: 'crm',
      content: { condition: 'or', layout: [], data: { name: 'restored' } },
    }),
    saveFilter: async (request) => {
      saved.push(request);
      filters.push({ id: 's2', name: request.name, isPublic: false, isDefault: false });
      return { status: 'saved', id: 's2' };
    },
    deleteSnap: async () => undefined,
    queryPersonalMatchWords: async () => [],
    updatePersonalMatchWords: async () => undefined,
    checkPermission: async () => [{ code: 'advanceSearchAdmin' }],
  };
}

const wrapper = ({ children }: { children: ReactNode }) => <StrictMode>{children}</StrictMode>;

describe('useAdvancedSearch (StrictMode)', () => {
  it('runs the host search with the payload, saves a filter and chooses it', async () => {
    const io = services();
    const onSearch = jest.fn();
    const { result } = renderHook(
      () => useAdvancedSearch({ platform: 'desktop', fields, conditionId: 'c', services: io, onSearch }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.search.filters.items).toHaveLength(1));
    act(() => result.current.search.fields[0]?.set(' Bo '));
    act(() => result.current.search.search());
    await waitFor(() =>
      expect(onSearch).toHaveBeenCalledWith({ formDatas: { name: 'Bo' }, quickSearchDatas: {}, type: 'and' }),
    );
    await waitFor(() => expect(result.current.save.isPublic.visible).toBe(true));
    act(() => result.current.openSave());
    expect(result.current.save.open).toBe(true);
    act(() => result.current.save.name.set('New'));
    act(() => result.current.save.save());
    await waitFor(() => expect(result.current.search.filters.items).toHaveLength(2));
    expect(result.current.search.filters.chosenId).toBe('s2');
    expect(io.saved).toHaveLength(1);
  });

  it('follows the host lists of hidden quick-search fields and common conditions', async () => {
    const common: SearchFieldItem[] = [
      ...fields,
      { id: 'c', title: 'C', itemType: 'INPUT', groupId: 'commonGroup' },
    ];
    const { result, rerender } = renderHook(
      ({ hidden }: { hidden: string[] }) =>
        useAdvancedSearch({
          platform: 'desktop',
          fields: common,
          conditionId: 'c',
          services: services(),
          hiddenQuickSearch: hidden,
          hiddenConditions: hidden,
        }),
      { wrapper, initialProps: { hidden: ['name', 'c'] } },
    );
    await waitFor(() => expect(result.current.search.quick.fields).toEqual([]));
    expect(result.current.search.fields.map((field) => field.id)).toEqual(['name', 'amount']);
    rerender({ hidden: [] });
    await waitFor(() => expect(result.current.search.quick.fields).toHaveLength(1));
    expect(result.current.search.fields).toHaveLength(3);
  });

  it('a filter picked in the save dialog loads into the form', async () => {
    const { result } = renderHook(
      () => useAdvancedSearch({ platform: 'mobile', fields, conditionId: 'c', services: services() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.search.filters.items).toHaveLength(1));
    act(() => result.current.openSave());
    act(() => result.current.save.choice.set('edit'));
    act(() => result.current.save.pick.select('s1'));
    await waitFor(() => expect(result.current.search.content.data).toEqual({ name: 'restored' }));
    expect(result.current.search.match.value).toBe('or');
    act(() => result.current.save.pick.deselect());
    await waitFor(() => expect(result.current.search.content.data).toEqual({}));
  });
});
