/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { setLocale } from '../../i18n';
import { useCheckbox } from './use-checkbox';

const wrapper = ({ children }: { children: ReactNode }) => <StrictMode>{children}</StrictMode>;
const options = [
  { value: 'a', label: 'A' },
  { value: 'b', label: 'B' },
];

describe('useCheckbox', () => {
  afterEach(() => act(() => setLocale('zh_CN')));

  it('keeps its own ticks when uncontrolled and reports them', () => {
    const onChange = jest.fn();
    const { result } = renderHook(() => useCheckbox({ platform: 'mobile', options, onChange }), { wrapper });
    act(() => result.current.toggle('b'));
    expect(result.current.value).toEqual(['b']);
    expect(onChange).toHaveBeenLastCalledWith(['b']);
  });

  it('follows a controlled value rebuilt on every render, and relabels on a locale switch', () => {
    const { result, rerender } = renderHook(
      (props: { value: string[] }) =>
        useCheckbox({ platform: 'desktop', options: [...options], max: 2, readOnly: true, ...props }),
      { wrapper, initialProps: { value: ['a'] } },
    );
    expect(result.current.text).toBe('A');
    rerender({ value: ['a', 'b'] });
    expect(result.current.text).toBe('A、B');
    act(() => setLocale('en_US'));
    expect(result.current.text).toBe('A, B');
  });
});
