import { createActor } from 'xstate';
import { connectEnv } from '../shared/connect';
import type { Locale } from '../i18n';
import type { Platform } from '../shared/platform';
import { datesTexts } from './messages';
import { connectTimePicker } from './time-picker.connect';
import { readStoredTime, timePickerMachine, type TimePickerInput } from './time-picker.machine';

function picker(input: TimePickerInput, platform: Platform, locale: Locale = 'zh_CN') {
  const actor = createActor(timePickerMachine, { input }).start();
  const changes: Array<string | null> = [];
  const notices: unknown[] = [];
  actor.on('change', (event) => changes.push(event.value));
  actor.on('notice', (event) => notices.push(event.notice));
  const view = () =>
    connectTimePicker(actor.getSnapshot(), actor.send, connectEnv(datesTexts, locale, platform));
  return { actor, changes, notices, view };
}

describe('time picker', () => {
  it('stores HH:mm:ss on mobile-sized wheels (spec 9)', () => {
    const { view, changes } = picker({}, 'mobile');
    expect(view()).toMatchObject({
      format: 'HH:mm:ss',
      metrics: { columnHeight: 252, itemHeight: 36 },
      openTime: { hour: 0, minute: 0, second: 0 },
    });
    expect(view().columns.map((c) => [c.unit, c.options.length])).toEqual([
      ['hour', 24],
      ['minute', 60],
      ['second', 60],
    ]);
    expect(view().pick('8:5')).toBeNull();
    expect(changes).toEqual(['08:05:00']);
    expect(view().value).toBe('08:05:00');
  });

  it('offers only on-step values and refuses a time off the steps (spec 5)', () => {
    const { view, changes, notices } = picker(
      { value: '09:30:00', steps: { minuteStep: 15, hourStep: 7 } },
      'desktop',
      'en_US',
    );
    expect(view().steps).toEqual({ hour: 1, minute: 15, second: 1 });
    expect(view().columns[1]?.options.map((o) => o.label)).toEqual(['00', '15', '30', '45']);
    expect(view().time).toEqual({ hour: 9, minute: 30, second: 0 });
    expect(view().openTime).toEqual({ hour: 9, minute: 30, second: 0 });
    const offStep = { type: 'error', content: 'The time does not match the step of 15' };
    expect(view().pick({ hour: 9, minute: 20, second: 0 })).toEqual(offStep);
    expect(view().pick('25:00')).toEqual({ type: 'error', content: 'The date is not valid' });
    expect(changes).toEqual([]);
    expect(notices).toEqual([offStep, { type: 'error', content: 'The date is not valid' }]);
  });

  it('only reports picks when controlled', () => {
    const { view, changes, actor } = picker({ value: '09:00' }, 'desktop');
    view().pick('10:00');
    expect(changes).toEqual(['10:00:00']);
    expect(view().value).toBe('09:00:00');
    actor.send({ type: 'VALUE.SYNC', value: '10:00' });
    expect(view().value).toBe('10:00:00');
  });

  it('can drop seconds', () => {
    const { view, changes } = picker({ withSeconds: false }, 'desktop');
    expect(view().columns).toHaveLength(2);
    view().pick('18:00:59');
    expect(changes).toEqual(['18:00']);
  });

  it('reads stored times leniently and refuses others', () => {
    expect(readStoredTime('8:00')).toBe('08:00:00');
    expect(readStoredTime('8:00', false)).toBe('08:00');
    expect(readStoredTime('noon')).toBeNull();
    expect(readStoredTime(800)).toBeNull();
  });
});
