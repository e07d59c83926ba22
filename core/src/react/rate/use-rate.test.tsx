/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { setLocale } from '../../i18n';
import { useRate } from './use-rate';

describe('useRate', () => {
  afterEach(() => act(() => setLocale('zh_CN')));

  it('keeps its own value when uncontrolled and reports changes', () => {
    const onChange = jest.fn();
    const { result } = renderHook(() => useRate({ platform: 'mobile', defaultValue: 2, onChange }));
    expect(result.current.value).toBe(2);
    act(() => result.current.setValue(3.6));
    expect(result.current.value).toBe(4);
    expect(onChange).toHaveBeenCalledWith(4);
  });

  it('relabels on a locale switch', () => {
    const { result } = renderHook(() => useRate({ platform: 'desktop', value: 3 }));
    expect(result.current.label).toBe('3 / 5 星');
    act(() => setLocale('en_US'));
    expect(result.current.label).toBe('3 of 5 stars');
  });
});
