import {
  checkTimeSteps,
  formatTimeOfDay,
  isValidTimeStep,
  parseTimeString,
  timeColumnValues,
} from './time.logic';

describe('parseTimeString (spec 5: H, H:m, H:m:s)', () => {
  it.each([
    ['8', { hour: 8, minute: 0, second: 0 }],
    ['08', { hour: 8, minute: 0, second: 0 }],
    ['8:5', { hour: 8, minute: 5, second: 0 }],
    ['08:05', { hour: 8, minute: 5, second: 0 }],
    ['8:5:9', { hour: 8, minute: 5, second: 9 }],
    ['23:59:59', { hour: 23, minute: 59, second: 59 }],
    [' 0:0:0 ', { hour: 0, minute: 0, second: 0 }],
  ])('reads %p', (text, expected) => {
    expect(parseTimeString(text)).toEqual(expected);
  });

  it.each(['', '24', '12:60', '12:00:60', '1:2:3:4', '123', 'a:b', '12-30', '12:', ':30', undefined, 830])(
    'refuses %p',
    (text) => {
      expect(parseTimeString(text)).toBeNull();
    },
  );
});

describe('time steps (spec 5)', () => {
  it.each([
    ['hour', 1, true],
    ['hour', 3, true],
    ['hour', 24, true],
    ['hour', 5, false],
    ['minute', 15, true],
    ['minute', 7, false],
    ['second', 30, true],
    ['second', 0, false],
    ['second', -5, false],
    ['minute', 2.5, false],
  ] as const)('a %s step of %p is usable: %p', (unit, step, expected) => {
    expect(isValidTimeStep(unit, step)).toBe(expected);
  });

  it.each([
    [{ hour: 9, minute: 30, second: 0 }, { minuteStep: 15 }, null],
    [{ hour: 9, minute: 20, second: 0 }, { minuteStep: 15 }, 'minute'],
    [{ hour: 9, minute: 0, second: 0 }, { hourStep: 2 }, 'hour'],
    [{ hour: 8, minute: 0, second: 10 }, { hourStep: 2, secondStep: 20 }, 'second'],
    [{ hour: 9, minute: 20, second: 0 }, { minuteStep: 7 }, null],
    [{ hour: 9, minute: 21, second: 33 }, {}, null],
  ] as const)('checks %p against %p: %p', (time, steps, expected) => {
    expect(checkTimeSteps(time, steps)).toBe(expected);
  });

  it('builds column values under a step, ignoring an unusable one', () => {
    expect(timeColumnValues('hour', { hourStep: 6 })).toEqual([0, 6, 12, 18]);
    expect(timeColumnValues('minute', { minuteStep: 15 })).toEqual([0, 15, 30, 45]);
    expect(timeColumnValues('second', { secondStep: 7 })).toHaveLength(60);
  });

  it('formats times', () => {
    expect(formatTimeOfDay({ hour: 8, minute: 5, second: 9 })).toBe('08:05:09');
    expect(formatTimeOfDay({ hour: 18, minute: 0, second: 0 }, false)).toBe('18:00');
  });
});
