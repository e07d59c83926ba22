/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { setLocale } from '../../i18n';
import type { DateRangeValue } from '../../dates';
import { useDatePicker } from './use-date-picker';
import { useDateRangePicker } from './use-date-range-picker';
import { useLunarCalendar } from './use-lunar-calendar';

const now = () => new Date(2024, 4, 15, 10, 0);

describe('useDatePicker', () => {
  afterEach(() => act(() => setLocale('zh_CN')));

  it('keeps its own value when uncontrolled and reports changes', () => {
    const onChange = jest.fn();
    const { result } = renderHook(() =>
      useDatePicker({ platform: 'desktop', defaultValue: '2024-05-01', onChange }),
    );
    expect(result.current.value).toBe('2024-05-01');
    act(() => result.current.pick(new Date(2024, 4, 6)));
    expect(result.current.value).toBe('2024-05-06');
    expect(onChange).toHaveBeenCalledWith('2024-05-06');
  });

  it('follows a controlled value and new limits', () => {
    const onNotice = jest.fn();
    const { result, rerender } = renderHook(
      (props: { value: string; max?: string }) =>
        useDatePicker({ platform: 'mobile', value: props.value, limits: { maxDate: props.max }, onNotice }),
      { initialProps: { value: '2024-05-01' } as { value: string; max?: string } },
    );
    rerender({ value: '2024-06-01' });
    expect(result.current.value).toBe('2024-06-01');
    rerender({ value: '2024-06-01', max: '2024-06-30' });
    act(() => result.current.pick('2024-07-01'));
    expect(onNotice).toHaveBeenCalledWith({
      type: 'info',
      content: '超出可选范围，请重新选择！可选范围：不限~2024-06-30',
    });
    expect(result.current.value).toBe('2024-06-01');
  });

  it('relabels on a locale switch', () => {
    const { result } = renderHook(() => useDatePicker({ platform: 'desktop', type: 'quarter' }));
    expect(result.current.placeholder).toBe('请选择季度');
    act(() => setLocale('en_US'));
    expect(result.current.placeholder).toBe('Select quarter');
  });
});

describe('useDateRangePicker', () => {
  it('selects presets with a fixed now and reports value, key and name', () => {
    const onChange = jest.fn();
    const { result } = renderHook(() => useDateRangePicker({ platform: 'desktop', now, onChange }));
    act(() => result.current.selectPreset('lastSeason'));
    expect(onChange).toHaveBeenCalledWith({
      value: ['2024-01-01', '2024-03-31'],
      selectedKey: 'lastSeason',
      selectedName: '上季',
    });
  });

  it('does not loop on a controlled range given as a new array each render', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      const value: DateRangeValue = ['2024-05-01', '2024-05-02'];
      return useDateRangePicker({ platform: 'desktop', value, presets: ['today', 'thisWeek'] });
    });
    expect(result.current.value).toEqual(['2024-05-01', '2024-05-02']);
    expect(result.current.presets.map((p) => p.key)).toEqual(['today', 'thisWeek']);
    expect(renders).toBeLessThan(5);
  });
});

describe('useLunarCalendar', () => {
  it('shows lunar dates when told, selects days and reports their lunar date', () => {
    const onSelect = jest.fn();
    const { result } = renderHook(() =>
      useLunarCalendar({ showLunar: true, now: () => new Date(2024, 1, 1), onSelect }),
    );
    expect(result.current.title).toBe('2024年2月');
    act(() => result.current.select('2024-02-10'));
    expect(onSelect).toHaveBeenCalledWith('2024-02-10', expect.objectContaining({ lunarFestival: '春节' }));
    expect(result.current.selectedDetail).toBe('农历正月初一 · 春节');
  });

  it('decides lunar display from the locale and the host UTC offset by default', () => {
    const offset = jest.spyOn(Date.prototype, 'getTimezoneOffset');
    offset.mockReturnValue(-480);
    const { result } = renderHook(() => useLunarCalendar({ now: () => new Date(2024, 1, 1) }));
    expect(result.current.showLunar).toBe(true);
    act(() => setLocale('en_US'));
    expect(result.current.showLunar).toBe(false);
    act(() => setLocale('zh_CN'));
    offset.mockReturnValue(0);
    const utc = renderHook(() => useLunarCalendar({ now: () => new Date(2024, 1, 1) }));
    expect(utc.result.current.showLunar).toBe(false);
    offset.mockRestore();
  });
});
