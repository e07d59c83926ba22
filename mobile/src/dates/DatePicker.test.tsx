import { setLocale } from '@suite-ui/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { SuiteConfigProvider } from '../config-provider';
import { DatePicker } from './DatePicker';
import { RangePicker } from './RangePicker';
import { TimePicker } from './TimePicker';

const now = () => new Date(2024, 4, 15, 10, 0);

function confirmPopup() {
  const popup = document.querySelector('.adm-picker') as HTMLElement;
  fireEvent.click(within(popup).getByText('确定'));
}

describe('mobile DatePicker', () => {
  afterEach(() => act(() => setLocale('zh_CN')));

  it('opens an empty date-time wheel on today 08:00:00 and stores YYYY-MM-DD HH:mm:ss', () => {
    const onChange = jest.fn();
    render(
      <SuiteConfigProvider>
        <DatePicker type="datetime" now={now} onChange={onChange} />
      </SuiteConfigProvider>,
    );
    expect(screen.getByTestId('picker-field')).toHaveTextContent('请选择日期时间');
    fireEvent.click(screen.getByTestId('picker-field'));
    expect(document.querySelectorAll('.adm-picker-view-column')).toHaveLength(6);
    confirmPopup();
    expect(onChange).toHaveBeenCalledWith('2024-05-15 08:00:00');
    expect(screen.getByTestId('picker-field')).toHaveTextContent('2024-05-15 08:00:00');
  });

  it('sizes the wheel per spec 9 (column 252 px, item 36 px)', () => {
    render(
      <SuiteConfigProvider>
        <DatePicker value="2024-05-06" />
      </SuiteConfigProvider>,
    );
    fireEvent.click(screen.getByTestId('picker-field'));
    const picker = document.querySelector('.adm-picker') as HTMLElement;
    expect(picker.style.getPropertyValue('--suite-column-height')).toBe('252px');
    expect(picker.style.getPropertyValue('--item-height')).toBe('36px');
  });

  it('picks quarters from a year and a quarter wheel, and clears', () => {
    const onChange = jest.fn();
    render(
      <SuiteConfigProvider>
        <DatePicker type="quarter" value="2023-Q3" onChange={onChange} />
      </SuiteConfigProvider>,
    );
    fireEvent.click(screen.getByTestId('picker-field'));
    expect(screen.getAllByText('第3季度').length).toBeGreaterThan(0);
    confirmPopup();
    expect(onChange).toHaveBeenLastCalledWith('2023-Q3');
    fireEvent.click(screen.getByTestId('picker-clear'));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('shows unusable limits', () => {
    render(
      <SuiteConfigProvider>
        <DatePicker limits={{ minDate: '2024-02-01', maxDate: '2024-01-01' }} />
      </SuiteConfigProvider>,
    );
    expect(screen.getByTestId('date-limits-error')).toHaveTextContent('最大日期和最小日期数据有误');
  });
});

describe('mobile TimePicker', () => {
  it('shows and stores HH:mm:ss', () => {
    const onChange = jest.fn();
    render(
      <SuiteConfigProvider>
        <TimePicker defaultValue="8:5" steps={{ minuteStep: 5 }} onChange={onChange} />
      </SuiteConfigProvider>,
    );
    expect(screen.getByTestId('picker-field')).toHaveTextContent('08:05:00');
    fireEvent.click(screen.getByTestId('picker-field'));
    const columns = document.querySelectorAll('.adm-picker-view-column');
    expect(columns).toHaveLength(3);
    expect(columns[1]?.querySelectorAll('.adm-picker-view-column-item')).toHaveLength(12);
    confirmPopup();
    expect(onChange).toHaveBeenCalledWith('08:05:00');
  });
});

describe('mobile RangePicker', () => {
  it('selects a preset chip (week from Monday) and reports key and name', () => {
    const onChange = jest.fn();
    render(
      <SuiteConfigProvider>
        <RangePicker now={now} onChange={onChange} />
      </SuiteConfigProvider>,
    );
    fireEvent.click(screen.getByText('本周'));
    expect(onChange).toHaveBeenCalledWith({
      value: ['2024-05-13', '2024-05-19'],
      selectedKey: 'thisWeek',
      selectedName: '本周',
    });
    expect(screen.getByTestId('picker-field')).toHaveTextContent('2024-05-13 ~ 2024-05-19');
  });

  it('opens a calendar whose weeks start on Monday', () => {
    render(
      <SuiteConfigProvider>
        <RangePicker now={now} />
      </SuiteConfigProvider>,
    );
    fireEvent.click(screen.getByTestId('picker-field'));
    const firstWeekday = document.querySelector('.adm-calendar-picker-view-mark-cell');
    expect(firstWeekday).toHaveTextContent('一');
  });

  it('refuses a preset out of the limits with a toast', async () => {
    const onChange = jest.fn();
    render(
      <SuiteConfigProvider>
        <RangePicker type="datetime" now={now} limits={{ maxDate: '2024-05-31' }} onChange={onChange} />
      </SuiteConfigProvider>,
    );
    fireEvent.click(screen.getByText('下月'));
    expect(onChange).not.toHaveBeenCalled();
    expect(
      await screen.findByText('超出可选范围，请重新选择！可选范围：不限~2024-05-31'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByText('今天'));
    expect(onChange).toHaveBeenCalledWith(
      expect.objectContaining({
        value: ['2024-05-15 08:00:00', '2024-05-15 18:00:00'],
        selectedKey: 'today',
      }),
    );
    expect(within(screen.getByTestId('range-start')).getByTestId('picker-field')).toHaveTextContent(
      '2024-05-15 08:00:00',
    );
  });
});
