import { createActor } from 'xstate';
import { setLocale } from '../i18n';
import { connectRecurrenceEditor, type RecurrenceFieldView } from './recurrence-editor.connect';
import { defaultRecurrence } from './recurrence-editor.logic';
import { recurrenceEditorMachine } from './recurrence-editor.machine';
import type { RecurrenceChange, RecurrenceEditorInput } from './recurrence-editor.types';
import type { RecurrenceField } from './recurrence.logic';
import { lastFridayTwelveTimes, regular } from './test/configs';

function start(input: Partial<RecurrenceEditorInput> = {}) {
  const actor = createActor(recurrenceEditorMachine, {
    input: { now: () => '2024-01-01 08:30:00', ...input },
  });
  const changes: RecurrenceChange[] = [];
  actor.on('change', (event) => changes.push(event));
  actor.start();
  const view = () => connectRecurrenceEditor(actor.getSnapshot(), actor.send);
  const field = (name: RecurrenceField) => view().fields.find((f) => f.name === name) as RecurrenceFieldView;
  const set = (name: RecurrenceField, value: unknown) => view().setField(name, value);
  return { actor, changes, view, field, set, names: () => view().fields.map((f) => f.name) };
}

beforeEach(() => setLocale('en_US'));
afterAll(() => setLocale('zh_CN'));

describe('recurrence editor', () => {
  it('starts from a daily rule at the next full hour and previews it', () => {
    const { view, names } = start();
    expect(names()).toEqual(['startTime', 'frequency', 'interval', 'triggerTime', 'restDay', 'overRepeat']);
    const { preview, valid, rrule } = view();
    expect(valid).toBe(true);
    expect(rrule).toBe('DTSTART:20240101T090000\nRRULE:FREQ=DAILY;INTERVAL=1');
    expect(preview.status).toBe('ready');
    expect(preview.sentence).toBe('every day at 09:00');
    expect(preview.items.map((i) => i.label)).toEqual([
      '2024-01-01 09:00',
      '2024-01-02 09:00',
      '2024-01-03 09:00',
      '2024-01-04 09:00',
      '2024-01-05 09:00',
    ]);
    expect(preview.items[0]).toEqual({
      value: '2024-01-01 09:00:00',
      label: '2024-01-01 09:00',
      weekday: 'Mon',
      note: null,
    });
  });

  it('builds "last Friday of every month, 12 times" field by field', () => {
    const { view, set, names, changes } = start({ previewCount: 3 });
    set('frequency', 'byMonth');
    expect(names()).toEqual([
      'startTime',
      'frequency',
      'interval',
      'dayMode',
      'sort',
      'monthDays',
      'triggerTime',
      'restDay',
      'overRepeat',
    ]);
    set('dayMode', 'week');
    expect(names()).toContain('weeks');
    expect(view().valid).toBe(false);
    expect(view().preview).toMatchObject({
      status: 'incomplete',
      items: [],
      message: 'Complete the rule to see the next occurrences',
    });
    set('weeks', ['last']);
    set('days', [5]);
    set('overRepeat', 'times');
    expect(changes.at(-1)?.error).toBe('recurrence.error.overRepeat');
    set('overRepeatTimes', 12);
    const { config, preview, rrule } = view();
    const expected = { ...lastFridayTwelveTimes, restDayConfig: 'normal' };
    expect(config).toEqual(expected);
    // DTSTART is the first occurrence, the last Friday of January
    expect(rrule).toBe('DTSTART:20240126T090000\nRRULE:FREQ=MONTHLY;INTERVAL=1;BYDAY=-1FR;COUNT=12');
    expect(preview.sentence).toBe('every month on the last Friday at 09:00, 12 times');
    expect(preview.items.map((i) => `${i.label} ${i.weekday}`)).toEqual([
      '2024-01-26 09:00 Fri',
      '2024-02-23 09:00 Fri',
      '2024-03-29 09:00 Fri',
    ]);
    expect(changes.at(-1)).toEqual({ type: 'change', config: expected, error: null, rrule });
  });

  it('offers the option lists of spec 9', () => {
    const { field, set } = start();
    set('frequency', 'byQuarter');
    const options = (name: RecurrenceField) => {
      const f = field(name);
      return f.kind === 'choice' || f.kind === 'choices' ? f.options : [];
    };
    expect(options('quarters').map((o) => o.label)).toEqual(['Q1', 'Q2', 'Q3', 'Q4']);
    expect(options('quarterMonth').map((o) => o.label)).toEqual(['1st month', '2nd month', '3rd month']);
    expect(options('monthDays')).toHaveLength(32);
    expect(options('monthDays').at(-1)).toEqual({ value: 'last', label: 'Last day' });
    set('dayMode', 'week');
    expect(options('weeks').map((o) => o.label)).toEqual([
      'The 1st',
      'The 2nd',
      'The 3rd',
      'The 4th',
      'The last',
    ]);
    expect(options('days').map((o) => o.label)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    set('frequency', 'byHour');
    set('mode', 'appoint');
    expect(options('hours')).toHaveLength(24);
    set('frequency', 'byYear');
    expect(options('months').map((o) => o.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('asks one day from the head or the tail and several appointed days', () => {
    const { field, set } = start();
    set('frequency', 'byMonth');
    set('monthDays', 15);
    expect(field('monthDays')).toMatchObject({ kind: 'choice', value: 15 });
    set('sort', 'appoint');
    set('monthDays', [15, 'last', 1]);
    expect(field('monthDays')).toMatchObject({
      kind: 'choices',
      value: [1, 15, 'last'],
      valueText: '1st, 15th, Last day',
    });
    set('sort', 'tail');
    // tail keeps one day and has no 'last' option (its 1st from the end is the last day)
    expect(field('monthDays')).toMatchObject({ kind: 'choice', value: 1 });
    const tail = field('monthDays');
    expect(tail.kind === 'choice' && tail.options.map((o) => o.value)).not.toContain('last');
    expect(tail.kind === 'choice' && tail.options[1]?.label).toBe('2nd last day');
  });

  it('shows a message under a field once it was left, and all of them on validate', () => {
    const { view, field, set } = start();
    set('frequency', 'byWeek');
    set('overRepeat', 'times');
    set('startTime', '');
    expect(field('startTime').error).toBe('Please set start time');
    expect(field('weekdays').error).toBeNull();
    expect(field('overRepeatTimes').error).toBeNull();
    field('weekdays').blur();
    expect(field('weekdays').error).toBe('Please set the timing frequency');
    expect(view().validate()).toBe(false);
    expect(field('overRepeatTimes').error).toBe('Please set the end-repeat configuration');
    expect(field('frequency').error).toBeNull();
    expect(view().error).toBe('recurrence.error.startTime');
    setLocale('zh_CN');
    expect(field('weekdays').error).toBe('请设置定时频率');
  });

  it('keeps the draft across frequency switches and emits only what the frequency uses', () => {
    const { view, set, changes } = start();
    set('frequency', 'byWeek');
    set('weekdays', [3, 1]);
    set('frequency', 'byDay');
    expect(changes.at(-1)?.config.frequencyRule).toEqual({ type: 'regular', regularRule: { times: 1 } });
    set('frequency', 'byWeek');
    expect(view().config.frequencyRule?.regularRule?.appointTimesDatas).toEqual([1, 3]);
  });

  it('ignores a controlled value that echoes the draft and takes a different one', () => {
    const { actor, view, set, field } = start();
    set('frequency', 'byWeek');
    set('weekdays', [2]);
    set('frequency', 'byDay');
    actor.send({ type: 'CONFIG.REPLACE', config: view().config });
    set('frequency', 'byWeek');
    expect(field('weekdays').kind === 'choices' && field('weekdays').value).toEqual([2]);
    actor.send({ type: 'CONFIG.REPLACE', config: lastFridayTwelveTimes });
    expect(view().config).toEqual(lastFridayTwelveTimes);
  });

  it('notes moved occurrences and says when none come', () => {
    const { view, set } = start({
      config: regular('byWeek', { times: 1, appointTimesDatas: [6] }, { restDayConfig: 'nextWorkDay' }),
      previewCount: 1,
    });
    expect(view().preview.items[0]).toMatchObject({
      label: '2024-01-08 09:00',
      note: 'moved from 2024-01-06',
    });
    set('overRepeat', 'date');
    set('overRepeatDate', '2023-12-31');
    expect(view().preview).toMatchObject({ status: 'empty', items: [], message: 'No upcoming occurrences' });
  });

  it('gives the skins the formats, the shown text, the wheel range and the time wheel start', () => {
    const { field, set } = start();
    expect(field('startTime')).toMatchObject({
      kind: 'dateTime',
      format: 'YYYY-MM-DD HH:mm:ss',
      displayFormat: 'YYYY-MM-DD HH:mm',
      displayText: '2024-01-01 09:00',
      pickerRange: { min: '2000-01-01', max: '2099-12-31' },
    });
    // the trigger time starts on the start's time of day until it is set
    expect(field('triggerTime')).toMatchObject({ format: 'HH:mm', displayText: '', clock: ['09', '00'] });
    set('triggerTime', '17:45');
    expect(field('triggerTime')).toMatchObject({ displayText: '17:45', clock: ['17', '45'] });
    set('startTime', undefined);
    set('triggerTime', undefined);
    expect(field('triggerTime')).toMatchObject({ placeholder: undefined, clock: ['09', '00'] });
  });

  it('labels fields and options in the current locale', () => {
    const { field } = start();
    expect(field('triggerTime')).toMatchObject({ kind: 'time', value: undefined, placeholder: '09:00' });
    expect(field('interval')).toMatchObject({
      label: 'Repeat every',
      unit: 'day(s)',
      required: true,
      testId: 'recurrence-field-interval',
    });
    setLocale('zh_CN');
    const frequency = field('frequency');
    expect(frequency).toMatchObject({ label: '定时频率', value: 'byDay', valueText: '按天' });
    expect(frequency.kind === 'choice' && frequency.options[0]).toEqual({
      value: 'byMinute',
      label: '按分钟',
    });
  });

  it('previews what comes after now', () => {
    let now = '2024-01-01 08:30:00';
    const { view } = start({ now: () => now, config: lastFridayTwelveTimes, previewCount: 2 });
    expect(view().preview.items.map((i) => i.value)).toEqual(['2024-01-26 09:00:00', '2024-02-23 09:00:00']);
    now = '2024-12-01 00:00:00';
    expect(view().preview.items.map((i) => i.value)).toEqual(['2024-12-27 09:00:00']);
  });
});

describe('defaultRecurrence', () => {
  it.each<[Date | string, string]>([
    ['2024-01-01 08:30:00', '2024-01-01 09:00:00'],
    ['2024-01-01 09:00:00', '2024-01-01 10:00:00'],
    ['2024-12-31 23:59', '2025-01-01 00:00:00'],
    [new Date(2024, 5, 1, 7, 10), '2024-06-01 08:00:00'],
  ])('starts after %p at %s', (now, startTime) => {
    expect(defaultRecurrence(now).startTime).toBe(startTime);
  });
});
