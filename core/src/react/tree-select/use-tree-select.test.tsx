/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { setLocale } from '../../i18n';
import type { TreeNode } from '../../tree';
import { useTreeSelect } from './use-tree-select';

const nodes: TreeNode[] = [{ key: 'a', title: 'A', children: [{ key: 'b', title: 'B' }] }];
const wrapper = ({ children }: { children: ReactNode }) => <StrictMode>{children}</StrictMode>;

describe('useTreeSelect', () => {
  afterEach(() => act(() => setLocale('zh_CN')));

  it('keeps its own value when uncontrolled and reports changes', () => {
    const onChange = jest.fn();
    const { result } = renderHook(
      () => useTreeSelect({ platform: 'desktop', nodes, multiple: true, onChange }),
      { wrapper },
    );
    act(() => result.current.setOpen(true));
    act(() => result.current.pick('b'));
    expect(result.current.value).toEqual(['a', 'b']);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(['a', 'b'], []);
  });

  it('follows a controlled value, a new tree and the locale', () => {
    const { result, rerender } = renderHook(
      ({ value, tree }: { value: string[]; tree: TreeNode[] }) =>
        useTreeSelect({ platform: 'mobile', nodes: tree, value }),
      { wrapper, initialProps: { value: ['a'], tree: nodes } },
    );
    expect(result.current.text).toBe('A');
    rerender({ value: ['b'], tree: nodes });
    expect(result.current.text).toBe('B');
    rerender({ value: ['b'], tree: [{ key: 'b', title: 'Bee' }] });
    expect(result.current.text).toBe('Bee');
    act(() => setLocale('en_US'));
    expect(result.current.placeholder).toBe('Please choose');
  });
});
