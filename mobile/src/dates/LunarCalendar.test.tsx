import { setLocale } from '@suite-ui/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { SuiteConfigProvider } from '../config-provider';
import { LunarCalendar } from './LunarCalendar';

const now = () => new Date(2024, 1, 1, 9, 0);

describe('mobile LunarCalendar', () => {
  afterEach(() => act(() => setLocale('zh_CN')));

  it('shows the month with lunar days, festivals and solar terms', () => {
    render(
      <SuiteConfigProvider>
        <LunarCalendar showLunar now={now} />
      </SuiteConfigProvider>,
    );
    expect(screen.getByTestId('lunar-title')).toHaveTextContent('2024年2月');
    expect(screen.getAllByRole('gridcell')).toHaveLength(42);
    const text = (date: string) =>
      within(screen.getByTestId(`lunar-cell-${date}`)).getByTestId('lunar-cell-text');
    expect(text('2024-02-10')).toHaveTextContent('春节');
    expect(text('2024-02-19')).toHaveTextContent('雨水');
    expect(text('2024-02-24')).toHaveTextContent('元宵节');
    expect(text('2024-02-12')).toHaveTextContent('初三');
  });

  it('selects days, changes months and goes back to today', () => {
    const onSelect = jest.fn();
    render(
      <SuiteConfigProvider>
        <LunarCalendar showLunar now={now} onSelect={onSelect} />
      </SuiteConfigProvider>,
    );
    fireEvent.click(screen.getByTestId('lunar-cell-2024-02-14'));
    expect(onSelect).toHaveBeenCalledWith('2024-02-14', expect.objectContaining({ solarFestival: '情人节' }));
    expect(screen.getByTestId('lunar-detail')).toHaveTextContent('2024-02-14 农历正月初五 · 情人节');
    fireEvent.click(screen.getByTestId('lunar-next-month'));
    expect(screen.getByTestId('lunar-title')).toHaveTextContent('2024年3月');
    fireEvent.click(screen.getByTestId('lunar-today'));
    expect(screen.getByTestId('lunar-title')).toHaveTextContent('2024年2月');
    expect(onSelect).toHaveBeenLastCalledWith('2024-02-01', expect.anything());
  });
});
