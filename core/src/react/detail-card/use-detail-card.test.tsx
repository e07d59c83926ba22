/** @jest-environment jsdom */
import { renderHook, waitFor } from '@testing-library/react';
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
