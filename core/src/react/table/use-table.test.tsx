/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { setLocale } from '../../i18n';
import type { ColumnSettingsServices } from '../../table';
import { useTable } from './use-table';

const columns = ['a', 'b'].map((dataIndex) => ({ dataIndex, title: dataIndex.toUpperCase() }));
const strict = ({ children }: { children: ReactNode }) => <StrictMode>{children}</StrictMode>;

function services(): Partial<ColumnSettingsServices> & { queries: number } {
  const fake = {
    queries: 0,
    query: async () => {
      fake.queries += 1;
      return {
        settings: { columns: [{ dataIndex: 'b' }, { dataIndex: 'a', hidden: true }] },
        pageSize: 0,
        source: 'user' as const,
      };
    },
    getData: async () => ({ rows: [{ id: '1', a: 1, b: 2 }], total: 1, hasMore: false }),
  };
  return fake;
}

describe('useTable', () => {
  afterEach(() => act(() => setLocale('zh_CN')));

  it('survives a StrictMode remount: the live actor loads the layout and rows', async () => {
    const io = services();
    const { result } = renderHook(
      () => useTable({ platform: 'desktop', pageUid: 'p', columns, services: io }),
      {
        wrapper: strict,
      },
    );
    await waitFor(() => expect(result.current.loading).toBe(false));
    await waitFor(() => expect(result.current.columns.map((c) => c.dataIndex)).toEqual(['b']));
    expect(result.current.rows).toEqual([{ id: '1', a: 1, b: 2 }]);
  });

  it('reports checked keys and relabels on a locale switch', async () => {
    const onCheck = jest.fn();
    const { result } = renderHook(
      () =>
        useTable({
          platform: 'desktop',
          pageUid: 'p',
          columns,
          data: [{ id: '1' }],
          tableType: 'CHECKBOX',
          needTableColSet: false,
          onCheck,
        }),
      { wrapper: strict },
    );
    act(() => result.current.selection.set(['1']));
    expect(onCheck).toHaveBeenCalledWith(['1']);
    act(() => setLocale('en_US'));
    expect(result.current.pagination.totalText).toBe('1 rows');
  });
});
