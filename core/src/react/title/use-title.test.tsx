/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { setLocale } from '../../i18n';
import { useTitle } from './use-title';

const wrapper = ({ children }: { children: ReactNode }) => <StrictMode>{children}</StrictMode>;

describe('useTitle', () => {
  afterEach(() => act(() => setLocale('zh_CN')));

  it('toggles a collapsible title and reports it and the action', () => {
    const onOpenChange = jest.fn();
    const onAction = jest.fn();
    const { result } = renderHook(
      () =>
        useTitle({
          platform: 'mobile',
          title: 'T',
          collapsible: true,
          actionLabel: 'More',
          onOpenChange,
          onAction,
        }),
      { wrapper },
    );
    act(() => result.current.toggle());
    expect(result.current.open).toBe(false);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    act(() => result.current.act());
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('follows new props and relabels on a locale switch', () => {
    const { result, rerender } = renderHook(
      (props: { title: string; open?: boolean }) =>
        useTitle({ platform: 'desktop', collapsible: true, ...props }),
      { wrapper, initialProps: { title: 'A', open: true } },
    );
    expect(result.current.toggleLabel).toBe('收起A');
    rerender({ title: 'B', open: false });
    expect(result.current).toMatchObject({ text: 'B', open: false, toggleLabel: '展开B' });
    act(() => setLocale('en_US'));
    expect(result.current.toggleLabel).toBe('Expand B');
  });
});
