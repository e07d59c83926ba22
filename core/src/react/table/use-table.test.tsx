/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { setLocale } from '../../i18n';
import type { ColumnSettingsServices } from '../../table';
import { useTable } from './use-table';
import { useTableSortDraft, useTableSyncForm } from './use-table-forms';

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

  it("follows the host's column titles (a language switch in the host's own texts, issue 41)", async () => {
    const io = services();
    const { result, rerender } = renderHook(
      ({ titles }: { titles: Record<string, string> }) =>
        useTable({
          platform: 'desktop',
          pageUid: 'p',
          columns: columns.map((c) => ({ ...c, title: titles[c.dataIndex] ?? c.title })),
          services: io,
        }),
      { wrapper: strict, initialProps: { titles: { a: '甲', b: '乙' } } },
    );
    await waitFor(() => expect(result.current.columns.map((c) => c.title)).toEqual(['乙']));
    rerender({ titles: { a: 'Alpha', b: 'Beta' } });
    await waitFor(() => expect(result.current.columns.map((c) => c.title)).toEqual(['Beta']));
    // the saved layout (b shown, a hidden) still applies
    expect(result.current.columns.map((c) => c.dataIndex)).toEqual(['b']);
  });

  it("follows the host's operation names (they switch with the language too)", async () => {
    const io = services();
    const { result, rerender } = renderHook(
      ({ label }: { label: string }) =>
        useTable({
          platform: 'desktop',
          pageUid: 'p',
          columns,
          operates: [{ key: 'view', label }],
          services: io,
        }),
      { wrapper: strict, initialProps: { label: '查看' } },
    );
    await waitFor(() => expect(result.current.loading).toBe(false));
    const row = { id: '1', a: 1, b: 2 };
    expect(result.current.operates.of(row).all.map((o) => o.label)).toEqual(['查看']);
    rerender({ label: 'View' });
    await waitFor(() => expect(result.current.operates.of(row).all.map((o) => o.label)).toEqual(['View']));
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

  it('takes new rows from the host, and the same rows written inline again as no change', () => {
    const { result, rerender } = renderHook(
      ({ data }) => useTable({ platform: 'desktop', pageUid: 'p', columns, data, needTableColSet: false }),
      { wrapper: strict, initialProps: { data: [{ id: '1', a: 'x' }] } },
    );
    const first = result.current.rows;
    rerender({ data: [{ id: '1', a: 'x' }] });
    expect(result.current.rows).toBe(first);
    rerender({
      data: [
        { id: '1', a: 'x' },
        { id: '2', a: 'y' },
      ],
    });
    expect(result.current.rows.map((row) => row.id)).toEqual(['1', '2']);
  });
});

describe('useTableSyncForm and useTableSortDraft', () => {
  it('sends picks of several types at once; everyone replaces them', async () => {
    const sent: unknown[] = [];
    const io = {
      ...services(),
      add: async (_: unknown, sync: unknown) => {
        sent.push(sync);
        return { count: 3 };
      },
    };
    const { result } = renderHook(
      () => {
        const table = useTable({
          platform: 'desktop',
          pageUid: 'p',
          columns,
          services: io,
          showSubcompany: true,
        });
        return { table, form: useTableSyncForm(table.sync) };
      },
      { wrapper: strict },
    );
    await waitFor(() => expect(result.current.table.loading).toBe(false));
    act(() => result.current.table.sync.open('updateSyncTableCol'));
    act(() => result.current.form.submit());
    expect(result.current.form.error).toBe('请选择同步对象');
    act(() =>
      result.current.form.setPicks([
        { id: 'u2', type: 'resource', name: '吴超' },
        { id: 'd1', type: 'department', name: '研发部' },
        { id: 's1', type: 'subcompany', name: '北京分部' },
      ]),
    );
    expect(result.current.form.error).toBeUndefined();
    expect(result.current.form.summary.map((s) => s.key)).toEqual([
      'user:u2',
      'department:d1',
      'subcompany:s1',
    ]);
    act(() => result.current.form.setSyncColumnWidth(true));
    act(() => result.current.form.submit());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      syncObject: [
        { type: 'user', id: 'u2', name: '吴超' },
        { type: 'department', id: 'd1', name: '研发部' },
        { type: 'subcompany', id: 's1', name: '北京分部' },
      ],
      isDefault: false,
      syncColumnWidth: true,
    });
  });

  it('edits the sort rules from the saved ones and saves them', async () => {
    const saves: unknown[] = [];
    const io = {
      ...services(),
      sortQuery: async () => [{ id: 'r1', dataIndex: 'a', direction: 'asc' as const, sort: 100 }],
      sortSave: async (_plan: unknown, next: unknown) => {
        saves.push(next);
        return next as never;
      },
    };
    const { result } = renderHook(
      () => {
        const table = useTable({ platform: 'mobile', pageUid: 'p', columns, services: io });
        return { table, draft: useTableSortDraft(table.sort) };
      },
      { wrapper: strict },
    );
    await waitFor(() => expect(result.current.table.loading).toBe(false));
    act(() => result.current.table.sort.open());
    await waitFor(() => expect(result.current.draft.rules).toHaveLength(1));
    act(() => result.current.draft.add());
    act(() => result.current.draft.setDirection(1, 'desc'));
    act(() => result.current.draft.move(1, -1));
    expect(result.current.draft.rules.map((r) => [r.dataIndex, r.direction])).toEqual([
      ['b', 'desc'],
      ['a', 'asc'],
    ]);
    expect(result.current.draft.free).toEqual([]);
    act(() => result.current.draft.save());
    await waitFor(() => expect(saves).toHaveLength(1));
  });
});
