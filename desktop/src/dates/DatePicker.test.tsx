import { setLocale } from '@suite-ui/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { SuiteConfigProvider } from '../config-provider';
import { DatePicker } from './DatePicker';
import { RangePicker } from './RangePicker';
import { TimePicker } from './TimePicker';

const now = () => new Date(2024, 4, 15, 10, 0);

function openPicker(container: HTMLElement) {
  fireEvent.click(container.querySelector('.ant-picker input') as HTMLElement);
}

describe('desktop DatePicker', () => {
  afterEach(() => act(() => setLocale('zh_CN')));

  it('shows a controlled value in the spec 9 format and picks a day from the panel', () => {
    const onChange = jest.fn();
    const { container } = render(
      <SuiteConfigProvider>
        <DatePicker value="2024-05-06" onChange={onChange} />
      </SuiteConfigProvider>,
    );
    expect(container.querySelector('input')).toHaveValue('2024-05-06');
    openPicker(container);
    fireEvent.click(document.querySelector('td[title="2024-05-09"]') as HTMLElement);
    expect(onChange).toHaveBeenCalledWith('2024-05-09');
  });

  it('starts weeks on Monday in both languages (spec 9)', () => {
    const { container } = render(
      <SuiteConfigProvider>
        <DatePicker value="2024-05-06" />
      </SuiteConfigProvider>,
    );
    openPicker(container);
    expect(document.querySelector('.ant-picker-content thead th')).toHaveTextContent('一');
    act(() => setLocale('en_US'));
    openPicker(container);
    expect(document.querySelector('.ant-picker-content thead th')).toHaveTextContent('Mo');
  });

  it('disables days outside the limits and shows unusable limits under the field', () => {
    const { container, rerender } = render(
      <SuiteConfigProvider>
        <DatePicker value="2024-05-06" limits={{ minDate: '2024-05-05', maxDate: '2024-05-20' }} />
      </SuiteConfigProvider>,
    );
    openPicker(container);
    expect(document.querySelector('td[title="2024-05-04"]')).toHaveClass('ant-picker-cell-disabled');
    expect(document.querySelector('td[title="2024-05-05"]')).not.toHaveClass('ant-picker-cell-disabled');
    rerender(
      <SuiteConfigProvider>
        <DatePicker value="2024-05-06" limits={{ minDate: '2024-05-21', maxDate: '2024-05-20' }} />
      </SuiteConfigProvider>,
    );
    expect(screen.getByTestId('date-limits-error')).toHaveTextContent('最大日期和最小日期数据有误');
  });

  it('shows quarters as YYYY-Qn', () => {
    const { container } = render(
      <SuiteConfigProvider>
        <DatePicker type="quarter" value="2024-Q2" />
      </SuiteConfigProvider>,
    );
    expect(container.querySelector('input')).toHaveValue('2024-Q2');
  });

  it('picks a half-year from a year and a half', () => {
    const onChange = jest.fn();
    render(
      <SuiteConfigProvider>
        <DatePicker type="halfYear" value="2023-H1" onChange={onChange} now={now} />
      </SuiteConfigProvider>,
    );
    fireEvent.click(within(screen.getByTestId('half-year-picker')).getByText('下半年'));
    expect(onChange).toHaveBeenCalledWith('2023-H2');
  });
});

describe('desktop RangePicker', () => {
  afterEach(() => act(() => setLocale('zh_CN')));

  it('selects a preset from the panel and names it next to the field', () => {
    const onChange = jest.fn();
    const { container } = render(
      <SuiteConfigProvider>
        <RangePicker now={now} onChange={onChange} />
      </SuiteConfigProvider>,
    );
    openPicker(container);
    expect(within(screen.getByTestId('range-presets')).getAllByRole('button')).toHaveLength(17);
    fireEvent.click(screen.getByTestId('range-preset-thisWeek'));
    expect(onChange).toHaveBeenCalledWith({
      value: ['2024-05-13', '2024-05-19'],
      selectedKey: 'thisWeek',
      selectedName: '本周',
    });
    expect(screen.getByTestId('range-preset-name')).toHaveTextContent('本周');
    const inputs = container.querySelectorAll('.ant-picker input');
    expect(inputs[0]).toHaveValue('2024-05-13');
    expect(inputs[1]).toHaveValue('2024-05-19');
  });

  it('gives date-time presets the default times and refuses presets out of the limits with an info message', async () => {
    setLocale('en_US');
    const onChange = jest.fn();
    const { container } = render(
      <SuiteConfigProvider>
        <RangePicker type="datetime" now={now} onChange={onChange} limits={{ maxDate: '2024-05-31' }} />
      </SuiteConfigProvider>,
    );
    openPicker(container);
    fireEvent.click(screen.getByTestId('range-preset-today'));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ value: ['2024-05-15 08:00:00', '2024-05-15 18:00:00'] }),
    );
    openPicker(container);
    fireEvent.click(screen.getByTestId('range-preset-nextMonth'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByText(
        'Out of selectable range, please re-select! Selectable range: unlimited~2024-05-31',
      ),
    ).toBeInTheDocument();
  });
});

describe('desktop TimePicker', () => {
  it('shows HH:mm:ss', () => {
    const { container } = render(
      <SuiteConfigProvider>
        <TimePicker value="8:5" />
      </SuiteConfigProvider>,
    );
    expect(container.querySelector('input')).toHaveValue('08:05:00');
  });
});
