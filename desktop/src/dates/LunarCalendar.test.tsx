import { setLocale } from '@suite-ui/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { SuiteConfigProvider } from '../config-provider';
import { LunarCalendar } from './LunarCalendar';

const now = () => new Date(2024, 1, 1, 9, 0);

function renderCalendar(props: Parameters<typeof LunarCalendar>[0] = {}) {
  return render(
    <SuiteConfigProvider>
      <LunarCalendar showLunar now={now} {...props} />
    </SuiteConfigProvider>,
  );
}

describe('desktop LunarCalendar', () => {
  afterEach(() => act(() => setLocale('zh_CN')));

  it('shows 42 days with festivals, solar terms and lunar days of February 2024', () => {
    renderCalendar();
    expect(screen.getByTestId('lunar-title')).toHaveTextContent('2024年2月');
    expect(screen.getByTestId('lunar-year-title')).toHaveTextContent('甲辰年（龙年）');
    expect(screen.getAllByRole('gridcell')).toHaveLength(42);
    const cell = (date: string) => screen.getByTestId(`lunar-cell-${date}`);
    expect(cell('2024-02-10')).toHaveAttribute('data-kind', 'festival');
    expect(within(cell('2024-02-10')).getByTestId('lunar-cell-text')).toHaveTextContent('春节');
    expect(within(cell('2024-02-04')).getByTestId('lunar-cell-text')).toHaveTextContent('立春');
    expect(within(cell('2024-02-11')).getByTestId('lunar-cell-text')).toHaveTextContent('初二');
    expect(cell('2024-02-01')).toHaveAttribute('aria-current', 'date');
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('日');
  });

  it('selects a day by click and moves by arrow keys', () => {
    const onSelect = jest.fn();
    renderCalendar({ onSelect });
    fireEvent.click(screen.getByTestId('lunar-cell-2024-02-09'));
    expect(onSelect).toHaveBeenLastCalledWith(
      '2024-02-09',
      expect.objectContaining({ lunarFestival: '除夕' }),
    );
    expect(screen.getByTestId('lunar-detail')).toHaveTextContent('农历腊月三十 · 除夕');
    fireEvent.keyDown(screen.getByTestId('lunar-cell-2024-02-09'), { key: 'ArrowRight' });
    expect(onSelect).toHaveBeenLastCalledWith('2024-02-10', expect.anything());
    expect(screen.getByTestId('lunar-cell-2024-02-10')).toHaveFocus();
    fireEvent.keyDown(screen.getByTestId('lunar-cell-2024-02-10'), { key: 'ArrowDown' });
    expect(screen.getByTestId('lunar-cell-2024-02-17')).toHaveAttribute('tabindex', '0');
  });

  it('moves between months and disables moving past 2049-12', () => {
    renderCalendar({ defaultValue: '2049-12-01' });
    expect(screen.getByTestId('lunar-next-month')).toBeDisabled();
    fireEvent.click(screen.getByTestId('lunar-prev-month'));
    expect(screen.getByTestId('lunar-title')).toHaveTextContent('2049年11月');
  });

  it('hides lunar text when lunar dates are off and speaks English', () => {
    setLocale('en_US');
    renderCalendar({ showLunar: false });
    expect(screen.getByTestId('lunar-title')).toHaveTextContent('February 2024');
    expect(screen.queryByTestId('lunar-cell-text')).toBeNull();
    expect(screen.queryByTestId('lunar-year-title')).toBeNull();
  });
});
