/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { useDetailCard } from './use-detail-card';

const wrapper = ({ children }: { children: ReactNode }) => <StrictMode>{children}</StrictMode>;

describe('useDetailCard', () => {
  it('shows the skeleton until the record is loaded, in StrictMode', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    const loadCard = jest.fn(
      () =>
        new Promise((r) => {
          resolve = r;
        }),
    );
    const { result } = renderHook(
      () =>
        useDetailCard({
          platform: 'desktop',
          source: { kind: 'task', id: '1' },
          services: { loadCard } as never,
        }),
      { wrapper },
    );
    expect(result.current).toMatchObject({ status: 'loading', height: 300 });
    await waitFor(() => expect(loadCard).toHaveBeenCalled());
    resolve({ title: 'T', items: [{ id: 'a', itemType: 'INPUT', label: 'A' }], data: { a: 'x' } });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current).toMatchObject({ heading: 'T', height: 44, values: { a: 'x' } });
  });
});

describe('useDetailCard related records refresh (issue 38)', () => {
  const card = {
    title: 'T',
    items: [],
    data: {},
    saveDataParams: { objectId: 'p1' },
    relevanceDatas: [{ kind: 'document', items: [{ targetId: 'd1', targetName: 'Spec' }] }],
  };

  it("asks the host's refresh for a card it gives, and shows what it brings, in StrictMode", async () => {
    const onRefreshRelated = jest.fn(async () => [
      { kind: 'document', items: [{ targetId: 'd2', targetName: 'Minutes' }] },
    ]);
    const { result } = renderHook(
      () => useDetailCard({ platform: 'mobile', card: card as never, onRefreshRelated }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.related[0]?.value[0]?.targetId).toBe('d1'));
    expect(result.current.relatedRefresh.enabled).toBe(true);
    act(() => result.current.relatedRefresh.refresh());
    await waitFor(() => expect(result.current.related[0]?.value[0]?.targetId).toBe('d2'));
    expect(onRefreshRelated).toHaveBeenCalledTimes(1);
    expect(result.current.relatedRefresh.refreshing).toBe(false);
  });

  it("asks a loaded record's card call again", async () => {
    const loadCard = jest.fn(async () => card);
    const { result } = renderHook(
      () =>
        useDetailCard({
          platform: 'mobile',
          source: { kind: 'task', id: 'p1' },
          services: { loadCard } as never,
        }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const calls = loadCard.mock.calls.length;
    act(() => result.current.relatedRefresh.refresh());
    await waitFor(() => expect(loadCard).toHaveBeenCalledTimes(calls + 1));
  });

  it('offers no refresh for a card given without one', () => {
    const { result } = renderHook(() => useDetailCard({ platform: 'mobile', card: card as never }), {
      wrapper,
    });
    expect(result.current.relatedRefresh.enabled).toBe(false);
  });
});
