/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { setLocale } from '../../i18n';
import type { AuthFormData, SharePage, ShareQuery, ShareServices } from '../../share';
import { useAuthForm } from './use-auth-form';
import { useShareList } from './use-share';

const shareContext = { sourceId: 's1', permissionId: 'p1', permissionType: 'doc', module: 'document' };
const strict = ({ children }: { children: ReactNode }) => <StrictMode>{children}</StrictMode>;

function services(): Partial<ShareServices> & { calls: ShareQuery[]; added: Record<string, unknown>[] } {
  const calls: ShareQuery[] = [];
  const added: Record<string, unknown>[] = [];
  return {
    calls,
    added,
    async list(query): Promise<SharePage> {
      calls.push(query);
      return {
        rows: [
          {
            id: 'a',
            targetType: 'dept',
            deleted: false,
            sort: 1,
            values: { targetType: 'dept', targetName: 'R&D' },
          },
        ],
        columns: [{ dataIndex: 'targetType', title: 'type' }],
        total: 1,
        hasMore: false,
      };
    },
    async formQuery(): Promise<AuthFormData> {
      return {
        values: {
          targetType: 'all',
          targets: [],
          seclevelMin: 0,
          seclevelMax: 100,
          roleLevel: 0,
          positionLevel: 1,
          subordinate: false,
        },
        targetTypes: ['all', 'user'],
        seclevelRange: { min: 0, max: 100 },
        matrixId: null,
      };
    },
    async add(params) {
      added.push(params);
    },
  };
}

describe('share hooks (StrictMode)', () => {
  afterEach(() => act(() => setLocale('zh_CN')));

  it('useShareList loads the first page and relabels on a locale switch', async () => {
    const io = services();
    const { result } = renderHook(() => useShareList({ shareContext, services: io, platform: 'desktop' }), {
      wrapper: strict,
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(io.calls.every((call) => call.current === 1 && call.pageSize === 10)).toBe(true);
    expect(result.current.rows[0]?.cells[0]?.text).toBe('部门');
    act(() => setLocale('en_US'));
    expect(result.current.rows[0]?.cells[0]?.text).toBe('Department');
    expect(result.current.columns[0]?.title).toBe('Target type');
  });

  it('useAuthForm saves and calls onSaved once', async () => {
    const io = services();
    const onSaved = jest.fn();
    const { result } = renderHook(
      () => useAuthForm({ shareContext, services: io, platform: 'mobile', onSaved }),
      {
        wrapper: strict,
      },
    );
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.save());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(io.added).toEqual([
      { targetType: 'all', objType: 11, targetId: '', targetName: '', seclevel: '0-100', subordinate: false },
    ]);
  });
});
