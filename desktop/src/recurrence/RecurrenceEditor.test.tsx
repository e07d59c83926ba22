import { setLocale, type RecurrenceConfig } from '@suite-ui/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { RecurrenceEditor, type RecurrenceEditorHandle } from './RecurrenceEditor';

const now = () => '2024-01-01 08:30:00';
const lastFriday: RecurrenceConfig = {
  startTime: '2024-01-01 09:00:00',
  frequency: 'byMonth',
  frequencyRule: {
    type: 'regular',
    regularRule: { times: 1, sortByDateOrWeek: 'week', appointWeeks: ['last'], appointDays: [5] },
  },
  overRepeatType: 'times',
  overRepeatTimes: 12,
};

function renderEditor(props: Parameters<typeof RecurrenceEditor>[0] = {}) {
  const ref = createRef<RecurrenceEditorHandle>();
  const utils = render(
    <SuiteConfigProvider>
      <RecurrenceEditor ref={ref} now={now} {...props} />
    </SuiteConfigProvider>,
  );
  return { ...utils, ref };
}

const items = () => screen.getAllByTestId('recurrence-preview-item').map((item) => item.textContent);

describe('desktop RecurrenceEditor', () => {
  afterEach(() => act(() => setLocale('zh_CN')));

  it('renders the fields of the frequency and previews the rule', () => {
    renderEditor({ defaultValue: lastFriday });
    for (const name of [
      'startTime',
      'frequency',
      'interval',
      'dayMode',
      'weeks',
      'days',
      'overRepeatTimes',
    ]) {
      expect(screen.getByTestId(`recurrence-field-${name}`)).toBeInTheDocument();
    }
    expect(screen.queryByTestId('recurrence-field-monthDays')).not.toBeInTheDocument();
    expect(screen.getByTestId('recurrence-sentence')).toHaveTextContent('每月的最后一个周五 09:00，共12次');
    expect(items()).toEqual([
      '2024-01-26 09:00 周五',
      '2024-02-23 09:00 周五',
      '2024-03-29 09:00 周五',
      '2024-04-26 09:00 周五',
      '2024-05-31 09:00 周五',
    ]);
  });

  it('switches fields with the day mode and reports the change', () => {
    const onChange = jest.fn();
    renderEditor({ defaultValue: lastFriday, onChange });
    const dayMode = screen.getByTestId('recurrence-field-dayMode');
    fireEvent.click(within(dayMode).getByText('按日期'));
    expect(screen.getByTestId('recurrence-field-monthDays')).toBeInTheDocument();
    expect(screen.queryByTestId('recurrence-field-weeks')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ frequency: 'byMonth' }),
      expect.objectContaining({ error: 'recurrence.error.frequency', rrule: null }),
    );
    expect(screen.getByTestId('recurrence-preview-message')).toHaveTextContent('完善规则后可预览执行时间');
  });

  it('shows the scheduling messages under their fields on validate', () => {
    const { ref } = renderEditor({
      defaultValue: { ...lastFriday, startTime: undefined, overRepeatTimes: undefined },
    });
    expect(screen.queryByTestId('recurrence-field-startTime-error')).not.toBeInTheDocument();
    let valid = true;
    act(() => {
      valid = ref.current!.validate();
    });
    expect(valid).toBe(false);
    expect(screen.getByTestId('recurrence-field-startTime-error')).toHaveTextContent('请设置开始时间');
    expect(screen.getByTestId('recurrence-field-overRepeatTimes-error')).toHaveTextContent(
      '请设置结束重复配置',
    );
    const times = screen.getByTestId('recurrence-field-overRepeatTimes');
    fireEvent.change(within(times).getByRole('spinbutton'), { target: { value: '3' } });
    expect(screen.queryByTestId('recurrence-field-overRepeatTimes-error')).not.toBeInTheDocument();
  });

  it('asks for the week days of a weekly rule once the field was left', () => {
    renderEditor({
      defaultValue: {
        ...lastFriday,
        frequency: 'byWeek',
        frequencyRule: { type: 'regular', regularRule: { times: 1 } },
      },
    });
    const weekdays = screen.getByTestId('recurrence-field-weekdays');
    fireEvent.click(within(weekdays).getByLabelText('周三'));
    fireEvent.click(within(weekdays).getByLabelText('周三'));
    expect(screen.getByTestId('recurrence-field-weekdays-error')).toHaveTextContent('请设置定时频率');
    fireEvent.click(within(weekdays).getByLabelText('周五'));
    expect(screen.getByTestId('recurrence-sentence')).toHaveTextContent('每周的周五 09:00，共12次');
  });

  it('follows the language switch', () => {
    renderEditor({ defaultValue: lastFriday });
    act(() => setLocale('en_US'));
    expect(screen.getByTestId('recurrence-sentence')).toHaveTextContent(
      'every month on the last Friday at 09:00, 12 times',
    );
    expect(
      within(screen.getByTestId('recurrence-field-frequency')).getByText('Frequency'),
    ).toBeInTheDocument();
    expect(items()[0]).toBe('2024-01-26 09:00 Fri');
  });
});
