/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { setLocale } from '../../i18n';
import type { RecurrenceConfig } from '../../recurrence';
import { useRecurrenceEditor } from './use-recurrence-editor';

const now = () => '2024-01-01 08:30:00';

describe('useRecurrenceEditor', () => {
  afterEach(() => act(() => setLocale('zh_CN')));

  it('reports edits through onChange and follows the locale', () => {
    const onChange = jest.fn();
    const { result } = renderHook(() => useRecurrenceEditor({ now, onChange }));
    expect(result.current.preview.sentence).toBe('每天 09:00');
    act(() => result.current.setField('interval', 2));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ frequencyRule: { type: 'regular', regularRule: { times: 2 } } }),
      expect.objectContaining({ error: null, rrule: 'DTSTART:20240101T090000\nRRULE:FREQ=DAILY;INTERVAL=2' }),
    );
    act(() => setLocale('en_US'));
    expect(result.current.preview.sentence).toBe('every 2 days at 09:00');
  });

  it('works controlled: the echoed value keeps the draft, a new value replaces it', () => {
    const { result } = renderHook(() => {
      const [value, setValue] = useState<RecurrenceConfig | undefined>(undefined);
      return { value, setValue, editor: useRecurrenceEditor({ now, value, onChange: setValue }) };
    });
    act(() => result.current.editor.setField('frequency', 'byWeek'));
    act(() => result.current.editor.setField('weekdays', [1]));
    act(() => result.current.editor.setField('frequency', 'byDay'));
    expect(result.current.value?.frequency).toBe('byDay');
    // the draft still has the week days though the echoed value dropped them
    act(() => result.current.editor.setField('frequency', 'byWeek'));
    expect(result.current.editor.config.frequencyRule?.regularRule?.appointTimesDatas).toEqual([1]);
    act(() => result.current.setValue({ ...result.current.editor.config, startTime: '2030-05-05 10:00:00' }));
    expect(result.current.editor.config.startTime).toBe('2030-05-05 10:00:00');
  });
});
