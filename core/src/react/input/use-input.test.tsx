/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { setLocale } from '../../i18n';
import { useInput } from './use-input';

const wrapper = ({ children }: { children: ReactNode }) => <StrictMode>{children}</StrictMode>;

describe('useInput', () => {
  afterEach(() => act(() => setLocale('zh_CN')));

  it('keeps its own value when uncontrolled and reports edits and clears', () => {
    const onChange = jest.fn();
    const onClear = jest.fn();
    const { result } = renderHook(
      () => useInput({ platform: 'mobile', defaultValue: 'ab', maxLength: 4, onChange, onClear }),
      { wrapper },
    );
    expect(result.current.counter?.text).toBe('2/4');
    act(() => result.current.setValue('abcdef'));
    expect(result.current.value).toBe('abcd');
    expect(onChange).toHaveBeenLastCalledWith('abcd');
    act(() => result.current.clearValue());
    expect(result.current.value).toBe('');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('follows the controlled value and new options, and relabels on a locale switch', () => {
    const { result, rerender } = renderHook(
      (props: { value: string; readOnly?: boolean }) =>
        useInput({ platform: 'desktop', label: '名称', ...props }),
      { wrapper, initialProps: { value: 'x' } as { value: string; readOnly?: boolean } },
    );
    expect(result.current.placeholder).toBe('请输入名称');
    rerender({ value: 'xyz' });
    expect(result.current.value).toBe('xyz');
    act(() => setLocale('en_US'));
    expect(result.current.placeholder).toBe('Enter 名称');
    rerender({ value: '', readOnly: true });
    expect(result.current).toMatchObject({ readOnly: true, text: '—' });
  });
});
