import { setLocale, type RecurrenceConfig } from '@suite-ui/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import {
  RecurrenceEditor,
  type RecurrenceEditorHandle,
  type RecurrenceEditorProps,
} from './RecurrenceEditor';

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

function renderEditor(props: RecurrenceEditorProps = {}) {
  const ref = createRef<RecurrenceEditorHandle>();
  render(
    <SuiteConfigProvider>
      <RecurrenceEditor ref={ref} now={now} {...props} />
    </SuiteConfigProvider>,
  );
  return ref;
}

const items = () => screen.getAllByTestId('recurrence-preview-item').map((item) => item.textContent);

describe('mobile RecurrenceEditor', () => {
  afterEach(() => act(() => setLocale('zh_CN')));

  it('renders the fields of the frequency and previews the rule', () => {
    renderEditor({ defaultValue: lastFriday, previewCount: 3 });
    expect(screen.getByTestId('recurrence-field-startTime-trigger')).toHaveTextContent('2024-01-01 09:00');
    expect(screen.getByTestId('recurrence-field-frequency-trigger')).toHaveTextContent('按月');
    expect(screen.getByTestId('recurrence-field-weeks')).toBeInTheDocument();
    expect(screen.getByTestId('recurrence-sentence')).toHaveTextContent('每月的最后一个周五 09:00，共12次');
    expect(items()).toEqual(['2024-01-26 09:00周五', '2024-02-23 09:00周五', '2024-03-29 09:00周五']);
  });

  it('changes the rule by tapping options', () => {
    const onChange = jest.fn();
    renderEditor({ defaultValue: lastFriday, onChange });
    fireEvent.click(within(screen.getByTestId('recurrence-field-days')).getByText('周一'));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        frequencyRule: expect.objectContaining({
          regularRule: expect.objectContaining({ appointDays: [1, 5] }),
        }),
      }),
      expect.objectContaining({ error: null }),
    );
    expect(screen.getByTestId('recurrence-sentence')).toHaveTextContent(
      '每月的最后一个周一、最后一个周五 09:00，共12次',
    );
    fireEvent.click(within(screen.getByTestId('recurrence-field-overRepeat')).getByText('永不结束'));
    expect(screen.queryByTestId('recurrence-field-overRepeatTimes')).not.toBeInTheDocument();
    expect(screen.getByTestId('recurrence-sentence')).toHaveTextContent(
      '每月的最后一个周一、最后一个周五 09:00',
    );
  });

  it('shows the scheduling messages under their fields', () => {
    const ref = renderEditor({ defaultValue: { ...lastFriday, overRepeatTimes: undefined } });
    fireEvent.click(within(screen.getByTestId('recurrence-field-days')).getByText('周五'));
    expect(screen.getByTestId('recurrence-field-days-error')).toHaveTextContent('请设置定时频率');
    expect(screen.queryByTestId('recurrence-field-overRepeatTimes-error')).not.toBeInTheDocument();
    act(() => void ref.current!.validate());
    expect(screen.getByTestId('recurrence-field-overRepeatTimes-error')).toHaveTextContent(
      '请设置结束重复配置',
    );
    expect(screen.getByTestId('recurrence-preview-message')).toHaveTextContent('完善规则后可预览执行时间');
  });

  it('follows the language switch', () => {
    renderEditor({ defaultValue: lastFriday });
    act(() => setLocale('en_US'));
    expect(screen.getByTestId('recurrence-sentence')).toHaveTextContent(
      'every month on the last Friday at 09:00, 12 times',
    );
    expect(screen.getByTestId('recurrence-field-frequency-trigger')).toHaveTextContent('By month');
  });
});
