import { setLocale } from '../i18n';
import { connectTimePicker, readStoredTime } from './time-picker.connect';

describe('connectTimePicker', () => {
  afterEach(() => setLocale('zh_CN'));

  it('stores HH:mm:ss on mobile-sized wheels (spec 9)', () => {
    const commit = jest.fn();
    const view = connectTimePicker(null, commit, { platform: 'mobile' });
    expect(view).toMatchObject({ format: 'HH:mm:ss', metrics: { columnHeight: 252, itemHeight: 36 } });
    expect(view.columns.map((c) => [c.unit, c.options.length])).toEqual([
      ['hour', 24],
      ['minute', 60],
      ['second', 60],
    ]);
    expect(view.pick('8:5')).toBeNull();
    expect(commit).toHaveBeenCalledWith('08:05:00');
  });

  it('offers only on-step values and refuses a time off the steps (spec 5)', () => {
    setLocale('en_US');
    const commit = jest.fn();
    const view = connectTimePicker('09:30:00', commit, {
      platform: 'desktop',
      steps: { minuteStep: 15, hourStep: 7 },
    });
    expect(view.steps).toEqual({ hour: 1, minute: 15, second: 1 });
    expect(view.columns[1]?.options.map((o) => o.label)).toEqual(['00', '15', '30', '45']);
    expect(view.time).toEqual({ hour: 9, minute: 30, second: 0 });
    expect(view.pick({ hour: 9, minute: 20, second: 0 })).toEqual({
      type: 'error',
      content: 'The time does not match the step of 15',
    });
    expect(view.pick('25:00')).toEqual({ type: 'error', content: 'The date is not valid' });
    expect(commit).not.toHaveBeenCalled();
  });

  it('can drop seconds', () => {
    const commit = jest.fn();
    const view = connectTimePicker(null, commit, { platform: 'desktop', withSeconds: false });
    expect(view.columns).toHaveLength(2);
    view.pick('18:00:59');
    expect(commit).toHaveBeenCalledWith('18:00');
  });

  it('reads stored times leniently and refuses others', () => {
    expect(readStoredTime('8:00')).toBe('08:00:00');
    expect(readStoredTime('8:00', false)).toBe('08:00');
    expect(readStoredTime('noon')).toBeNull();
    expect(readStoredTime(800)).toBeNull();
  });
});
